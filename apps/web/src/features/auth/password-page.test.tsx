import {
  ACCESS_TOKEN_KEY,
  endpoints,
  paths,
  REFRESH_TOKEN_KEY,
  STUDENT_ROOT,
} from '@academy/contracts';
import { aLoginResponse, aNewPassword, aStudent, aTokenPair } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Answer, handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { answerStudentHome } from '../../test/student-home';
// Lazily loaded by the router; compiled up front, the first wait stays short.
import './login-page';
import './password-page';

interface Received {
  bearer: string | null;
  body: unknown;
}

/** Answers `path` with `answer`, recording each call's bearer and body. */
function passwordCallAnswers<
  E extends typeof endpoints.resetPassword | typeof endpoints.setPassword,
>(endpoint: E, answer: Answer<E>) {
  const received: Received[] = [];
  server.use(
    handle(endpoint, async ({ request, reply }) => {
      received.push({ bearer: request.headers.get('Authorization'), body: await request.json() });
      return answer(reply);
    }),
  );
  return received;
}

const noContent: Answer<typeof endpoints.resetPassword> = (reply) => reply(204);

const ACCOUNT_EMAIL = 'anna@example.com';

/** Answers the check of the screen's bearer with `answer`, recording each bearer it carried. */
function linkCheckAnswers(answer: Answer<typeof endpoints.checkPasswordLink>) {
  const bearers: (string | null)[] = [];
  server.use(
    handle(endpoints.checkPasswordLink, ({ request, reply }) => {
      bearers.push(request.headers.get('Authorization'));
      return answer(reply);
    }),
  );
  return bearers;
}

const usableFor =
  (purpose: 'reset' | 'set'): Answer<typeof endpoints.checkPasswordLink> =>
  (reply) =>
    reply(200, { usable: true, purpose, email: ACCOUNT_EMAIL });

/** Types a new password twice, once the checked form is there, and submits it. */
async function choosePassword(
  app: ReturnType<typeof renderApp>,
  submitLabel: string,
  { password, confirmPassword } = aNewPassword(),
) {
  await app.user.type(await screen.findByLabelText(/^new password/i), password);
  await app.user.type(screen.getByLabelText(/^confirm password/i), confirmPassword);
  await app.user.click(screen.getByRole('button', { name: submitLabel }));
}

