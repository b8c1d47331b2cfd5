import { ACCESS_TOKEN_KEY, type ChangePasswordRequest, endpoints, paths } from '@academy/contracts';
import { aPasswordChange, aStudent, aTokenPair } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tokens } from '../../shared/api/tokens';
import { type Answer, handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
// Lazily loaded by the router; compiled up front, the first wait stays short.
import './change-password-page';

// A 429 is repeated three times, a second apart, before the form hears of it.
vi.setConfig({ testTimeout: 30_000 });

interface Received {
  bearer: string | null;
  body: unknown;
}

/** A logged-in student; PATCH students/password answers with `answer`, recording each call. */
function logInAndAnswer(answer: Answer<typeof endpoints.changePassword>) {
  tokens.save(aTokenPair(), true);
  const received: Received[] = [];
  server.use(
    handle(endpoints.getMe, ({ reply }) => reply(200, aStudent())),
    handle(endpoints.changePassword, async ({ request, reply }) => {
      received.push({ bearer: request.headers.get('Authorization'), body: await request.json() });
      return answer(reply);
    }),
  );
  return received;
}

const noContent: Answer<typeof endpoints.changePassword> = (reply) => reply(204);

const field = {
  current: () => screen.getByLabelText(/^current password/i),
  new: () => screen.getByLabelText(/^new password/i),
  confirm: () => screen.getByLabelText(/^confirm password/i),
};

async function openChangePassword() {
  const app = renderApp(paths.student.changePassword);
  await screen.findByRole('heading', { level: 1, name: 'Change password' });
  return app;
}

async function changeTo(app: ReturnType<typeof renderApp>, change: ChangePasswordRequest) {
  await app.user.type(field.current(), change.currentPassword);
  await app.user.type(field.new(), change.newPassword);
  await app.user.type(field.confirm(), change.confirmPassword);
  await app.user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password', () => {
  it('sends the three fields with the session’s token, confirms and empties the form', async () => {
    const received = logInAndAnswer(noContent);
    const app = await openChangePassword();

    await changeTo(app, aPasswordChange());

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(
      'Your password has been changed. You stay logged in here; your other sessions have ended.',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(received).toEqual([
      { bearer: `Bearer ${aTokenPair().accessToken}`, body: aPasswordChange() },
    ]);
    for (const input of [field.current(), field.new(), field.confirm()]) {
      expect(input).toHaveValue('');
    }
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(aTokenPair().accessToken);
    expect(app.router.state.location.pathname).toBe(paths.student.changePassword);
    expect(app.notify).not.toHaveBeenCalled();
  });

  it('toasts a wrong current password; that field says what to do', async () => {
    logInAndAnswer((reply) => reply(400, 'ERR_CURRENT_PASSWORD_IS_WRONG'));
    const app = await openChangePassword();

    await changeTo(app, aPasswordChange({ currentPassword: 'Wrong#2026' }));

    await waitFor(() =>
      expect(field.current()).toHaveAccessibleDescription('Type the password you log in with now.'),
    );
    expect(field.current()).toHaveFocus();
    expect(app.notify).toHaveBeenCalledExactlyOnceWith('The current password is wrong');
    expect(screen.queryByText('The current password is wrong')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('toasts a new password equal to the current one; the new-password field says what to do', async () => {
    logInAndAnswer((reply) => reply(400, 'ERR_NEW_PASSWORD_EQUALS_CURRENT'));
    const app = await openChangePassword();

    await changeTo(
      app,
      aPasswordChange({ newPassword: 'Student#2026', confirmPassword: 'Student#2026' }),
    );

    await waitFor(() =>
      expect(field.new()).toHaveAccessibleDescription('Pick a new password you are not using yet.'),
    );
    expect(field.new()).toHaveFocus();
    expect(app.notify).toHaveBeenCalledExactlyOnceWith(
      'The new password must be different from the current one',
    );
  });

  it('shows too many attempts as a toast, at once', async () => {
    const received = logInAndAnswer((reply) => reply(429, 'ERR_TOO_MANY_LOGIN_ATTEMPTS'));
    const app = await openChangePassword();

    await changeTo(app, aPasswordChange());

    await waitFor(() =>
      expect(app.notify).toHaveBeenCalledExactlyOnceWith(
        'Too many failed attempts. Please try again later, or reset your password.',
      ),
    );
    // A lock-out lasts minutes: the client does not repeat it.
    expect(received).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field.current()).toHaveValue(aPasswordChange().currentPassword);
  });

  it('checks the fields with the shared rules and a live checklist, sending nothing', async () => {
    const received = logInAndAnswer(noContent);
    const app = await openChangePassword();

    await changeTo(app, aPasswordChange({ confirmPassword: 'Fresh#Start2027' }));

    expect(
      await screen.findByText('The new password that you entered do not match!'),
    ).toBeVisible();
    const rules = within(screen.getByRole('list', { name: 'Your password needs' })).getAllByRole(
      'listitem',
    );
    expect(rules.map((rule) => rule.textContent?.endsWith(', met'))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(received).toHaveLength(0);
  });
});
