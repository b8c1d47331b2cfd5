import { endpoints, paths } from '@academy/contracts';
import { anApplicantMe } from '@academy/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tokens } from '../../shared/api/tokens';
import { type Answer, handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import './verification-page';
import { wholeText } from '../../test/whole-text';

vi.setConfig({ testTimeout: 60_000 });

/** Records the bearer each call carried. */
function verificationAnswers(answer: Answer<typeof endpoints.verification>) {
  const bearers: Record<string, (string | null)[]> = { verification: [], me: [] };
  server.use(
    handle(endpoints.verification, ({ request, reply }) => {
      bearers.verification?.push(request.headers.get('Authorization'));
      return answer(reply);
    }),
    handle(endpoints.applicantMe, ({ request, reply }) => {
      bearers.me?.push(request.headers.get('Authorization'));
      return reply(200, anApplicantMe());
    }),
  );
  return bearers;
}

const open = (token = 'link-token') => renderApp(`${paths.auth.verification}?token=${token}`);

describe('e-mail verification', () => {
  it('confirms with the link’s token and shows the booking, storing no session', async () => {
    const bearers = verificationAnswers((reply) => reply(200, { accessToken: 'applicant-access' }));
    open();

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Your e-mail is confirmed' },
        { timeout: 20_000 },
      ),
    ).toBeVisible();
    expect(await screen.findByText(/Welcome, Anna Petrosyan!/)).toBeVisible();
    expect(screen.getByText('Friday, December 4, 2026')).toBeVisible();
    expect(screen.getByText('11:00 AM (Asia/Yerevan, GMT+4)')).toBeVisible();
    expect(screen.getByText('Online')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    expect(bearers).toEqual({
      verification: ['Bearer link-token'],
      me: ['Bearer applicant-access'],
    });
    expect(tokens.getAccessToken()).toBeNull();
  });

  it('explains a used or expired link and sends a new one', async () => {
    verificationAnswers((reply) => reply(400, 'ERR_TOKEN_INVALID'));
    const resent: unknown[] = [];
    server.use(
      handle(endpoints.verificationResend, async ({ request, reply }) => {
        resent.push(await request.json());
        return reply(204);
      }),
    );
    const { user, notify } = open();

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This link no longer works' },
        { timeout: 20_000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('This link is invalid or has expired')).toBeVisible();
    expect(notify).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('This field is required')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));

    expect(
      await screen.findByText(
        wholeText(
          'If an application with anna@example.com is waiting for confirmation, a new link is on its way.',
        ),
      ),
    ).toBeVisible();
    expect(resent).toEqual([{ email: 'anna@example.com' }]);
  });

  it('says so when the address was confirmed before, and leads to login', async () => {
    verificationAnswers((reply) => reply(409, 'ERR_USER_HAS_ALREADY_BEEN_VERIFIED'));
    open();

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Already confirmed' },
        { timeout: 20_000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('User has already been verified')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute(
      'href',
      paths.auth.login,
    );
  });

  it('without a token offers a new link', async () => {
    renderApp(paths.auth.verification);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This link no longer works' },
        { timeout: 20_000 },
      ),
    ).toBeVisible();
    expect(
      screen.getByText('This page needs the link from your verification e-mail.'),
    ).toBeVisible();
  });
});
