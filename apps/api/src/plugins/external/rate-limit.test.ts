import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { type SignedIn, signedIn } from '../../test/task-requests.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    rateLimit: {
      globalPerMinute: 5,
      loginPerMinute: 3,
      checkPerMinute: 3,
      mailPerMinute: 2,
      refreshPerMinute: 2,
      promotionCheckPerMinute: 2,
    },
  });
});

afterAll(async () => {
  await t.close();
});

const tooMany = { statusCode: 429, message: 'ERR_TOO_MANY_REQUESTS' };

describe('rate limits', () => {
  it('limits login attempts per address, with Retry-After', async () => {
    const attempt = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        remoteAddress,
        payload: { email: 'nobody@academy.test', password: 'Wrong#Pass1' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(404);

    const limited = await attempt('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(tooMany);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another address has its own budget.
    expect((await attempt('10.0.0.2')).statusCode).toBe(404);
  });

  it('limits token refreshes per address, as configured (RATE_LIMIT_SCALE scales it)', async () => {
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/refresh-token',
        remoteAddress: '10.0.9.1',
        payload: { refreshToken: 'not-a-real-refresh-token-but-long-enough-to-pass' },
      });
    for (let i = 0; i < 2; i++) expect((await refresh()).statusCode).not.toBe(429);
    const limited = await refresh();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(tooMany);
  });

  it('limits the e-mail and phone checks per address, with Retry-After', async () => {
    const check = (kind: 'email' | 'phone', value: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/auth/check/${kind}`,
        remoteAddress,
        payload: { [kind]: value },
      });
    for (let i = 0; i < 3; i++) {
      expect((await check('email', `probe${i}@academy.test`, '10.0.1.1')).statusCode).toBe(200);
    }
    const limited = await check('email', 'probe9@academy.test', '10.0.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(tooMany);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check('email', 'probe@academy.test', '10.0.1.2')).statusCode).toBe(200);

    for (let i = 0; i < 3; i++) {
      expect((await check('phone', '+37491123456', '10.0.1.3')).statusCode).toBe(200);
    }
    expect((await check('phone', '+37491123456', '10.0.1.3')).statusCode).toBe(429);
  });

  it('limits checks of password links per address, like the password calls', async () => {
    const check = () =>
      t.app.inject({
        method: 'GET',
        url: '/v1/auth/password-link',
        remoteAddress: '10.0.1.5',
        headers: { authorization: 'Bearer guessed-token' },
      });
    for (let i = 0; i < 3; i++) expect((await check()).statusCode).toBe(200);
    const limited = await check();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(tooMany);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits verification resends per address', async () => {
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/verification/resend',
        remoteAddress: '10.0.1.4',
        payload: { email: 'someone@academy.test' },
      });
    for (let i = 0; i < 2; i++) expect((await resend()).statusCode).toBe(200);
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits all API calls per address', async () => {
    const call = () =>
      t.app.inject({ method: 'GET', url: '/v1/students', remoteAddress: '10.0.0.3' });
    for (let i = 0; i < 5; i++) expect((await call()).statusCode).toBe(401);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(tooMany);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits unknown routes too', async () => {
    const call = () =>
      t.app.inject({ method: 'GET', url: '/v1/no-such-route', remoteAddress: '10.0.0.4' });
    for (let i = 0; i < 5; i++) expect((await call()).statusCode).toBe(404);
    expect((await call()).statusCode).toBe(429);
  });

  it('leaves the health check unlimited', async () => {
    for (let i = 0; i < 8; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/v1/health',
        remoteAddress: '10.0.0.5',
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('limits promotion-code checks per student, wherever they call from', async () => {
    const [first, second] = [await signedIn(t.app), await signedIn(t.app)];
    const check = (student: SignedIn, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/payments/promotion-check',
        remoteAddress,
        headers: student.headers,
        payload: { planId: 'online-1', code: 'GUESS' },
      });
    // One student on two addresses shares one count.
    expect((await check(first, '10.0.5.1')).statusCode).toBe(404);
    expect((await check(first, '10.0.5.2')).statusCode).toBe(404);
    const limited = await check(first, '10.0.5.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(tooMany);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another student on the first one's address has a count of their own.
    expect((await check(second, '10.0.5.1')).statusCode).toBe(404);
  });
});
