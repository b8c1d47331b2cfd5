import { randomBytes } from 'node:crypto';
import type { ErrorResponse } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createUser } from '../../test/builders.js';

/*
 * With REDIS_URL set, limits hold across server processes (SECURITY.md): two apps on one
 * Redis stand for two processes behind a balancer. Keys are made unique per run (random
 * e-mails and addresses), since Redis outlives the test.
 */

const redisUrl = process.env.TEST_REDIS_URL ?? '';
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  const overrides = {
    redisUrl,
    rateLimit: { loginPerMinute: 4, loginFailuresPerAccount: 3 },
  };
  [first, second] = await Promise.all([buildTestApp(overrides), buildTestApp(overrides)]);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

const randomAddress = () => `10.${[...randomBytes(3)].join('.')}`;

const attempt = (t: TestApp, email: string, password: string, remoteAddress = randomAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress,
    payload: { email, password },
  });

describe('counters in Redis', () => {
  it('count failed logins of one account across processes', async () => {
    const email = `shared-${randomBytes(6).toString('hex')}@academy.test`;
    const user = await createUser(second.app, { email });
    for (let i = 0; i < 3; i++) {
      const target = i % 2 === 0 ? first : second;
      expect((await attempt(target, email, 'Wrong#Pass1')).statusCode).toBe(
        i % 2 === 0 ? 404 : 400,
      );
    }
    const locked = await attempt(second, email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<ErrorResponse>().message).toBe('ERR_TOO_MANY_LOGIN_ATTEMPTS');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('count requests per address across processes', async () => {
    const address = randomAddress();
    const email = `nobody-${randomBytes(6).toString('hex')}@academy.test`;
    // Different e-mails, so only the per-address request limit (4 a minute) is at work.
    for (let i = 0; i < 4; i++) {
      const target = i % 2 === 0 ? first : second;
      expect((await attempt(target, `${i}-${email}`, 'Wrong#Pass1', address)).statusCode).toBe(404);
    }
    const limited = await attempt(first, `5-${email}`, 'Wrong#Pass1', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorResponse>().message).toBe('ERR_TOO_MANY_REQUESTS');
  });
});
