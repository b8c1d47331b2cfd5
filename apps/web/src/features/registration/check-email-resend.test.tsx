import { endpoints, paths } from '@academy/contracts';
import { anApplicantInformation } from '@academy/testing';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { wholeText } from '../../test/whole-text';
import './exam-confirmation-page';
import './check-email-page';
import { answerCountries, answerExamSchedule } from './registration-test-server';
import { useSignUpStore } from './sign-up-store';

vi.setConfig({ testTimeout: 60_000 });

/*
 * The check-email screen's "Send a new link", reached as an applicant does: by applying. The
 * server takes one request a minute per address, counting the registration's own mail.
 */

beforeEach(() => {
  const store = useSignUpStore.getState();
  store.reset();
  store.setApplicantInformation(anApplicantInformation());
  store.setCourseType('offline');
  store.setTestDateTime('2026-12-04T11:00:00.000Z');
  answerCountries();
  answerExamSchedule();
  server.use(handle(endpoints.register, ({ reply }) => reply(201, { email: 'anna@example.com' })));
});

function resendAnswers(answer: Answer<typeof endpoints.resendVerification>) {
  const bodies: unknown[] = [];
  server.use(
    handle(endpoints.resendVerification, async ({ request, reply }) => {
      bodies.push(await request.json());
      return answer(reply);
    }),
  );
  return bodies;
}

async function applyAndOpenCheckEmail() {
  const app = renderApp(paths.registration.examConfirmation);
  await screen.findByRole('heading', { level: 1, name: 'Confirmation' }, { timeout: 20_000 });
  await app.user.click(screen.getByRole('button', { name: 'Confirm and apply' }));
  await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
  return app;
}

const resendButton = () => screen.getByRole('button', { name: 'Send a new link' });

describe('sending the verification link again', () => {
  it('within the minute of the registration’s mail, says when a new link can be asked for, and no more', async () => {
    const bodies = resendAnswers((reply) => reply(200, { accepted: false, retryAfterSeconds: 47 }));
    const app = await applyAndOpenCheckEmail();

    await app.user.click(resendButton());

    expect(await screen.findByText('You can ask for another link in 0:47')).toBeVisible();
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveAccessibleDescription('You can ask for another link in\u00a00:47');
    expect(screen.queryByText(/A new link is on its way/)).not.toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'anna@example.com' }]);
  });

  it('says a new link is on its way when the server took the request, and holds the button for its minute', async () => {
    resendAnswers((reply) => reply(200, { accepted: true, retryAfterSeconds: 60 }));
    const app = await applyAndOpenCheckEmail();

    await app.user.click(resendButton());

    expect(
      await screen.findByText(wholeText('A new link is on its way to anna@example.com.')),
    ).toBeVisible();
    expect(screen.getByText('You can ask for another link in 1:00')).toBeVisible();
    expect(resendButton()).toBeDisabled();
  });

  it('shows a failure as a toast only', async () => {
    resendAnswers((reply) => reply(500, 'ERR_INTERNAL'));
    const app = await applyAndOpenCheckEmail();

    await app.user.click(resendButton());

    await vi.waitFor(() => expect(app.notify).toHaveBeenCalledWith('Something went wrong'));
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(resendButton()).toBeEnabled();
  });
});
