import { allEndpoints, type EndpointDefinition, type Role } from '@academy/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { bearer, createUser, login } from '../test/builders.js';

/*
 * Every staff endpoint of the catalogue (an endpoint added later is walked too) refuses
 * whoever its access leaves out, before it reads a byte of input: 401 without a token,
 * 403 ERR_USER_FORBIDDEN for an applicant and a student everywhere, and for a mentor on
 * admin-only endpoints. A mentor passes the guard of the staff (review) endpoints.
 */

let t: TestApp;
const tokens = new Map<Role, string>();

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['applicant', 'student', 'mentor', 'admin'] as const) {
    const user = await createUser(t.app, { role });
    tokens.set(role, (await login(t.app, user)).accessToken);
  }
});

afterAll(async () => {
  await t.close();
});

const staffEndpoints = allEndpoints.filter(
  (endpoint: EndpointDefinition) => endpoint.access === 'staff' || endpoint.access === 'admin',
);

/**
 * The endpoint with every path parameter 1 and no query or body: the guard must refuse it
 * before validation would (a body the endpoint needs is missing on purpose).
 */
function requestOf(endpoint: EndpointDefinition, role?: Role): InjectOptions {
  const url = `/v1${endpoint.path.replace(/:([A-Za-z]\w*)/g, '1')}`;
  const token = role ? tokens.get(role) : undefined;
  return { method: endpoint.method, url, headers: token ? bearer(token) : {} };
}

async function answerOf(endpoint: EndpointDefinition, role?: Role) {
  const response = await t.app.inject(requestOf(endpoint, role));
  // A download (the applicants' CSV) answers a file, not JSON.
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  const body = response.body && isJson ? (response.json() as { message?: string }) : {};
  return { status: response.statusCode, message: body.message };
}

const forbidden = { status: 403, message: 'ERR_USER_FORBIDDEN' };

describe('the staff endpoints', () => {
  it('are a known set, all below /admin', () => {
    expect(staffEndpoints.length).toBeGreaterThan(5);
    for (const endpoint of staffEndpoints) expect(endpoint.path).toMatch(/^\/admin\//);
  });

  it.each(staffEndpoints.map((endpoint) => [endpoint.operationId, endpoint] as const))(
    '%s refuses callers without a token, applicants and students',
    async (_name, endpoint) => {
      expect((await answerOf(endpoint)).status).toBe(401);
      expect(await answerOf(endpoint, 'applicant')).toEqual(forbidden);
      expect(await answerOf(endpoint, 'student')).toEqual(forbidden);
    },
  );

  it.each(
    staffEndpoints
      .filter((endpoint) => endpoint.access === 'admin')
      .map((endpoint) => [endpoint.operationId, endpoint] as const),
  )('%s (admin only) refuses a mentor', async (_name, endpoint) => {
    expect(await answerOf(endpoint, 'mentor')).toEqual(forbidden);
  });

  it.each(
    staffEndpoints
      .filter((endpoint) => endpoint.access === 'staff')
      .map((endpoint) => [endpoint.operationId, endpoint] as const),
  )('%s lets a mentor past the guard', async (_name, endpoint) => {
    const answer = await answerOf(endpoint, 'mentor');
    expect(answer.status).not.toBe(401);
    expect(answer).not.toEqual(forbidden);
  });

  it('let an admin past every guard', async () => {
    for (const endpoint of staffEndpoints) {
      const answer = await answerOf(endpoint, 'admin');
      expect([endpoint.operationId, answer.status]).not.toEqual([endpoint.operationId, 401]);
      expect(answer).not.toEqual(forbidden);
    }
  });
});
