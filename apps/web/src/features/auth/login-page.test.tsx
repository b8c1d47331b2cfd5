import {
  ACCESS_TOKEN_KEY,
  endpoints,
  paths,
  REFRESH_TOKEN_KEY,
  STUDENT_ROOT,
} from '@academy/contracts';
import { aLoginResponse, anAccessToken, aStudent, aTokenPair } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { answerStudentHome } from '../../test/student-home';

const credentials = { email: 'student@academy.test', password: 'Student#2026' };

/** Answers the login with `answer`, records the body; the dashboard's calls answer too. */
function loginAnswers(answer = aLoginResponse()) {
  const bodies: unknown[] = [];
  answerStudentHome();
  server.use(
    handle(endpoints.login, async ({ request, reply }) => {
      bodies.push(await request.json());
      return reply(200, answer);
    }),
    handle(endpoints.getMe, ({ reply }) => reply(200, aStudent())),
  );
  return bodies;
}

async function openLogin() {
  const app = renderApp(paths.auth.login);
  await screen.findByRole('heading', { level: 1, name: 'Log in' });
  return app;
}

async function fillIn(app: Awaited<ReturnType<typeof openLogin>>, remember: boolean) {
  await app.user.type(screen.getByLabelText(/email/i), credentials.email);
  await app.user.type(screen.getByLabelText(/^password/i), credentials.password);
  if (remember) await app.user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await app.user.click(screen.getByRole('button', { name: 'Log in' }));
}

const stored = (storage: Storage) => ({
  access: storage.getItem(ACCESS_TOKEN_KEY),
  refresh: storage.getItem(REFRESH_TOKEN_KEY),
});

