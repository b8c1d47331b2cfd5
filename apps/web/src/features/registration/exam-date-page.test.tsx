import { paths } from '@academy/contracts';
import { anApplicantInformation } from '@academy/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { renderApp } from '../../test/render-app';
import './exam-date-page';
import './exam-confirmation-page';
import { answerCountries, answerExamSchedule, testNow } from './registration-test-server';
import { useSignUpStore } from './sign-up-store';

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: testNow });
  const store = useSignUpStore.getState();
  store.reset();
  store.setApplicantInformation(anApplicantInformation());
  store.setCourseType('online');
});

afterEach(() => {
  vi.useRealTimers();
});

async function openStep() {
  const app = renderApp(paths.registration.examDate);
  await screen.findByRole('heading', { level: 1, name: 'Exam date' }, { timeout: 20_000 });
  await screen.findByText(/Times are in the academy's time zone/);
  return app;
}

const day = (name: string | RegExp) => screen.getByRole('button', { name });

describe('the exam date step', () => {
  it('is drawn with its calendar: its loader fetched the schedule and the free slots', async () => {
    const queries = answerExamSchedule(undefined, { delayMs: 300 });
    renderApp(paths.registration.examDate);

    await screen.findByRole('heading', { level: 1, name: 'Exam date' }, { timeout: 20_000 });

    expect(screen.getByText(/Times are in the academy's time zone/)).toBeVisible();
    expect(screen.queryByLabelText('Loading exam dates')).not.toBeInTheDocument();
    expect(queries).toHaveLength(1);
  });

  it('asks for the free slots of the coming four weeks, in the academy’s time zone', async () => {
    const queries = answerExamSchedule();
    await openStep();

    expect(queries).toEqual([{ from: '2026-12-02', to: '2026-12-29' }]);
    expect(
      screen.getByText("Times are in the academy's time zone: Asia/Yerevan, GMT+4"),
    ).toBeVisible();
  });

  it('disables the days without exams, and those before today or past four weeks', async () => {
    answerExamSchedule();
    await openStep();

    expect(day('Tuesday, December 8, 2026')).toBeDisabled();
    expect(day('Sunday, December 6, 2026')).toBeDisabled();
    expect(day('Tuesday, December 1, 2026')).toBeDisabled();
    expect(day('Wednesday, December 30, 2026')).toBeDisabled();
    expect(day('Friday, December 4, 2026, free seats')).toBeEnabled();
    expect(day('Monday, December 7, 2026')).toBeEnabled();
  });

  it('shows a day’s times with their free seats, and keeps the one chosen', async () => {
    answerExamSchedule();
    const { user, router } = await openStep();

    await user.click(day('Friday, December 4, 2026, free seats'));
    await user.click(screen.getByRole('button', { name: /3:00 PM/ }));

    expect(screen.getByRole('button', { name: /11:00 AM\s*Free seats: 8/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /3:00 PM/ })).toHaveAttribute('aria-pressed', 'true');
    expect(useSignUpStore.getState().testDateTime).toBe('2026-12-04T11:00:00.000Z');

    answerCountries();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.registration.examConfirmation),
    );
  });

  it('writes the times as every other screen does: 12-hour in English, 24-hour in Russian', async () => {
    answerExamSchedule();
    const { user } = await openStep();
    await user.click(day('Friday, December 4, 2026, free seats'));

    const times = screen.getByRole('group', { name: 'Exam times' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['11:00 AMFree seats: 8', '3:00 PMFree seats: 1']);

    await act(() => i18n.changeLanguage('ru'));

    expect(
      within(screen.getByRole('group', { name: 'Время экзамена' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['11:00Свободных мест: 8', '15:00Свободных мест: 1']);
  });

  it('says “No free time” for a day whose seats are all taken', async () => {
    answerExamSchedule();
    const { user } = await openStep();

    await user.click(day('Monday, December 7, 2026'));

    expect(await screen.findByText('No free time')).toBeVisible();
    expect(screen.queryByRole('button', { name: /11:00 AM/ })).not.toBeInTheDocument();
  });

  it('says “No free time” for a scheduled day the server lists no slot for', async () => {
    answerExamSchedule();
    const { user } = await openStep();

    await user.click(day('Wednesday, December 9, 2026'));

    expect(await screen.findByText('No free time')).toBeVisible();
  });

  it('does not move on without a time', async () => {
    answerExamSchedule();
    const { user, router } = await openStep();

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Choose a time for your exam.')).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.registration.examDate);
  });
});
