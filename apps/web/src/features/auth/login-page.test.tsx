import {
  ACCESS_TOKEN_KEY,
  apiPaths,
  paths,
  REFRESH_TOKEN_KEY,
  STUDENT_ROOT,
} from '@academy/contracts';
import { aLoginResponse, aStudent } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const credentials = { email: 'student@academy.test', password: 'Student#2026' };

/** Answers the login with `answer`, records the body; the dashboard's GET students answers too. */
function loginAnswers(answer = aLoginResponse()) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl(apiPaths.login), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer);
    }),
    http.get(apiUrl(apiPaths.students), () => HttpResponse.json(aStudent())),
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
      access: 'access-token-1',
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
      access: 'access-token-1',
      refresh: 'refresh-token-1',
    });
    expect(stored(window.localStorage)).toEqual({ access: null, refresh: null });
  });

  it('with a temporary password stores nothing and opens set-password with the token', async () => {
    loginAnswers(aLoginResponse({ accessToken: 'temporary-access', isTemporaryPassword: true }));
    const app = await openLogin();

    await fillIn(app, true);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set your password' }),
    ).toBeVisible();
    expect(app.router.state.location.pathname).toBe(paths.auth.setPassword);
    expect(app.router.state.location.state).toEqual({ accessToken: 'temporary-access' });
    expect(stored(window.localStorage)).toEqual({ access: null, refresh: null });
    expect(stored(window.sessionStorage)).toEqual({ access: null, refresh: null });
  });

  it('shows the catalogue text for a wrong password, inline and without a toast', async () => {
    server.use(
      http.post(apiUrl(apiPaths.login), () =>
        HttpResponse.json(
          { statusCode: 401, message: 'ERR_USER_PASSWORD_IS_WRONG' },
          { status: 401 },
        ),
      ),
    );
    const app = await openLogin();

    await fillIn(app, false);

    expect(await screen.findByText('User password is wrong')).toBeVisible();
    expect(app.router.state.location.pathname).toBe(paths.auth.login);
    expect(app.notify).not.toHaveBeenCalled();
    expect(stored(window.localStorage)).toEqual({ access: null, refresh: null });
  });

  it('after too many failed attempts, says so at once and leads to a new password', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl(apiPaths.login), () => {
        calls += 1;
        return HttpResponse.json(
          { statusCode: 429, message: 'ERR_TOO_MANY_LOGIN_ATTEMPTS' },
          { status: 429 },
        );
      }),
    );
    const app = await openLogin();

    await fillIn(app, false);

    // A lock-out is not repeated like a passing rate limit: one call, the answer at once.
    const alert = await screen.findByRole('alert');
    expect(calls).toBe(1);
    expect(alert).toHaveTextContent(
      'Too many failed attempts. Please try again later, or reset your password.',
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(alert).getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      paths.auth.forgotPassword,
    );
    expect(app.notify).not.toHaveBeenCalled();
  });

  it('offers no reset link in the alert for a wrong password', async () => {
    server.use(
      http.post(apiUrl(apiPaths.login), () =>
        HttpResponse.json(
          { statusCode: 401, message: 'ERR_USER_PASSWORD_IS_WRONG' },
          { status: 401 },
        ),
      ),
    );
    const app = await openLogin();

    await fillIn(app, false);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('User password is wrong');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
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