describe('login', () => {
  it('with remember me keeps the session in local storage and opens the student root', async () => {
    const bodies = loginAnswers();
    const app = await openLogin();

    await fillIn(app, true);

    await waitFor(() => expect(app.router.state.location.pathname).toBe(STUDENT_ROOT));
    expect(bodies).toEqual([{ ...credentials, isRemember: true }]);
    expect(stored(window.localStorage)).toEqual({
      access: aTokenPair().accessToken,
      refresh: 'refresh-token-1',
    });
    expect(stored(window.sessionStorage)).toEqual({ access: null, refresh: null });
    expect(await screen.findByText('Welcome back, Anna Petrosyan!')).toBeVisible();
  });

  it('without remember me keeps the session for this browser session only', async () => {
    const bodies = loginAnswers();
    const app = await openLogin();

    await fillIn(app, false);

    await waitFor(() => expect(app.router.state.location.pathname).toBe(STUDENT_ROOT));
    expect(bodies).toEqual([{ ...credentials, isRemember: false }]);
    expect(stored(window.sessionStorage)).toEqual({
      access: aTokenPair().accessToken,
      refresh: 'refresh-token-1',
    });
    expect(stored(window.localStorage)).toEqual({ access: null, refresh: null });
  });

  it('sends staff to their own area', async () => {
    loginAnswers(aLoginResponse({ accessToken: anAccessToken({ role: 'mentor' }) }));
    const app = await openLogin();

    await fillIn(app, false);

    // A mentor's part of the staff area is the review queue.
    await waitFor(() => expect(app.router.state.location.pathname).toBe(paths.admin.reviews));
    expect(await screen.findByRole('navigation', { name: 'Staff menu' })).toBeInTheDocument();
  });

  it('with a temporary password stores nothing and opens set-password with the token', async () => {
    loginAnswers(aLoginResponse({ accessToken: 'temporary-access', isTemporaryPassword: true }));
    const checked: (string | null)[] = [];
    server.use(
      handle(endpoints.checkPasswordLink, ({ request, reply }) => {
        checked.push(request.headers.get('Authorization'));
        return reply(200, { usable: true, purpose: 'set', email: credentials.email });
      }),
    );
    const app = await openLogin();

    await fillIn(app, true);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set your password' }),
    ).toBeVisible();
    expect(await screen.findByLabelText(/^new password/i)).toBeVisible();
    expect(checked).toEqual(['Bearer temporary-access']);
    expect(app.router.state.location.pathname).toBe(paths.auth.setPassword);
    expect(app.router.state.location.state).toEqual({ accessToken: 'temporary-access' });
    expect(stored(window.localStorage)).toEqual({ access: null, refresh: null });
    expect(stored(window.sessionStorage)).toEqual({ access: null, refresh: null });
  });

  it.each([
    [
      400,
      'ERR_USER_PASSWORD_IS_WRONG',
      'User password is wrong',
      'Not sure of your password? We can e-mail you a link to choose a new one.',
    ],
    [404, 'ERR_USER_NOT_EXISTS', "User doesn't exist", null],
    [
      400,
      'ERR_TEMPORARY_PASSWORD_EXPIRED',
      'Your temporary password has expired. Use "Forgot password" to get a new one.',
      'We can e-mail you a link to choose a password of your own instead.',
    ],
  ] as const)(
    'says %i %s once, on the form, with its catalogue text and what to do (no toast)',
    async (status, code, text, hint) => {
      server.use(handle(endpoints.login, ({ reply }) => reply(status, code)));
      const app = await openLogin();

      await fillIn(app, false);

      const failure = await screen.findByRole('alert');
      expect(failure).toHaveTextContent(text);
      expect(screen.getAllByText(text)).toHaveLength(1);
      expect(app.notify).not.toHaveBeenCalled();
      if (hint === null) {
        expect(screen.queryByRole('note')).not.toBeInTheDocument();
      } else {
        const note = screen.getByRole('note');
        expect(note).toHaveTextContent(hint);
        expect(within(note).getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
          'href',
          paths.auth.forgotPassword,
        );
      }
      expect(app.router.state.location.pathname).toBe(paths.auth.login);
      expect(stored(window.localStorage)).toEqual({ access: null, refresh: null });
      expect(stored(window.sessionStorage)).toEqual({ access: null, refresh: null });
    },
  );

  it('says a server failure and a lost connection on the form, not as toasts', async () => {
    server.use(handle(endpoints.login, ({ reply }) => reply(500, 'ERR_INTERNAL')));
    const app = await openLogin();

    await fillIn(app, false);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');

    server.use(handle(endpoints.login, ({ networkError }) => networkError()));
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Network Error'));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(app.notify).not.toHaveBeenCalled();
  });

  it('after too many failed attempts, says so at once and leads to a new password', async () => {
    let calls = 0;
    server.use(
      handle(endpoints.login, ({ reply }) => {
        calls += 1;
        return reply(429, 'ERR_TOO_MANY_LOGIN_ATTEMPTS');
      }),
    );
    const app = await openLogin();

    await fillIn(app, false);

    // A lock-out is not repeated like a passing rate limit: one call, the answer at once.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed attempts. Please try again later, or reset your password.',
    );
    expect(calls).toBe(1);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'Choosing a new password ends the lock on your account at once.',
    );
    expect(within(note).getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      paths.auth.forgotPassword,
    );
  });

  it('takes a blocked account to the root page, which says so once (no toast)', async () => {
    server.use(handle(endpoints.login, ({ reply }) => reply(404, 'err_user_blacklisted')));
    const app = await openLogin();

    await fillIn(app, false);

    await waitFor(() => expect(app.router.state.location.pathname).toBe(paths.home));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your account has been blocked. Please contact support.',
    );
    expect(app.notify).not.toHaveBeenCalled();
  });

  it('drops the hint of a failed attempt when the next attempt fails otherwise', async () => {
    server.use(handle(endpoints.login, ({ reply }) => reply(400, 'ERR_USER_PASSWORD_IS_WRONG')));
    const app = await openLogin();
    await fillIn(app, false);
    expect(await screen.findByRole('note')).toBeVisible();

    server.use(handle(endpoints.login, ({ reply }) => reply(404, 'ERR_USER_NOT_EXISTS')));
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("User doesn't exist"));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows the shared field rules’ messages under the fields, and sends nothing', async () => {
    const bodies = loginAnswers();
    const app = await openLogin();

    await app.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText(/email/i)).toHaveAccessibleDescription('This field is required');
    // Both fields say they are invalid, the password field too (not only by its styling).
    expect(screen.getByLabelText(/email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute('aria-invalid', 'true');

    await app.user.type(screen.getByLabelText(/email/i), 'not-an-email');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is not a valid email!')).toBeVisible();
    expect(bodies).toHaveLength(0);
  });

  it('welcomes nobody back before it knows who logs in (a newcomer logs in here too)', async () => {
    await openLogin();

    expect(screen.getByText('Log in with the e-mail and password of your account.')).toBeVisible();
    expect(screen.queryByText(/welcome back/i)).not.toBeInTheDocument();
  });

  it('links to forgot password and to registration', async () => {
    await openLogin();

    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      paths.auth.forgotPassword,
    );
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute(
      'href',
      paths.registration.root,
    );
  });
});
