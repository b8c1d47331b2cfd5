import type { ErrorResponse, LoginResponse, TokenPair } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema/index.js';
import { hashToken } from '../../lib/secrets.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  bearer,
  createUser,
  latestMailTo,
  linkTokenIn,
  login,
  type TestUser,
  testClock,
} from '../../test/builders.js';
import { createUsersRepository } from '../users/index.js';

/*
 * An access token dies with its session, at once, not when it expires. The clock stands
 * still, so every token below is issued in the second of the change that ends its session:
 * the rule that refuses tokens issued before a new password cannot be what refuses them.
 */

const clock = testClock('2026-11-22T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});

afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

const refresh = (refreshToken: string) => post('/v1/auth/refresh-token', { refreshToken });

const getStudents = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/v1/students', headers: bearer(accessToken) });

/** A user logged in twice: two sessions, as on two devices. */
async function userWithTwoSessions(): Promise<{
  user: TestUser;
  first: LoginResponse;
  second: LoginResponse;
}> {
  const user = await createUser(t.app);
  const first = await login(t.app, user);
  const second = await login(t.app, user);
  expect((await getStudents(first.accessToken)).statusCode).toBe(200);
  expect((await getStudents(second.accessToken)).statusCode).toBe(200);
  return { user, first, second };
}

async function expectRefused(accessToken: string) {
  const response = await getStudents(accessToken);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ statusCode: 401, message: 'ERR_UNAUTHORIZED' });
}

async function familyOf(refreshToken: string): Promise<string> {
  const [row] = await t.app.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
  if (!row) throw new Error('No such refresh token');
  return row.familyId;
}

describe('an access token', () => {
  it('is refused once its session logged out; the other session goes on', async () => {
    const { first, second } = await userWithTwoSessions();
    const logout = await post('/v1/auth/logout', { refreshToken: first.refreshToken });
    expect(logout.statusCode).toBe(204);

    await expectRefused(first.accessToken);
    expect((await getStudents(second.accessToken)).statusCode).toBe(200);
    expect(t.logs.some((line) => line.event === 'auth.access_token_session_ended')).toBe(true);
  });

  it('is refused once its session is revoked for a reused refresh token', async () => {
    const { first, second } = await userWithTwoSessions();
    const rotated = (await refresh(first.refreshToken)).json<TokenPair>();
    const newest = (await refresh(rotated.refreshToken)).json<TokenPair>();
    expect((await getStudents(newest.accessToken)).statusCode).toBe(200);

    // The first token, rotated twice already, comes back: the whole session is revoked.
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    for (const token of [first.accessToken, rotated.accessToken, newest.accessToken]) {
      await expectRefused(token);
    }
    expect((await getStudents(second.accessToken)).statusCode).toBe(200);
  });

  it('of another session is refused after a password change; this session goes on', async () => {
    const { user, first, second } = await userWithTwoSessions();
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/v1/students/password',
      headers: bearer(first.accessToken),
      payload: {
        currentPassword: user.password,
        newPassword: 'Brand#New2026',
        confirmPassword: 'Brand#New2026',
      },
    });
    expect(change.statusCode).toBe(204);

    await expectRefused(second.accessToken);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await getStudents(first.accessToken)).statusCode).toBe(200);
    const renewed = await refresh(first.refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect((await getStudents(renewed.json<TokenPair>().accessToken)).statusCode).toBe(200);
  });

  it('of every session is refused after a password reset', async () => {
    const { user, first, second } = await userWithTwoSessions();
    expect((await post('/v1/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    const link = linkTokenIn((await latestMailTo(t.app, user.email)).text, '/auth/reset-password');
    const reset = await post(
      '/v1/auth/reset-password',
      { password: 'Brand#New2026', confirmPassword: 'Brand#New2026' },
      link,
    );
    expect(reset.statusCode).toBe(204);

    await expectRefused(first.accessToken);
    await expectRefused(second.accessToken);
  });

  it('of every session answers err_user_blacklisted once the user is blacklisted', async () => {
    const { user, first, second } = await userWithTwoSessions();
    await createUsersRepository(t.app.db).setBlacklisted(user.id, true);

    for (const token of [first.accessToken, second.accessToken]) {
      const response = await getStudents(token);
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorResponse>()).toEqual({
        statusCode: 404,
        message: 'err_user_blacklisted',
      });
    }
  });

  it("is refused when its session is another user's", async () => {
    const { first } = await userWithTwoSessions();
    const stranger = await createUser(t.app);
    const forged = await t.app.accessTokens.sign({
      userId: stranger.id,
      role: 'student',
      scope: 'full',
      sessionId: await familyOf(first.refreshToken),
    });
    await expectRefused(forged);
  });

  it('without a session (a verification token) keeps the rules it had', async () => {
    const user = await createUser(t.app);
    const token = await t.app.accessTokens.sign({
      userId: user.id,
      role: 'student',
      scope: 'full',
      sessionId: null,
    });
    expect((await getStudents(token)).statusCode).toBe(200);
    await createUsersRepository(t.app.db).setBlacklisted(user.id, true);
    expect((await getStudents(token)).statusCode).toBe(404);
  });
});
