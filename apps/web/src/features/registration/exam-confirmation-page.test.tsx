import { endpoints, paths, SIGN_UP_STORAGE_KEY } from '@academy/contracts';
import { anApplicantInformation } from '@academy/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { type Answer, handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import './exam-confirmation-page';
import './check-email-page';
import './exam-date-page';
import './main-information-page';
import { wholeText } from '../../test/whole-text';
import {
  answerCountries,
  answerExamSchedule,
  answerUniquenessChecks,
  testNow,
} from './registration-test-server';
import { useSignUpStore } from './sign-up-store';

vi.setConfig({ testTimeout: 60_000 });

const chosenSlot = '2026-12-04T11:00:00.000Z';

beforeEach(() => {
  const store = useSignUpStore.getState();
  store.reset();
  store.setApplicantInformation(anApplicantInformation());
  store.setCourseType('offline');
  store.setTestDateTime(chosenSlot);
  answerCountries();
  answerExamSchedule();
});

function registrationAnswers(answer: Answer<typeof endpoints.register>) {
  const bodies: unknown[] = [];
  server.use(
    handle(endpoints.register, async ({ request, reply }) => {
      bodies.push(await request.json());
      return answer(reply);
    }),
  );
  return bodies;
}

const registered: Answer<typeof endpoints.register> = (reply) =>
  reply(201, { email: 'anna@example.com' });

async function openStep() {
  const app = renderApp(paths.registration.examConfirmation);
  await screen.findByRole('heading', { level: 1, name: 'Confirmation' }, { timeout: 20_000 });
  return app;
}

describe('the confirmation step', () => {
  it('sums up every answer in plain words, with the exam in the academy’s time zone', async () => {
    await openStep();

    const information = screen.getByRole('region', { name: 'Main information' });
    expect(await within(information).findByText('Armenia')).toBeVisible();
    for (const text of [
      'Anna Petrosyan',
      'anna@example.com',
      '+374 91 123456',
      'Student',
      'Yerevan State University',
      'Informatics',
      'Yerevan',
      'B2 · Upper intermediate',
    ]) {
      expect(within(information).getByText(wholeText(text))).toBeVisible();
    }
    expect(screen.getByText('Offline')).toBeVisible();
    const exam = screen.getByRole('region', { name: 'Entrance exam' });
    expect(within(exam).getByText('Friday, December 4, 2026')).toBeVisible();
    expect(within(exam).getByText('3:00 PM')).toBeVisible();
    expect(within(exam).getByText(/Asia\/Yerevan, GMT\+4/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit Course format' })).toHaveAttribute(
      'href',
      paths.registration.courseFormat,
    );
  });

  it('writes the exam time on the 24-hour clock in Russian', async () => {
    await openStep();
    await act(() => i18n.changeLanguage('ru'));

    const exam = screen.getByRole('region', { name: 'Вступительный экзамен' });
    expect(within(exam).getByText('15:00')).toBeVisible();
    expect(within(exam).queryByText(/PM/)).not.toBeInTheDocument();
  });

  it('registers, opens the check-email screen and forgets the sign-up progress', async () => {
    const bodies = registrationAnswers(registered);
    const { user, router } = await openStep();

    await user.click(screen.getByRole('button', { name: 'Confirm and apply' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' }),
    ).toBeVisible();
    expect(
      screen.getByText(wholeText('We sent a verification link to anna@example.com.')),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.registration.checkEmail);
    expect(bodies).toEqual([
      { ...anApplicantInformation(), courseType: 'offline', testDateTime: chosenSlot },
    ]);
    await waitFor(() => expect(window.localStorage.getItem(SIGN_UP_STORAGE_KEY)).toBeNull());
    expect(useSignUpStore.getState().applicantInformation).toBeNull();
  });

  it('registers once when “Confirm and apply” is clicked twice before the screen redraws', async () => {
    // The first call registers; a second one would be refused as a duplicate.
    let calls = 0;
    const bodies = registrationAnswers((reply) =>
      ++calls === 1
        ? reply(201, { email: 'anna@example.com' })
        : reply(409, 'ERR_APPLICANT_ALREADY_EXIST'),
    );
    const { router } = await openStep();
    const submit = screen.getByRole('button', { name: 'Confirm and apply' });

    fireEvent.click(submit);
    fireEvent.click(submit);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' }),
    ).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(router.state.location.pathname).toBe(paths.registration.checkEmail);
    expect(screen.queryByText('Applicant already exist')).not.toBeInTheDocument();
  });

  it('sends a new link from the check-email screen', async () => {
    registrationAnswers(registered);
    const resent: unknown[] = [];
    server.use(
      handle(endpoints.resendVerification, async ({ request, reply }) => {
        resent.push(await request.json());
        return reply(200, { accepted: true, retryAfterSeconds: 60 });
      }),
    );
    const { user } = await openStep();
    await user.click(screen.getByRole('button', { name: 'Confirm and apply' }));

    await user.click(await screen.findByRole('button', { name: 'Send a new link' }));

    expect(
      await screen.findByText(wholeText('A new link is on its way to anna@example.com.')),
    ).toBeVisible();
    expect(resent).toEqual([{ email: 'anna@example.com' }]);
  });

  it('sends the applicant back to the exam date when the slot was taken meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: testNow });
    registrationAnswers((reply) => reply(409, 'ERR_TEST_UNAVAILABLE_DATE'));
    const { user, router, notify } = await openStep();

    await user.click(screen.getByRole('button', { name: 'Confirm and apply' }));

    expect(await screen.findByText('Your selected test date is unavailable')).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.registration.examDate);
    expect(useSignUpStore.getState().testDateTime).toBeNull();
    expect(notify).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('sends the applicant back to the first step when they are already registered', async () => {
    answerUniquenessChecks();
    registrationAnswers((reply) => reply(409, 'ERR_APPLICANT_ALREADY_EXIST'));
    const { user, router } = await openStep();

    await user.click(screen.getByRole('button', { name: 'Confirm and apply' }));

    expect(await screen.findByText('Applicant already exist')).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.registration.mainInformation);
    expect(useSignUpStore.getState().applicantInformation).toEqual(anApplicantInformation());
  });
});
