import type { ErrorResponse, HealthResponse } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/app.js';
import { bearer, createUser, login } from './test/builders.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      setup(app) {
        app.get('/v1/test/boom', async () => {
          throw new Error('secret connection string postgres://admin:hunter2@db');
        });
        app.get(
          '/v1/test/admin-only',
          { preHandler: [app.authenticate, app.requireRole('admin')] },
          async () => ({ ok: true }),
        );
      },
    },
  );
});

afterAll(async () => {
  await t.close();
});

describe('health', () => {
  it('answers ok after reaching the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json<HealthResponse>()).toEqual({
      status: 'ok',
      database: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });
});

describe('errors', () => {
  it('answers unknown API routes with the JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/v1/no-such-route' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'ERR_NOT_FOUND' });
    }
  });

  it('answers 404 JSON outside /v1 when no web app is served', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/lecture/3',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, message: 'ERR_NOT_FOUND' });
  });

  it('lists the failing fields with the specification texts on a validation failure', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorResponse>();
    expect(body.statusCode).toBe(400);
    expect(body.message).toBe('ERR_VALIDATION');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Email is not a valid email!' },
        { field: 'password', message: 'This field is required' },
      ]),
    );
  });

  it('refuses fields the client must not set', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'someone@academy.test', password: 'Secret#123', role: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorResponse>();
    expect(body.message).toBe('ERR_VALIDATION');
    expect(body.errors?.map((error) => error.field)).toEqual(['role']);
  });

  it('refuses wrong types with the field, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 42, password: ['x'], isRemember: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json<ErrorResponse>().errors?.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password', 'isRemember']));
  });

  it('answers a missing body with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().message).toBe('ERR_VALIDATION');
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", "password":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, message: 'ERR_BAD_REQUEST' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ statusCode: 413, message: 'ERR_PAYLOAD_TOO_LARGE' });
  });

  it('hides the internals of unexpected failures and logs them with the stack', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, message: 'ERR_INTERNAL' });
    expect(response.body).not.toContain('hunter2');
    const logged = t.logs.find((line) => line.msg === 'request failed');
    expect(JSON.stringify(logged)).toContain('at ');
  });
});

describe('roles', () => {
  it('answers 403 ERR_USER_FORBIDDEN to a role without access', async () => {
    const student = await createUser(t.app, { role: 'student' });
    const { accessToken } = await login(t.app, student);
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/test/admin-only',
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, message: 'ERR_USER_FORBIDDEN' });
  });

  it('lets the role in', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const { accessToken } = await login(t.app, admin);
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/test/admin-only',
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the helmet headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/health' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('lets a page frame the YouTube and Vimeo players, and nothing else', async () => {
    for (const url of ['/v1/health', '/dashboard']) {
      const response = await t.app.inject({ method: 'GET', url });
      const directives = String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim());
      expect(directives.filter((directive) => /^(frame|child)-src/.test(directive))).toEqual([
        'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
      ]);
      expect(directives).toContain("frame-ancestors 'none'");
    }
  });
});

describe('OpenAPI', () => {
  it('documents the routes at /v1/docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/v1/health', '/v1/auth/login', '/v1/students']),
    );
  });

  it('serves Swagger UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('compresses large responses', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });
});
