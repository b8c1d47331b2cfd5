import { endpoints, paths } from '@academy/contracts';
import { anApplicantMe } from '@academy/testing';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tokens } from '../../shared/api/tokens';
import { i18n } from '../../shared/i18n/i18n';
import { type Answer, handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import './verification-page';
import { wholeText } from '../../test/whole-text';

vi.setConfig({ testTimeout: 60_000 });

/** Records the bearer each call carried. */
function verificationAnswers(answer: Answer<typeof endpoints.verifyEmail>) {
  const bearers: Record<string, (string | null)[]> = { verification: [], me: [] };
  server.use(
    handle(endpoints.verifyEmail, ({ request, reply }) => {
      bearers.verification?.push(request.headers.get('Authorization'));
      return answer(reply);
    }),
    handle(endpoints.getMyApplication, ({ request, reply }) => {
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

  it('writes the exam time as the sign-up did: 3:00 PM in English, 15:00 in Russian', async () => {
    server.use(
      handle(endpoints.verifyEmail, ({ reply }) => reply(200, { accessToken: 'applicant-access' })),
      handle(endpoints.getMyApplication, ({ reply }) =>
        reply(
          200,
          anApplicantMe({
            booking: { dateTime: '2026-12-04T11:00:00.000Z', timeZone: 'Asia/Yerevan' },
          }),
        ),
      ),
    );
    open();

    expect(
      await screen.findByText('3:00 PM (Asia/Yerevan, GMT+4)', {}, { timeout: 20_000 }),
    ).toBeVisible();
    await act(() => i18n.changeLanguage('ru'));
    expect(await screen.findByText('15:00 (Asia/Yerevan, GMT+4)')).toBeVisible();
  });

  it('explains a used or expired link and sends a new one', async () => {
    verificationAnswers((reply) => reply(400, 'ERR_TOKEN_INVALID'));
    const resent: unknown[] = [];
    server.use(
      handle(endpoints.resendVerification, async ({ request, reply }) => {
        resent.push(await request.json());
        return reply(200, { accepted: true, retryAfterSeconds: 60 });
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
    expect(notify).toHaveBeenCalledWith('This link is invalid or has expired');
    expect(screen.queryByText('This link is invalid or has expired')).not.toBeInTheDocument();

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

  it('says when a new link can be asked for when one went to the address within the minute', async () => {
    verificationAnswers((reply) => reply(400, 'ERR_TOKEN_INVALID'));
    const resent: unknown[] = [];
    server.use(
      handle(endpoints.resendVerification, async ({ request, reply }) => {
        resent.push(await request.json());
        return reply(200, { accepted: false, retryAfterSeconds: 35 });
      }),
    );
    const { user } = open();
    await screen.findByRole(
      'heading',
      { level: 1, name: 'This link no longer works' },
      { timeout: 20_000 },
    );
    const button = () => screen.getByRole('button', { name: 'Send a new link' });

    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'anna@example.com');
    await user.click(button());

    expect(await screen.findByText('You can ask for another link in 0:35')).toBeVisible();
    expect(button()).toBeDisabled();
    expect(screen.queryByText(/a new link is on its way/)).not.toBeInTheDocument();
    expect(resent).toEqual([{ email: 'anna@example.com' }]);

    // The wait is that address's: another one may be asked for at once.
    await user.clear(screen.getByRole('textbox', { name: /Email/ }));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'other@example.com');
    expect(button()).toBeEnabled();
    expect(screen.queryByText(/You can ask for another link/)).not.toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Email/ }));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'Anna@Example.com');
    expect(button()).toBeDisabled();
  });

  it('says so when the address was confirmed before, and leads to login', async () => {
    verificationAnswers((reply) => reply(409, 'ERR_USER_HAS_ALREADY_BEEN_VERIFIED'));
    const { notify } = open();

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Already confirmed' },
        { timeout: 20_000 },
      ),
    ).toBeVisible();
    expect(notify).toHaveBeenCalledWith('User has already been verified');
    expect(screen.queryByText('User has already been verified')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute(
      'href',
      paths.auth.login,
    );
  });

  it('toasts a failure to confirm and offers to try again', async () => {
    let calls = 0;
    verificationAnswers((reply) => {
      calls += 1;
      return calls === 1 ? reply(500, 'ERR_INTERNAL') : reply(200, { accessToken: 'access' });
    });
    const { user, notify } = open();

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'The e-mail could not be confirmed' },
        { timeout: 20_000 },
      ),
    ).toBeVisible();
    expect(notify).toHaveBeenCalledWith('Something went wrong');
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your e-mail is confirmed' }),
    ).toBeVisible();
  });

  it('toasts a booking that cannot be loaded, and points to the e-mail instead', async () => {
    server.use(
      handle(endpoints.verifyEmail, ({ reply }) => reply(200, { accessToken: 'access' })),
      handle(endpoints.getMyApplication, ({ reply }) => reply(404, 'ERR_APPLICANT_NOT_EXIST')),
    );
    const { notify } = open();

    expect(
      await screen.findByText(
        'Your booking could not be shown here; the e-mail we sent you has its date and time.',
        undefined,
        { timeout: 20_000 },
      ),
    ).toBeVisible();
    expect(notify).toHaveBeenCalledWith("Applicant doesn't exist");
    expect(screen.queryByText("Applicant doesn't exist")).not.toBeInTheDocument();
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
