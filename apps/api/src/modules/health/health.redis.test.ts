import type { ReadinessResponse } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';

/* Readiness with a Redis that answers (TEST_REDIS_URL; vitest.config.ts runs this file then). */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ redisUrl: process.env.TEST_REDIS_URL ?? '' });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /v1/health/ready with Redis', () => {
  it('answers ok once the database and Redis answer', async () => {
    // The connection is opened in the background when the app starts.
    await new Promise<void>((resolve) => {
      if (t.app.redis?.status === 'ready') resolve();
      else t.app.redis?.once('ready', () => resolve());
    });
    const response = await t.app.inject({ method: 'GET', url: '/v1/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json<ReadinessResponse>()).toEqual({
      status: 'ok',
      database: 'ok',
      redis: 'ok',
    });
  });
});
