import type { ErrorResponse } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  bearer,
  createUser,
  latestMailTo,
  linkTokenIn,
  login,
  randomAddress,
} from '../../test/builders.js';

/*
 * Failed logins per account and per address (ARCHITECTURE.md, "Login lock and device
 * cookies"). The route's own per-address request limit is high here, so only the failure
 * counting is under test.
 */

const PER_ACCOUNT = 3;
const PER_ADDRESS = 6;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    rateLimit: { loginFailuresPerAccount: PER_ACCOUNT, loginFailuresPerAddress: PER_ADDRESS },
  });
});

afterAll(async () => {
  await t.close();
});

const attempt = (email: string, password: string, remoteAddress = randomAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress,
    payload: { email, password },
  });

function expectLocked(response: Awaited<ReturnType<typeof attempt>>, windowSeconds = 15 * 60) {
  expect(response.statusCode).toBe(429);
  expect(response.json<ErrorResponse>()).toEqual({
    statusCode: 429,
    message: 'ERR_TOO_MANY_LOGIN_ATTEMPTS',
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('failed logins per account', () => {
  it('lock the account, whatever address the attempts come from, even for the right password', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await attempt(user.email, 'Wrong#Pass1')).statusCode).toBe(400);
    }
    expectLocked(await attempt(user.email, 'Wrong#Pass1'));
    expectLocked(await attempt(user.email.toUpperCase(), user.password));
    expect(t.logs.some((line) => line.event === 'auth.login_throttled')).toBe(true);

    const other = await createUser(t.app);
    expect((await attempt(other.email, other.password)).statusCode).toBe(200);
  });

  it('lock unknown e-mails the same way, so the lock reveals no accounts', async () => {
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await attempt('ghost@academy.test', 'Wrong#Pass1')).statusCode).toBe(404);
    }
    expectLocked(await attempt('ghost@academy.test', 'Wrong#Pass1'));
  });

  it('start again after a successful login', async () => {
    const user = await createUser(t.app);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < PER_ACCOUNT - 1; i++) {
        expect((await attempt(user.email, 'Wrong#Pass1')).statusCode).toBe(400);
      }
      expect((await attempt(user.email, user.password)).statusCode).toBe(200);
    }
  });

  it('leave the way out open: forgot and reset password work, and the reset lifts the lock', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < PER_ACCOUNT; i++) await attempt(user.email, 'Wrong#Pass1');
    expectLocked(await attempt(user.email, user.password));

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const token = linkTokenIn((await latestMailTo(t.app, user.email)).text, '/auth/reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password',
      headers: bearer(token),
      payload: { password: 'Fresh#Start1', confirmPassword: 'Fresh#Start1' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await attempt(user.email, 'Fresh#Start1')).statusCode).toBe(200);
  });

  it('count wrong current passwords of a password change', async () => {
    const user = await createUser(t.app);
    const session = await login(t.app, user);
    const change = () =>
      t.app.inject({
        method: 'PATCH',
        url: '/v1/students/password',
        headers: bearer(session.accessToken),
        payload: {
          currentPassword: 'Guess#Number1',
          newPassword: 'Brand#New2026',
          confirmPassword: 'Brand#New2026',
        },
      });
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await change()).statusCode).toBe(400);
    expectLocked(await change());
    expectLocked(await attempt(user.email, user.password));
  });
});

describe('failed logins per address', () => {
  it('lock the address over all accounts; other addresses stay free', async () => {
    const address = randomAddress();
    for (let i = 0; i < PER_ADDRESS; i++) {
      const response = await attempt(`probe-${i}@academy.test`, 'Wrong#Pass1', address);
      expect(response.statusCode).toBe(404);
    }
    const user = await createUser(t.app);
    expectLocked(await attempt(user.email, user.password, address));
    expect((await attempt(user.email, user.password)).statusCode).toBe(200);
  });
});

describe('the lock', () => {
  it('is temporary: it ends with its window', async () => {
    const short = await buildTestApp({
      rateLimit: { loginFailuresPerAccount: 2, loginLockSeconds: 1 },
    });
    try {
      const user = await createUser(short.app);
      const tryLogin = (password: string) =>
        short.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: user.email, password },
        });
      await tryLogin('Wrong#Pass1');
      await tryLogin('Wrong#Pass1');
      expectLocked(await tryLogin(user.password), 1);
      await expect
        .poll(async () => (await tryLogin(user.password)).statusCode, {
          timeout: 5000,
          interval: 250,
        })
        .toBe(200);
    } finally {
      await short.close();
    }
  });
});

describe('while Redis is unreachable', () => {
  it('logins still work and failures are counted in memory', async () => {
    const offline = await buildTestApp({
      redisUrl: 'redis://127.0.0.1:1',
      rateLimit: { loginFailuresPerAccount: 2 },
    });
    try {
      const user = await createUser(offline.app);
      const tryLogin = (password: string) =>
        offline.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: user.email, password },
        });
      expect((await tryLogin(user.password)).statusCode).toBe(200);
      await tryLogin('Wrong#Pass1');
      await tryLogin('Wrong#Pass1');
      expectLocked(await tryLogin(user.password));
    } finally {
      await offline.close();
    }
  });
});
