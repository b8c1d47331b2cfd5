import { SIGN_UP_STORAGE_KEY } from '@academy/contracts';
import { anApplicantInformation } from '@academy/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { canOpenSignUpStep, clearSignUpProgress, useSignUpStore } from './sign-up-store';

const empty = { applicantInformation: null, courseType: null, testDateTime: null };

beforeEach(() => {
  useSignUpStore.getState().reset();
});

describe('the sign-up progress', () => {
  it('is kept in local storage under one key', () => {
    useSignUpStore.getState().setApplicantInformation(anApplicantInformation());
    useSignUpStore.getState().setCourseType('online');

    const stored = JSON.parse(window.localStorage.getItem(SIGN_UP_STORAGE_KEY) ?? '{}');
    expect(stored.state).toEqual({
      applicantInformation: anApplicantInformation(),
      courseType: 'online',
      testDateTime: null,
      draft: null,
    });
  });

  it('keeps the first step’s unfinished form until its answers are saved', async () => {
    const draft = {
      ...anApplicantInformation(),
      fullName: 'Ann',
      email: 'ann@',
      countryId: '',
      agreement: false,
    };
    useSignUpStore.getState().setDraft(draft);
    const saved = window.localStorage.getItem(SIGN_UP_STORAGE_KEY) ?? '';
    useSignUpStore.getState().reset();
    window.localStorage.setItem(SIGN_UP_STORAGE_KEY, saved);

    await useSignUpStore.persist.rehydrate();
    expect(useSignUpStore.getState().draft).toEqual(draft);

    useSignUpStore.getState().setApplicantInformation(anApplicantInformation());
    expect(useSignUpStore.getState().draft).toBeNull();
  });

  it('is removed from local storage when the wizard ends', () => {
    useSignUpStore.getState().setCourseType('online');

    clearSignUpProgress();

    expect(window.localStorage.getItem(SIGN_UP_STORAGE_KEY)).toBeNull();
    expect(useSignUpStore.getState().courseType).toBeNull();
  });

  it('comes back from storage, through the shared schemas', async () => {
    window.localStorage.setItem(
      SIGN_UP_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: {
          applicantInformation: anApplicantInformation(),
          courseType: 'hybrid',
          testDateTime: '2026-12-01T09:00:00.000Z',
        },
      }),
    );

    await useSignUpStore.persist.rehydrate();

    const { applicantInformation, courseType, testDateTime } = useSignUpStore.getState();
    expect(applicantInformation).toEqual(anApplicantInformation());
    expect(courseType).toBeNull();
    expect(testDateTime).toBe('2026-12-01T09:00:00.000Z');
  });

  it('drops stored applicant information the form could not have produced', async () => {
    window.localStorage.setItem(
      SIGN_UP_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: { applicantInformation: { ...anApplicantInformation(), agreement: false } },
      }),
    );

    await useSignUpStore.persist.rehydrate();

    expect(useSignUpStore.getState().applicantInformation).toBeNull();
  });

  it('resets', () => {
    const store = useSignUpStore.getState();
    store.setApplicantInformation(anApplicantInformation());
    store.setCourseType('offline');
    store.setTestDateTime('2026-12-01T09:00:00.000Z');

    useSignUpStore.getState().reset();

    const { applicantInformation, courseType, testDateTime } = useSignUpStore.getState();
    expect({ applicantInformation, courseType, testDateTime }).toEqual(empty);
  });
});

describe('the steps the stored progress opens', () => {
  it('follow what was saved', () => {
    expect(canOpenSignUpStep('courseFormat')).toBe(false);
    useSignUpStore.getState().setApplicantInformation(anApplicantInformation());
    expect(canOpenSignUpStep('courseFormat')).toBe(true);
    expect(canOpenSignUpStep('examDate')).toBe(false);
    useSignUpStore.getState().setCourseType('offline');
    expect(canOpenSignUpStep('examDate')).toBe(true);
  });
});
