import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParamsSchema, MAX_ID } from './common.js';
import {
  allowedRoles,
  defineEndpoint,
  endpointErrors,
  endpointPath,
  requiresSignIn,
  successStatuses,
} from './endpoint.js';
import { allEndpoints, endpoints } from './endpoints/index.js';
import { isErrorCode } from './errors.js';

describe('the endpoint catalogue', () => {
  it('names every endpoint by its operationId', () => {
    // One name per endpoint: the export the code imports is the operationId OpenAPI shows.
    for (const [name, endpoint] of Object.entries(endpoints)) {
      expect(endpoint.operationId, name).toBe(name);
      expect(endpoint.operationId, name).toMatch(/^[a-z][A-Za-z]+$/);
    }
    const ids = allEndpoints.map((endpoint) => endpoint.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares each method and path once', () => {
    const routes = allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('declares at least one success status, and only catalogue codes', () => {
    for (const endpoint of allEndpoints) {
      expect(successStatuses(endpoint).length, endpoint.operationId).toBeGreaterThan(0);
      for (const codes of Object.values(endpointErrors(endpoint))) {
        for (const code of codes ?? []) expect(isErrorCode(code), code).toBe(true);
      }
    }
  });

  it('declares path parameters for every :name in the path', () => {
    for (const endpoint of allEndpoints) {
      const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      if (names.length === 0) continue;
      expect(endpoint.params, endpoint.operationId).toBeDefined();
      const shape = (endpoint.params as z.ZodObject).shape;
      expect(Object.keys(shape).sort(), endpoint.operationId).toEqual(names.sort());
    }
  });
});

describe('endpointErrors', () => {
  const bare = defineEndpoint({
    operationId: 'bare',
    method: 'GET',
    path: '/bare',
    access: 'public',
    tag: 't',
    summary: 's',
    responses: { 200: z.object({}) },
  });

  it('a public endpoint without input answers only rate limits, failures and the database away', () => {
    expect(endpointErrors(bare)).toEqual({
      429: ['ERR_TOO_MANY_REQUESTS'],
      500: ['ERR_INTERNAL'],
      503: ['ERR_SERVICE_UNAVAILABLE'],
    });
  });

  it('input adds validation, a body adds malformed and too large bodies', () => {
    const errors = endpointErrors({ ...bare, body: z.object({}) });
    expect(errors[400]).toEqual(['ERR_VALIDATION', 'ERR_BAD_REQUEST']);
    expect(errors[413]).toEqual(['ERR_PAYLOAD_TOO_LARGE']);
    expect(endpointErrors({ ...bare, query: z.object({}) })[400]).toEqual(['ERR_VALIDATION']);
  });

  it('a signed-in access adds 401 and the blacklist 404; a role adds 403', () => {
    const account = endpointErrors({ ...bare, access: 'account' });
    expect(account[401]).toEqual(['ERR_UNAUTHORIZED']);
    expect(account[404]).toEqual(['err_user_blacklisted']);
    expect(account[403]).toBeUndefined();
    expect(endpointErrors({ ...bare, access: 'staff' })[403]).toEqual(['ERR_USER_FORBIDDEN']);
  });

  it('a multipart body counts as a body', () => {
    const errors = endpointErrors({ ...bare, method: 'POST', bodyType: 'multipart' });
    expect(errors[400]).toEqual(['ERR_VALIDATION', 'ERR_BAD_REQUEST']);
    expect(errors[413]).toEqual(['ERR_PAYLOAD_TOO_LARGE']);
  });

  it('a learning endpoint answers the ended trial or subscription', () => {
    const errors = endpointErrors({ ...bare, access: 'student', requiresLearningAccess: true });
    expect(errors[403]).toEqual(['ERR_USER_FORBIDDEN', 'ERR_LEARNING_ACCESS_ENDED']);
  });

  it("merges the endpoint's own codes without repeating one", () => {
    const errors = endpointErrors({
      ...bare,
      access: 'student',
      errors: { 404: ['ERR_TASK_NOT_EXISTS', 'err_user_blacklisted'] },
    });
    expect(errors[404]).toEqual(['err_user_blacklisted', 'ERR_TASK_NOT_EXISTS']);
  });
});

describe('accesses', () => {
  it.each([
    ['public', false, null],
    ['link', false, null],
    ['account', true, null],
    ['applicant', true, ['applicant', 'student']],
    ['student', true, ['student']],
    ['staff', true, ['mentor', 'admin']],
    ['admin', true, ['admin']],
  ] as const)('%s: signed in %s, roles %j', (access, signedIn, roles) => {
    expect(requiresSignIn(access)).toBe(signedIn);
    expect(allowedRoles(access)).toEqual(roles);
  });
});

describe('endpointPath', () => {
  it('fills and encodes parameters', () => {
    expect(endpointPath({ path: '/subject/:id' }, { id: 7 })).toBe('/subject/7');
    expect(endpointPath({ path: '/files/:fileId/public' }, { fileId: 'a b' })).toBe(
      '/files/a%20b/public',
    );
    expect(endpointPath({ path: '/health' })).toBe('/health');
  });

  it('refuses a missing parameter', () => {
    expect(() => endpointPath({ path: '/subject/:id' }, {})).toThrow(/missing parameter id/);
  });
});

describe('ids', () => {
  it.each([
    ['1', 1],
    [7, 7],
    [String(MAX_ID), MAX_ID],
  ])('accepts %j', (id, expected) => {
    expect(idParamsSchema.parse({ id })).toEqual({ id: expected });
  });

  it.each(['0', '-1', '1.5', 'abc', '', String(MAX_ID + 1), '99999999999', '1e400'])(
    'refuses %j: the database could not hold it',
    (id) => {
      expect(idParamsSchema.safeParse({ id }).success).toBe(false);
    },
  );
});
