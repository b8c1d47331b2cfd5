import { defineEndpoint, type EndpointDefinition, type Role } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/app.js';
import { bearer, createUser, login } from '../test/builders.js';
import { accountGroup, publicGroup, staffGroup, studentGroup } from './groups.js';
import { route } from './route.js';

/*
 * The guards of the route groups, tried on endpoints made for the test: each group is
 * exercised whatever endpoints the product has in it today.
 */

const probe = <const A extends EndpointDefinition['access']>(name: string, access: A) =>
  defineEndpoint({
    operationId: name,
    method: 'GET',
    path: `/group-probe/${name}`,
    access,
    tag: 'test',
    summary: `probe ${name}`,
    responses: { 200: z.object({ userId: z.number().nullable() }) },
  });

const probes = {
  public: probe('publicProbe', 'public'),
  account: probe('accountProbe', 'account'),
  student: probe('studentProbe', 'student'),
  staff: probe('staffProbe', 'staff'),
  admin: probe('adminProbe', 'admin'),
  learning: { ...probe('learningProbe', 'student'), requiresLearningAccess: true },
};

/** Answers the caller's id; every probe has the same response, so one handler serves all. */
const answer = (endpoint: EndpointDefinition) => async (app: FastifyInstance) => {
  route(app, endpoint as typeof probes.public, (request) => ({
    userId: request.user?.id ?? null,
  }));
};

function registerProbes(app: FastifyInstance) {
  const prefix = { prefix: '/v1' };
  app.register(publicGroup([answer(probes.public)]), prefix);
  app.register(accountGroup([answer(probes.account)]), prefix);
  app.register(studentGroup([answer(probes.student), answer(probes.learning)]), prefix);
  app.register(staffGroup([answer(probes.staff), answer(probes.admin)]), prefix);
}

/** Students whose id is in this set have no running trial or subscription. */
const lockedOut = new Set<number>();
let t: TestApp;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    { setup: registerProbes, learningAccess: async (user) => !lockedOut.has(user.id) },
  );
  for (const role of ['applicant', 'student', 'mentor', 'admin'] as const) {
    const user = await createUser(t.app, { role });
    tokens[role] = (await login(t.app, user)).accessToken;
  }
});

afterAll(async () => {
  await t.close();
});

const call = (endpoint: EndpointDefinition, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v1${endpoint.path}`,
    ...(token ? { headers: bearer(token) } : {}),
  });

describe('route groups', () => {
  it('public: anyone, with or without a token', async () => {
    expect((await call(probes.public)).statusCode).toBe(200);
    expect((await call(probes.public, tokens.student)).statusCode).toBe(200);
  });

  it.each(['account', 'student', 'staff', 'admin', 'learning'] as const)(
    '%s: refuses a missing or forged token with 401',
    async (group) => {
      for (const token of [undefined, 'not-a-token']) {
        const response = await call(probes[group], token);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ statusCode: 401, message: 'ERR_UNAUTHORIZED' });
      }
    },
  );

  it.each<[keyof typeof probes, Role[], Role[]]>([
    ['account', ['applicant', 'student', 'mentor', 'admin'], []],
    ['student', ['student'], ['applicant', 'mentor', 'admin']],
    ['staff', ['mentor', 'admin'], ['applicant', 'student']],
    ['admin', ['admin'], ['applicant', 'student', 'mentor']],
  ])('%s: lets in %j, refuses %j with 403', async (group, allowed, refused) => {
    for (const role of allowed) {
      const response = await call(probes[group], tokens[role]);
      expect(response.statusCode, role).toBe(200);
      expect(response.json<{ userId: number }>().userId).toEqual(expect.any(Number));
    }
    for (const role of refused) {
      const response = await call(probes[group], tokens[role]);
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toEqual({ statusCode: 403, message: 'ERR_USER_FORBIDDEN' });
    }
  });

  it("student: a learning endpoint also needs the student's trial or subscription", async () => {
    const student = await createUser(t.app);
    const token = (await login(t.app, student)).accessToken;
    expect((await call(probes.learning, token)).statusCode).toBe(200);

    lockedOut.add(student.id);
    const refused = await call(probes.learning, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ statusCode: 403, message: 'ERR_LEARNING_ACCESS_ENDED' });
    // The rest of the student area (profile, pricing) stays open.
    expect((await call(probes.student, token)).statusCode).toBe(200);
  });

  it('a blacklisted user is refused in every signed-in group', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    const token = (await login(t.app, user)).accessToken;
    await t.app.db.execute(`update users set is_blacklisted = true where id = ${user.id}`);
    for (const group of ['account', 'staff'] as const) {
      const response = await call(probes[group], token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'err_user_blacklisted' });
    }
  });

  it('declares each route with its security, operationId and guard responses', async () => {
    const document = t.app.swagger() as {
      paths: Record<string, { get: Record<string, unknown> & { responses: object } }>;
    };
    const publicOp = document.paths['/v1/group-probe/publicProbe']?.get;
    expect(publicOp?.security).toEqual([]);
    expect(publicOp?.operationId).toBe('publicProbe');
    const staffOp = document.paths['/v1/group-probe/staffProbe']?.get;
    expect(staffOp?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(staffOp?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '403', '404', '429', '500']),
    );
  });
});

describe('route()', () => {
  it.each([
    [publicGroup, probes.student],
    [studentGroup, probes.public],
    [studentGroup, probes.staff],
    [accountGroup, probes.admin],
  ])('refuses, at start-up, an endpoint outside its group', async (group, endpoint) => {
    await expect(
      buildTestApp({}, { setup: (app) => app.register(group([answer(endpoint)])) }),
    ).rejects.toThrow(/cannot be registered in the \w+ route group/);
  });

  it('refuses a route outside any group', async () => {
    await expect(
      buildTestApp({}, { setup: (app) => app.register(answer(probes.public)) }),
    ).rejects.toThrow(/cannot be registered in the root route group/);
  });
});
