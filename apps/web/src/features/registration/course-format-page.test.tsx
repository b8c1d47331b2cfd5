import { paths } from '@academy/contracts';
import { anApplicantInformation } from '@academy/testing';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import './course-format-page';
import './exam-date-page';
import { answerExamSchedule } from './registration-test-server';
import { useSignUpStore } from './sign-up-store';

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  useSignUpStore.getState().reset();
  useSignUpStore.getState().setApplicantInformation(anApplicantInformation());
});

async function openStep() {
  const app = renderApp(paths.registration.courseFormat);
  await screen.findByRole('heading', { level: 1, name: 'Course format' }, { timeout: 20_000 });
  return app;
}

describe('the course format step', () => {
  it('offers online and offline as radio cards and keeps the choice', async () => {
    answerExamSchedule();
    const { user, router } = await openStep();

    await user.click(screen.getByRole('radio', { name: /Online/ }));

    expect(screen.getByRole('radio', { name: /Online/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Offline/ })).not.toBeChecked();
    expect(useSignUpStore.getState().courseType).toBe('online');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.registration.examDate));
  });

  it('asks for a choice before moving on', async () => {
    const { user, router } = await openStep();

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('This field is required')).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.registration.courseFormat);
  });

  it('comes back with the stored choice after a refresh', async () => {
    useSignUpStore.getState().setCourseType('offline');
    await openStep();

    expect(screen.getByRole('radio', { name: /Offline/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      paths.registration.mainInformation,
    );
  });
});
