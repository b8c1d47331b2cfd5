import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: { globalPerMinute: 5, loginPerMinute: 3 } });
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
});