/** Each rule of the checklist as it reads, state included. */
function checklist() {
  const list = screen.getByRole('list', { name: 'Your password needs' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

const stored = (storage: Storage) => ({
  access: storage.getItem(ACCESS_TOKEN_KEY),
  refresh: storage.getItem(REFRESH_TOKEN_KEY),
});

describe('reset password', () => {
  let checked: (string | null)[] = [];
  beforeEach(() => {
    checked = linkCheckAnswers(usableFor('reset'));
  });

  /** Opens the screen with a link and waits for the form the check lets through. */
  const openReset = async (token = 'reset-link-token') => {
    const app = renderApp(`${paths.auth.resetPassword}?token=${token}`);
    await screen.findByRole('heading', { level: 1, name: 'Reset password' });
    await screen.findByLabelText(/^new password/i);
    return app;
  };

  it('checks the link as it opens, with a loader until the answer', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      handle(endpoints.checkPasswordLink, async ({ reply }) => {
        await answered;
        return reply(200, { usable: true, purpose: 'reset', email: ACCOUNT_EMAIL });
      }),
    );
    renderApp(`${paths.auth.resetPassword}?token=reset-link-token`);

    expect(await screen.findByLabelText('Checking the link…')).toBeVisible();
    expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();
    answer();

    expect(await screen.findByLabelText(/^new password/i)).toBeVisible();
    expect(screen.queryByLabelText('Checking the link…')).not.toBeInTheDocument();
  });

  it.each([
    ['a used, expired or unknown link', { usable: false, reason: 'invalid' } as const],
    ['a set-password link', { usable: true, purpose: 'set', email: ACCOUNT_EMAIL } as const],
  ])('tells at once that %s cannot reset the password', async (_case, answer) => {
    checked = linkCheckAnswers((reply) => reply(200, answer));
    const received = passwordCallAnswers(endpoints.resetPassword, noContent);
    const app = renderApp(`${paths.auth.resetPassword}?token=used-link`);

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'This link no longer works',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      paths.auth.forgotPassword,
    );
    expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();
    expect(checked).toEqual(['Bearer used-link']);
    expect(received).toEqual([]);
    // An answer to a question, not a failed call: no toast.
    expect(app.notify).not.toHaveBeenCalled();
  });

  it('shows the form when the link cannot be checked; the toast says why', async () => {
    linkCheckAnswers((reply) => reply(500, 'ERR_INTERNAL'));
    const received = passwordCallAnswers(endpoints.resetPassword, noContent);
    const app = renderApp(`${paths.auth.resetPassword}?token=reset-link-token`);

    await choosePassword(app, 'Save the new password');

    expect(app.notify).toHaveBeenCalledWith('Something went wrong');
    await waitFor(() => expect(received).toHaveLength(1));
    // Saved all the same; the login then starts empty, the e-mail being unknown here.
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(screen.getByLabelText(/email/i)).toHaveValue('');
  });

  it('sends the new password with the link’s token as bearer, then asks to log in', async () => {
    const received = passwordCallAnswers(endpoints.resetPassword, noContent);
    const app = await openReset();

    await choosePassword(app, 'Save the new password');

    const notice = await screen.findByText(
      'Your password has been changed. Log in with your new password.',
    );
    expect(app.router.state.location.pathname).toBe(paths.auth.login);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await waitFor(() => expect(notice.closest('[role="status"]')).toHaveFocus());
    // The e-mail the link was mailed to, as the check answered it, is ready for the login.
    expect(screen.getByLabelText(/email/i)).toHaveValue(ACCOUNT_EMAIL);
    expect(screen.getByLabelText(/^password/i)).toHaveValue('');
    expect(received).toEqual([{ bearer: 'Bearer reset-link-token', body: aNewPassword() }]);
    expect(stored(window.localStorage)).toEqual({ access: null, refresh: null });
    expect(stored(window.sessionStorage)).toEqual({ access: null, refresh: null });
    expect(app.notify).not.toHaveBeenCalled();
  });

  it('ticks off the password rules as the user types', async () => {
    const app = await openReset();

    expect(checklist()).toEqual([
      'At least 8 characters, not met',
      'An uppercase letter, not met',
      'A lowercase letter, not met',
      'A number, not met',
      'A special character, such as # or !, not met',
    ]);

    const field = screen.getByLabelText(/^new password/i);
    await app.user.type(field, 'abc1');
    expect(checklist()).toEqual([
      'At least 8 characters, not met',
      'An uppercase letter, not met',
      'A lowercase letter, met',
      'A number, met',
      'A special character, such as # or !, not met',
    ]);

    await app.user.type(field, 'Defg!');
    expect(checklist()).toEqual([
      'At least 8 characters, met',
      'An uppercase letter, met',
      'A lowercase letter, met',
      'A number, met',
      'A special character, such as # or !, met',
    ]);
    expect(screen.getByRole('list', { name: 'Your password needs' })).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('refuses two different passwords with the shared message and sends nothing', async () => {
    const received = passwordCallAnswers(endpoints.resetPassword, noContent);
    const app = await openReset();

    await choosePassword(
      app,
      'Save the new password',
      aNewPassword({ confirmPassword: 'Fresh#Start2027' }),
    );

    expect(
      await screen.findByText('The new password that you entered do not match!'),
    ).toBeVisible();
    expect(screen.getByLabelText(/^confirm password/i)).toHaveAccessibleDescription(
      'The new password that you entered do not match!',
    );
    expect(screen.getByLabelText(/^confirm password/i)).toHaveFocus();
    expect(received).toHaveLength(0);
  });

  it('checks the new password with the shared rules', async () => {
    const received = passwordCallAnswers(endpoints.resetPassword, noContent);
    const app = await openReset();

    await choosePassword(
      app,
      'Save the new password',
      aNewPassword({ password: 'short', confirmPassword: 'short' }),
    );

    expect(screen.getByLabelText(/^new password/i)).toHaveAccessibleDescription(
      'The length of this field must be at least 8 characters long.',
    );
    expect(received).toHaveLength(0);
  });

  it('explains a used or expired link and offers a new one', async () => {
    passwordCallAnswers(endpoints.resetPassword, (reply) => reply(400, 'ERR_TOKEN_INVALID'));
    const app = await openReset();

    await choosePassword(app, 'Save the new password');

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'This link no longer works',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      paths.auth.forgotPassword,
    );
    expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe(paths.auth.resetPassword);
    expect(app.notify).toHaveBeenCalledWith('This link is invalid or has expired');
  });

  it('shows other failures as a toast, keeping the form', async () => {
    passwordCallAnswers(endpoints.resetPassword, (reply) => reply(500, 'ERR_INTERNAL'));
    const app = await openReset();

    await choosePassword(app, 'Save the new password');

    await waitFor(() => expect(app.notify).toHaveBeenCalledWith('Something went wrong'));
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^new password/i)).toHaveValue(aNewPassword().password);
  });

  it('without a token asks for the link from the e-mail', async () => {
    renderApp(paths.auth.resetPassword);

    expect(await screen.findByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    expect(
      screen.getByText('This page needs the link from the password-reset e-mail we sent you.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      paths.auth.forgotPassword,
    );
    expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();
  });
});

describe('set password', () => {
  const setPasswordSession = aTokenPair({
    accessToken: 'access-after-set',
    refreshToken: 'refresh-after-set',
  });
  let checked: (string | null)[] = [];
  beforeEach(() => {
    checked = linkCheckAnswers(usableFor('set'));
    // Both journeys end on the dashboard.
    answerStudentHome();
  });

  it('after a temporary-password login, uses its token and starts a browser session', async () => {
    server.use(
      handle(endpoints.login, ({ reply }) =>
        reply(200, aLoginResponse({ accessToken: 'temporary-access', isTemporaryPassword: true })),
      ),
      // The session set-password starts is the account's first.
      handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ isFirstSession: true }))),
    );
    const received = passwordCallAnswers(endpoints.setPassword, (reply) =>
      reply(200, setPasswordSession),
    );
    const app = renderApp(paths.auth.login);
    await app.user.type(await screen.findByLabelText(/email/i), 'student@academy.test');
    await app.user.type(screen.getByLabelText(/^password/i), 'Temporary#1');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'Set your password' });
    expect(app.router.state.location.pathname).toBe(paths.auth.setPassword);
    expect(
      await screen.findByText(/Replace the temporary password from your e-mail/),
    ).toBeVisible();

    await choosePassword(app, 'Save and continue');

    await waitFor(() => expect(app.router.state.location.pathname).toBe(STUDENT_ROOT));
    expect(checked).toEqual(['Bearer temporary-access']);
    expect(received).toEqual([{ bearer: 'Bearer temporary-access', body: aNewPassword() }]);
    expect(stored(window.sessionStorage)).toEqual({
      access: 'access-after-set',
      refresh: 'refresh-after-set',
    });
    expect(stored(window.localStorage)).toEqual({ access: null, refresh: null });
    expect(await screen.findByText('Welcome to Academy, Anna Petrosyan!')).toBeVisible();
  });

  it('with a mailed link, uses the link’s token', async () => {
    server.use(handle(endpoints.getMe, ({ reply }) => reply(200, aStudent())));
    const received = passwordCallAnswers(endpoints.setPassword, (reply) =>
      reply(200, setPasswordSession),
    );
    const app = renderApp(`${paths.auth.setPassword}?token=set-link-token`);
    await screen.findByRole('heading', { level: 1, name: 'Set your password' });
    // A mailed link (an invitation) has no temporary password to speak of.
    expect(await screen.findByText(/Choose the password of your account/)).toBeVisible();
    expect(screen.queryByText(/temporary password/)).toBeNull();

    await choosePassword(app, 'Save and continue');

    await waitFor(() => expect(app.router.state.location.pathname).toBe(STUDENT_ROOT));
    expect(checked).toEqual(['Bearer set-link-token']);
    expect(received.map((call) => call.bearer)).toEqual(['Bearer set-link-token']);
  });

  it('with an invitation, leads from the saved password into the app set-up, then the session', async () => {
    server.use(handle(endpoints.getMe, ({ reply }) => reply(200, aStudent())));
    passwordCallAnswers(endpoints.setPassword, (reply) =>
      reply(200, {
        accessToken: '',
        refreshToken: '',
        secondFactor: { step: 'enrol', challengeToken: 'challenge-1', expiresInSeconds: 300 },
      }),
    );
    const confirmed: unknown[] = [];
    server.use(
      handle(endpoints.beginTwoFactorEnrolment, ({ reply }) =>
        reply(200, {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Academy:mira%40academy.test?secret=JBSWY3DPEHPK3PXP',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
      ),
      handle(endpoints.confirmTwoFactorEnrolment, async ({ request, reply }) => {
        confirmed.push(await request.json());
        return reply(200, {
          ...setPasswordSession,
          isTemporaryPassword: false,
          recoveryCodes: Array.from({ length: 10 }, (_, i) => `abcd-efgh-jkmn-pq${i + 2}${i + 2}`),
        });
      }),
    );
    const app = renderApp(`${paths.auth.setPassword}?token=set-link-token`);
    await choosePassword(app, 'Save and continue');

    expect(await screen.findByText('Your password is saved.')).toBeVisible();
    await screen.findByRole('heading', { level: 1, name: 'Set up two-step verification' });
    // No session before the second factor.
    expect(stored(window.sessionStorage)).toEqual({ access: null, refresh: null });
    await app.user.type(await screen.findByLabelText(/code from the app/i), '123456');
    await app.user.click(screen.getByRole('button', { name: 'Confirm and log in' }));
    expect(confirmed).toEqual([{ challengeToken: 'challenge-1', code: '123456' }]);
    await app.user.click(await screen.findByRole('checkbox'));
    await app.user.click(screen.getByRole('button', { name: 'Continue to Academy' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(STUDENT_ROOT));
    expect(stored(window.sessionStorage)).toEqual({
      access: 'access-after-set',
      refresh: 'refresh-after-set',
    });
  });

  it.each([
    [
      'a spent temporary login',
      { usable: false, reason: 'invalid' } as const,
      'This link no longer works',
      'Go to log in',
    ],
    [
      'an expired temporary password',
      { usable: false, reason: 'expired' } as const,
      'Your temporary password has expired',
      'Request a link',
    ],
    [
      'a reset link',
      { usable: true, purpose: 'reset', email: ACCOUNT_EMAIL } as const,
      'This link no longer works',
      'Go to log in',
    ],
  ])(
    'tells at once, before any typing, that %s cannot set the password',
    async (_case, answer, title, action) => {
      linkCheckAnswers((reply) => reply(200, answer));
      const received = passwordCallAnswers(endpoints.setPassword, (reply) =>
        reply(200, setPasswordSession),
      );
      const app = renderApp(paths.auth.setPassword, undefined);
      await app.router.navigate(paths.auth.setPassword, { state: { accessToken: 'temporary' } });

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(screen.getByRole('link', { name: action })).toBeVisible();
      expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();
      expect(received).toEqual([]);
    },
  );

  it('says on the field, not as a toast, that the password is the temporary one', async () => {
    passwordCallAnswers(endpoints.setPassword, (reply) =>
      reply(400, 'ERR_USER_PASSWORD_EQUAL_TEMPORARY_PASSWORD'),
    );
    const app = renderApp(`${paths.auth.setPassword}?token=set-link-token`);
    await screen.findByRole('heading', { level: 1, name: 'Set your password' });

    await choosePassword(app, 'Save and continue');

    const field = screen.getByLabelText(/^new password/i);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'User password is equal to temporary password. Choose a password of your own, not the temporary one.',
      ),
    );
    expect(field).toHaveFocus();
    expect(app.notify).not.toHaveBeenCalled();
    expect(app.router.state.location.pathname).toBe(paths.auth.setPassword);
    expect(stored(window.sessionStorage)).toEqual({ access: null, refresh: null });
  });

  it('explains a refused token and leads back to login', async () => {
    passwordCallAnswers(endpoints.setPassword, (reply) => reply(400, 'ERR_TOKEN_INVALID'));
    const app = renderApp(`${paths.auth.setPassword}?token=set-link-token`);
    await screen.findByRole('heading', { level: 1, name: 'Set your password' });

    await choosePassword(app, 'Save and continue');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute(
      'href',
      paths.auth.login,
    );
  });

  it('explains an expired temporary password and leads to forgot password', async () => {
    passwordCallAnswers(endpoints.setPassword, (reply) =>
      reply(400, 'ERR_TEMPORARY_PASSWORD_EXPIRED'),
    );
    const app = renderApp(`${paths.auth.setPassword}?token=set-link-token`);
    await screen.findByRole('heading', { level: 1, name: 'Set your password' });

    await choosePassword(app, 'Save and continue');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your temporary password has expired',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a link' })).toHaveAttribute(
      'href',
      paths.auth.forgotPassword,
    );
  });

  it('without a login or a link leads to login', async () => {
    renderApp(paths.auth.setPassword);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set your password' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'To set your password, log in with the temporary password from your e-mail, or open the link in that e-mail.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute(
      'href',
      paths.auth.login,
    );
  });
});
