import {
  ACCESS_TOKEN_KEY,
  endpoints,
  errorCatalogue,
  paths,
  STUDENT_ROOT,
} from '@academy/contracts';
import { aLoginResponse, aStudent } from '@academy/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle } from '../../../test/handle';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { answerStudentHome } from '../../../test/student-home';

const challenge = { step: 'code', challengeToken: 'challenge-1', expiresInSeconds: 300 } as const;

/** A login that asks for a code; the code's call answers wrong once, then the session. */
function answers() {
  const codes: unknown[] = [];
  answerStudentHome();
  server.use(
    handle(endpoints.login, ({ reply }) =>
      reply(200, {
        accessToken: '',
        refreshToken: '',
        isTemporaryPassword: false,
        secondFactor: challenge,
      }),
    ),
    handle(endpoints.verifySecondFactor, async ({ request, reply }) => {
      codes.push(await request.json());
      return codes.length === 1
        ? reply(400, { message: 'ERR_TWO_FACTOR_CODE_WRONG' })
        : reply(200, aLoginResponse());
    }),
    handle(endpoints.getMe, ({ reply }) => reply(200, aStudent())),
  );
  return codes;
}

describe("the login's second step", () => {
  it('asks for a code, says a wrong one, and stores the session only after a right one', async () => {
    const codes = answers();
    const app = renderApp(paths.auth.login);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await app.user.type(screen.getByLabelText(/email/i), 'student@academy.test');
    await app.user.type(screen.getByLabelText(/^password/i), 'Student#2026');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));

    await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
    expect(window.sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    const field = screen.getByRole('textbox', { name: /code/i });
    await app.user.type(field, '12345');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(
        'Enter the 6 digits your authenticator app shows, or a recovery code (xxxx-xxxx-xxxx-xxxx).',
      ),
    ).toBeVisible();
    expect(codes).toEqual([]);

    await app.user.type(field, '6');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(errorCatalogue.ERR_TWO_FACTOR_CODE_WRONG)).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(STUDENT_ROOT));
    expect(codes).toEqual([
      { challengeToken: 'challenge-1', code: '123456' },
      { challengeToken: 'challenge-1', code: '123456' },
    ]);
    expect(window.sessionStorage.getItem(ACCESS_TOKEN_KEY)).not.toBeNull();
  });
});
