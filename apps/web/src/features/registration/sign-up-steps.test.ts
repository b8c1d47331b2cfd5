import { paths } from '@academy/contracts';
import { anApplicantInformation } from '@academy/testing';
import { describe, expect, it } from 'vitest';
import {
  isSignUpStepOpen,
  nextSignUpStepPath,
  previousSignUpStepPath,
  signUpStepIndexAt,
  signUpSteps,
} from './sign-up-steps';

const empty = { applicantInformation: null, courseType: null, testDateTime: null };
const information = anApplicantInformation();

describe('the sign-up steps', () => {
  it('run in order, each on its own route', () => {
    expect(signUpSteps.map((step) => [step.key, step.path])).toEqual([
      ['mainInformation', paths.registration.mainInformation],
      ['courseFormat', paths.registration.courseFormat],
      ['examDate', paths.registration.examDate],
      ['examConfirmation', paths.registration.examConfirmation],
    ]);
    expect(signUpStepIndexAt(paths.registration.examDate)).toBe(2);
    expect(signUpStepIndexAt(paths.registration.checkEmail)).toBe(-1);
  });

  it('move back and on along that order; the last leads to the check-email screen', () => {
    expect(previousSignUpStepPath('mainInformation')).toBeNull();
    expect(previousSignUpStepPath('examDate')).toBe(paths.registration.courseFormat);
    expect(nextSignUpStepPath('mainInformation')).toBe(paths.registration.courseFormat);
    expect(nextSignUpStepPath('examDate')).toBe(paths.registration.examConfirmation);
    expect(nextSignUpStepPath('examConfirmation')).toBe(paths.registration.checkEmail);
  });

  it.each([
    ['mainInformation', empty, true],
    ['courseFormat', empty, false],
    ['courseFormat', { ...empty, applicantInformation: information }, true],
    [
      'courseFormat',
      { ...empty, applicantInformation: { ...information, agreement: false } },
      false,
    ],
    ['examDate', { ...empty, applicantInformation: information }, false],
    ['examDate', { ...empty, applicantInformation: information, courseType: 'online' }, true],
    [
      'examConfirmation',
      { ...empty, applicantInformation: information, courseType: 'online' },
      false,
    ],
    [
      'examConfirmation',
      {
        applicantInformation: information,
        courseType: 'online',
        testDateTime: '2026-12-01T09:00:00.000Z',
      },
      true,
    ],
    [
      'examConfirmation',
      { ...empty, courseType: 'online', testDateTime: '2026-12-01T09:00:00.000Z' },
      false,
    ],
  ] as const)('%s with %o is open: %s', (step, progress, open) => {
    expect(isSignUpStepOpen(step, progress)).toBe(open);
  });
});
