import type { ErrorResponse, LivenessResponse, ReadinessResponse } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { closeDatabaseOf } from '../../test/close-database.js';

/*
 * Liveness and readiness (README.md, "Health and metrics"): live never asks a dependency,
 * ready asks the database and, when configured, Redis, and names what did not answer.
 */

let t: TestApp;
let closed: TestApp;
let noRedis: TestApp;

beforeAll(async () => {
  [t, closed, noRedis] = await Promise.all([
    buildTestApp(),
    buildTestApp(),
    // Nothing listens on port 1: every PING fails at once (the connection queues nothing).
    buildTestApp({ redisUrl: 'redis://127.0.0.1:1' }),
  ]);
  await closeDatabaseOf(closed.app);
});

afterAll(async () => {
  await Promise.all([t?.close(), closed?.close(), noRedis?.close()]);
});

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

describe('GET /v1/health/live', () => {
  it('answers ok', async () => {
    const response = await get(t, '/v1/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json<LivenessResponse>()).toEqual({ status: 'ok' });
  });

  it('answers ok while the database is down, since it asks no dependency', async () => {
    const response = await get(closed, '/v1/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json<LivenessResponse>()).toEqual({ status: 'ok' });
  });
});

describe('GET /v1/health/ready', () => {
  it('answers ok when the database answers, Redis not configured', async () => {
    const response = await get(t, '/v1/health/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json<ReadinessResponse>()).toEqual({
      status: 'ok',
      database: 'ok',
      redis: 'not configured',
    });
  });

  it('answers 503 naming the database when it is closed, and keeps serving', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await get(closed, '/v1/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json<ErrorResponse>()).toEqual({
        statusCode: 503,
        message: 'ERR_SERVICE_UNAVAILABLE',
        errors: [{ field: 'database', message: 'did not answer' }],
      });
    }
    // The existing health check agrees, and the process still answers.
    expect((await get(closed, '/v1/health')).statusCode).toBe(503);
    expect((await get(closed, '/v1/health/live')).statusCode).toBe(200);
  });

  it('answers 503 naming Redis when the configured Redis does not answer', async () => {
    const response = await get(noRedis, '/v1/health/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json<ErrorResponse>()).toEqual({
      statusCode: 503,
      message: 'ERR_SERVICE_UNAVAILABLE',
      errors: [{ field: 'redis', message: 'did not answer' }],
    });
    // The database is fine, and so is the health check that asks only it.
    expect((await get(noRedis, '/v1/health')).statusCode).toBe(200);
  });

  it('is not rate-limited, like the health check', async () => {
    const limited = await buildTestApp({ rateLimit: { globalPerMinute: 3 } });
    try {
      for (let i = 0; i < 6; i++) {
        for (const url of ['/v1/health/live', '/v1/health/ready']) {
          const response = await limited.app.inject({
            method: 'GET',
            url,
            remoteAddress: '10.0.0.9',
          });
          expect(response.statusCode, `${url} #${i}`).toBe(200);
        }
      }
      // The limit is on: a limited route from the same address runs into it.
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await limited.app.inject({
          method: 'GET',
          url: '/v1/no-such-route',
          remoteAddress: '10.0.0.9',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
