import { defineEndpoint, endpoints, idParamsSchema } from '@academy/contracts';
import { aLoginResponse, aStudent } from '@academy/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpointUrl, handle, takeRefusals } from './handle';
import { server } from './msw-server';

const lecture = defineEndpoint({
  operationId: 'testGetLecture',
  method: 'GET',
  path: '/lectures/:id',
  access: 'student',
  tag: 'test',
  summary: 'A path parameter',
  params: idParamsSchema,
  responses: { 200: z.object({ id: z.number(), title: z.string() }) },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

const credentials = { email: 'student@academy.test', password: 'Student#2026', isRemember: false };

async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null), response };
}

afterEach(() => {
  // Whatever a test left unchecked must not leak into the next one's set-up check.
  takeRefusals();
});

describe('handle(endpoint, resolver)', () => {
  it('answers a declared success with its body, on the endpoint’s method and path', async () => {
    server.use(handle(endpoints.login, ({ reply }) => reply(200, aLoginResponse())));

    const answer = await post(endpointUrl(endpoints.login), credentials);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(aLoginResponse());
    expect(takeRefusals()).toEqual([]);
  });

  it('answers a declared failure as { statusCode, message }, with its headers', async () => {
    server.use(
      handle(endpoints.login, ({ reply }) =>
        reply(429, 'ERR_TOO_MANY_LOGIN_ATTEMPTS', { headers: { 'Retry-After': '600' } }),
      ),
    );

    const answer = await post(endpointUrl(endpoints.login), credentials);

    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ statusCode: 429, message: 'ERR_TOO_MANY_LOGIN_ATTEMPTS' });
    expect(answer.response.headers.get('retry-after')).toBe('600');
  });

  it('answers a validation failure with its fields', async () => {
    const errors = [{ field: 'email', message: 'Email is not a valid email!' }];
    server.use(
      handle(endpoints.login, ({ reply }) => reply(400, { message: 'ERR_VALIDATION', errors })),
    );

    const answer = await post(endpointUrl(endpoints.login), credentials);

    expect(answer.body).toEqual({ statusCode: 400, message: 'ERR_VALIDATION', errors });
  });

  it('answers a 204 without a body', async () => {
    server.use(handle(endpoints.logout, ({ reply }) => reply(204)));

    const response = await fetch(endpointUrl(endpoints.logout), { method: 'POST' });

    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('matches :name parameters and hands them to the resolver', async () => {
    server.use(
      handle(lecture, ({ params, reply }) =>
        reply(200, { id: Number(params.id), title: 'Closures' }),
      ),
    );

    const response = await fetch(endpointUrl(lecture).replace(':id', '12'));

    expect(await response.json()).toEqual({ id: 12, title: 'Closures' });
  });

  it('can drop the connection', async () => {
    server.use(handle(endpoints.getMe, ({ networkError }) => networkError()));

    await expect(fetch(endpointUrl(endpoints.getMe))).rejects.toThrow();
  });
});

describe('an answer outside the contract', () => {
  it('with an undeclared status: a 500 that names it, and a refusal that fails the test', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      // @ts-expect-error 401 is not a status of the login (wrong passwords answer 400)
      handle(endpoints.login, ({ reply }) => reply(401, 'ERR_USER_PASSWORD_IS_WRONG')),
    );

    const answer = await post(endpointUrl(endpoints.login), credentials);

    expect(answer.status).toBe(500);
    expect(answer.body.message).toMatch(/POST \/auth\/login \(login\): status 401 is not declared/);
    expect(takeRefusals()).toEqual([
      expect.stringMatching(
        /status 401 is not declared \(declared: 200, 400, 404, 413, 429, 500, 503\)/,
      ),
    ]);
  });

  it('with a code not declared for its status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(handle(endpoints.login, ({ reply }) => reply(400, 'ERR_TOKEN_INVALID')));

    const answer = await post(endpointUrl(endpoints.login), credentials);

    expect(answer.status).toBe(500);
    expect(takeRefusals()).toEqual([
      expect.stringMatching(
        /400 ERR_TOKEN_INVALID is not declared \(declared for 400: ERR_VALIDATION, ERR_BAD_REQUEST, ERR_USER_PASSWORD_IS_WRONG, ERR_TEMPORARY_PASSWORD_EXPIRED, ERR_ACCOUNT_DEACTIVATED\)/,
      ),
    ]);
  });

  it('with a success body its schema refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      handle(endpoints.getMe, ({ reply }) =>
        // @ts-expect-error a student's id is a number
        reply(200, { ...aStudent(), id: 'seven' }),
      ),
    );

    const response = await fetch(endpointUrl(endpoints.getMe));

    expect(response.status).toBe(500);
    expect(takeRefusals()).toEqual([expect.stringMatching(/the 200 body breaks its schema/)]);
  });

  it('with a body on a status that has none', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // @ts-expect-error a 204 has no body
    server.use(handle(endpoints.logout, ({ reply }) => reply(204, { done: true })));

    const response = await fetch(endpointUrl(endpoints.logout), { method: 'POST' });

    expect(response.status).toBe(500);
    expect(takeRefusals()).toEqual([expect.stringMatching(/204 has no body/)]);
  });

  it('a 403 on an endpoint no role guards does not even compile', () => {
    // Built, never used: the point is the compiler's refusal.
    // @ts-expect-error the student's own data is open to every signed-in role
    handle(endpoints.getMe, ({ reply }) => reply(403, 'ERR_USER_FORBIDDEN'));
    // @ts-expect-error a public call without a sign-in has no 401
    handle(endpoints.listCountries, ({ reply }) => reply(401, 'ERR_UNAUTHORIZED'));
    expect(takeRefusals()).toEqual([]);
  });
});
