import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { createUser, randomAddress } from '../test/builders.js';
import { waitUntil } from '../test/wait-until.js';
import { TcpProxy } from './tcp-proxy.js';

/*
 * Redis down (README.md, "Faults"): two apps (two processes behind a balancer) reach Redis
 * through a TCP proxy in this test, which cuts every connection and refuses new ones, then
 * lets them through again. While Redis is away both keep answering, and the request limits
 * and failed-login counters are counted in each process's memory; once it is back, they are
 * shared again. Keys are unique per run, since Redis outlives the test.
 */

const target = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
let first: TestApp;
let second: TestApp;
const both = () => [first, second];

beforeAll(async () => {
  await proxy.start();
  const overrides = {
    redisUrl: `redis://127.0.0.1:${proxy.port}`,
    // Shared, as README.md asks of several processes: the device cookie's key derives from it.
    jwtSecret: randomBytes(32).toString('base64url'),
    rateLimit: { loginPerMinute: 4, loginFailuresPerAccount: 3 },
  };
  [first, second] = await Promise.all([buildTestApp(overrides), buildTestApp(overrides)]);
  await waitUntil('both apps to reach Redis', () =>
    both().every((t) => t.app.redis?.status === 'ready'),
  );
});

afterAll(async () => {
  await proxy.cut();
  await Promise.all([first?.close(), second?.close()]);
});

const unique = () => randomBytes(6).toString('hex');

const login = (t: TestApp, email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress,
    payload: { email, password },
  });

/** Statuses of every request a phase made: none may be a 5xx. */
const statuses: number[] = [];
async function status(response: Promise<{ statusCode: number }>): Promise<number> {
  const { statusCode } = await response;
  statuses.push(statusCode);
  return statusCode;
}

/** Four wrong passwords on an account in `t` from one address: the request limit is 4. */
async function requestLimitHolds(t: TestApp, other: TestApp) {
  const address = randomAddress();
  for (let i = 0; i < 4; i++) {
    expect(await status(login(t, `${i}-${unique()}@academy.test`, 'Wrong#Pass1', address))).toBe(
      404,
    );
  }
  return {
    here: await status(login(t, `${unique()}@academy.test`, 'Wrong#Pass1', address)),
    there: await status(login(other, `${unique()}@academy.test`, 'Wrong#Pass1', address)),
  };
}

/** Three failures for one account, in `t`; then the right password in `t` and in `other`. */
async function accountLockHolds(t: TestApp, other: TestApp) {
  const email = `lock-${unique()}@academy.test`;
  const user = await createUser(t.app, { email });
  await createUser(other.app, { email, password: user.password });
  for (let i = 0; i < 3; i++) {
    expect(await status(login(t, email, 'Wrong#Pass1', randomAddress()))).toBe(400);
  }
  return {
    here: await status(login(t, email, user.password, randomAddress())),
    there: await status(login(other, email, user.password, randomAddress())),
  };
}

describe('Redis down', () => {
  it('keeps answering with per-process counters while Redis is away, and shares them again once it is back', async () => {
    // Redis answers: both limits hold across the two processes.
    expect(await requestLimitHolds(first, second)).toEqual({ here: 429, there: 429 });
    expect(await accountLockHolds(first, second)).toEqual({ here: 429, there: 429 });

    await proxy.cut();
    await waitUntil('both apps to lose Redis', () =>
      both().every((t) => t.app.redis?.status !== 'ready'),
    );

    // The API answers; readiness says Redis is away, liveness does not care.
    for (const t of both()) {
      expect(await status(t.app.inject({ method: 'GET', url: '/v1/health/live' }))).toBe(200);
      const ready = await t.app.inject({ method: 'GET', url: '/v1/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        message: 'ERR_SERVICE_UNAVAILABLE',
        errors: [{ field: 'redis', message: 'did not answer' }],
      });
      expect(await status(t.app.inject({ method: 'GET', url: '/v1/countries' }))).toBe(200);
    }
    // Each process counts in its own memory: the limits hold in the process that counted,
    // not in the other.
    expect(await requestLimitHolds(first, second)).toEqual({ here: 429, there: 404 });
    expect(await accountLockHolds(second, first)).toEqual({ here: 429, there: 200 });
    for (const t of both()) {
      const messages = t.logs.map((line) => line.msg);
      expect(messages).toContain('rate limits: Redis unavailable, counting in memory');
      expect(messages).not.toContain('login throttle unavailable');
    }

    // Redis is back: the apps reconnect by themselves, and the counts are shared again.
    await proxy.start();
    await waitUntil(
      'both apps to reach Redis again',
      () => both().every((t) => t.app.redis?.status === 'ready'),
      10_000,
    );
    expect(await requestLimitHolds(second, first)).toEqual({ here: 429, there: 429 });
    expect(await accountLockHolds(second, first)).toEqual({ here: 429, there: 429 });

    expect(statuses.filter((code) => code >= 500)).toEqual([]);
  });

  it('answers within seconds while Redis hangs (connected, answering nothing), and shares the counts again after', async () => {
    proxy.freeze();
    try {
      const email = `hang-${unique()}@academy.test`;
      const user = await createUser(first.app, { email });
      for (const t of both()) {
        const started = Date.now();
        expect(await status(t.app.inject({ method: 'GET', url: '/v1/countries' }))).toBe(200);
        const wrong = await status(login(t, email, 'Wrong#Pass1', randomAddress()));
        const right = await status(login(t, email, user.password, randomAddress()));
        // Each Redis command gives up after half a second: a few of them, never for ever.
        expect(Date.now() - started).toBeLessThan(10_000);
        expect([wrong, right]).toEqual(t === first ? [400, 200] : [404, 404]);
      }
    } finally {
      proxy.thaw();
    }
    await waitUntil('both apps to answer through Redis again', async () => {
      const pings = await Promise.all(both().map((t) => t.app.redis?.ping().catch(() => null)));
      return pings.every((pong) => pong === 'PONG');
    });
    expect(await requestLimitHolds(first, second)).toEqual({ here: 429, there: 429 });
    expect(statuses.filter((code) => code >= 500)).toEqual([]);
  }, 60_000);
});
