import { randomBytes } from 'node:crypto';
import type { ErrorResponse } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../modules/auth/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createUser, randomAddress } from '../../test/builders.js';

/*
 * With REDIS_URL set, limits hold across server processes (README.md, "Configuration"): two
 * apps on one Redis stand for two processes behind a balancer. Keys are made unique per run
 * (random e-mails and addresses), since Redis outlives the test.
 */

const redisUrl = process.env.TEST_REDIS_URL ?? '';
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  const overrides = {
    redisUrl,
    // Shared, as README.md asks of several processes: the device cookie's key derives from it.
    jwtSecret: randomBytes(32).toString('base64url'),
    rateLimit: { loginPerMinute: 4, loginFailuresPerAccount: 3 },
  };
  [first, second] = await Promise.all([buildTestApp(overrides), buildTestApp(overrides)]);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

const attempt = (
  t: TestApp,
  email: string,
  password: string,
  remoteAddress = randomAddress(),
  device?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress,
    payload: { email, password },
    ...(device === undefined ? {} : { cookies: { [DEVICE_COOKIE]: device } }),
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

  it("recognise a device across processes and count a device's failures across them", async () => {
    const email = `device-${randomBytes(6).toString('hex')}@academy.test`;
    // Each app has a database of its own: the account is in both, as behind a balancer.
    const user = await createUser(first.app, { email });
    await createUser(second.app, { email });
    const loggedIn = await attempt(first, email, user.password);
    const device = loggedIn.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)?.value;
    expect(device).toBeDefined();
    for (let i = 0; i < 3; i++) await attempt(i % 2 === 0 ? first : second, email, 'Wrong#Pass1');
    expect((await attempt(second, email, user.password)).statusCode).toBe(429);

    const fromDevice = await attempt(second, email, user.password, randomAddress(), device);
    expect(fromDevice.statusCode).toBe(200);
    const renewed = fromDevice.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)?.value;
    for (let i = 0; i < 3; i++) {
      const target = i % 2 === 0 ? first : second;
      expect(
        (await attempt(target, email, 'Wrong#Pass1', randomAddress(), renewed)).statusCode,
      ).toBe(400);
    }
    const spent = await attempt(first, email, user.password, randomAddress(), renewed);
    expect(spent.statusCode).toBe(429);
    expect(spent.json<ErrorResponse>().message).toBe('ERR_TOO_MANY_LOGIN_ATTEMPTS');
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
