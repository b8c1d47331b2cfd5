import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { securityHeaders } from '../external/helmet.js';

/*
 * Errors Fastify raises itself, before or instead of a route, answer like every other
 * failure: `{ statusCode, message }` with a catalogue code, nothing of the request echoed,
 * and the security headers of every answer.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string | string[] | number | undefined>;

function expectSecurityHeaders(headers: Headers) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(String(headers['content-security-policy'])).toContain("default-src 'self'");
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['content-type']).toBe('application/json; charset=utf-8');
}

describe('framework errors', () => {
  it.each([
    {
      name: 'a malformed URL',
      request: { method: 'GET', url: '/v1/%E0%A4%A' },
      answer: { statusCode: 400, message: 'ERR_BAD_REQUEST' },
      echo: '%E0%A4%A',
    },
    {
      name: 'a path parameter over the length limit',
      request: { method: 'GET', url: `/v1/files/${'a'.repeat(150)}` },
      answer: { statusCode: 414, message: 'ERR_BAD_REQUEST' },
      echo: 'aaaaaaaaaa',
    },
    {
      name: 'a content type no parser takes',
      request: {
        method: 'POST',
        url: '/v1/auth/login',
        headers: { 'content-type': 'text/x-probe' },
        payload: '<login/>',
      },
      answer: { statusCode: 415, message: 'ERR_BAD_REQUEST' },
      echo: 'x-probe',
    },
    {
      name: 'a body over the limit',
      request: {
        method: 'POST',
        url: '/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
      },
      answer: { statusCode: 413, message: 'ERR_PAYLOAD_TOO_LARGE' },
      echo: 'xxxxxxxxxx',
    },
    {
      name: 'malformed JSON',
      request: {
        method: 'POST',
        url: '/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "probe@academy.test", "password":',
      },
      answer: { statusCode: 400, message: 'ERR_BAD_REQUEST' },
      echo: 'probe@academy.test',
    },
    {
      name: 'a method no route has',
      request: { method: 'DELETE', url: '/v1/health' },
      answer: { statusCode: 404, message: 'ERR_NOT_FOUND' },
      echo: 'DELETE',
    },
    {
      name: 'an unknown route',
      request: { method: 'GET', url: '/v1/no-such-probe' },
      answer: { statusCode: 404, message: 'ERR_NOT_FOUND' },
      echo: 'no-such-probe',
    },
  ] as const)('answers $name like any failure, with the security headers', async (entry) => {
    const response = await t.app.inject(entry.request);
    expect(response.statusCode).toBe(entry.answer.statusCode);
    expect(response.json()).toEqual(entry.answer);
    expect(response.body).not.toContain(entry.echo);
    expect(response.body).not.toContain('FST_');
    expectSecurityHeaders(response.headers);
  });
});

describe('the security headers of a framework error', () => {
  it('are those of a normal answer, all of them', async () => {
    const normal = await t.app.inject({ method: 'GET', url: '/v1/health' });
    const refused = await t.app.inject({ method: 'GET', url: '/v1/%E0%A4%A' });
    const names = Object.keys(securityHeaders);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      expect(normal.headers[name]).toBe(securityHeaders[name]);
      expect(refused.headers[name]).toBe(securityHeaders[name]);
    }
  });
});

describe('over a real connection', () => {
  let port: number;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Sends raw bytes and answers the status, headers and body the server wrote back. */
  function exchange(request: string) {
    return new Promise<{ statusCode: number; headers: Headers; body: string }>(
      (resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let received = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => {
          received += chunk;
        });
        // The server may close while a long request is still being written: what it
        // answered before closing is what counts.
        socket.on('error', (error) => {
          if (!received) reject(error);
        });
        socket.on('close', () => {
          const [head = '', body = ''] = received.split('\r\n\r\n');
          const [status = '', ...lines] = head.split('\r\n');
          const headers: Headers = {};
          for (const line of lines) {
            const colon = line.indexOf(':');
            headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
          }
          resolve({ statusCode: Number(status.split(' ')[1]), headers, body });
        });
      },
    );
  }

  it('answers a malformed URL with the app error and headers', async () => {
    const answer = await exchange(
      'GET /v1/%E0%A4%A HTTP/1.1\r\nHost: academy.test\r\nConnection: close\r\n\r\n',
    );
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ statusCode: 400, message: 'ERR_BAD_REQUEST' });
    expectSecurityHeaders(answer.headers);
  });

  it('answers a request the HTTP parser refuses (an unknown method) the same way', async () => {
    const answer = await exchange(
      'PROBE /v1/health HTTP/1.1\r\nHost: academy.test\r\nConnection: close\r\n\r\n',
    );
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ statusCode: 400, message: 'ERR_BAD_REQUEST' });
    expectSecurityHeaders(answer.headers);
  });

  it('answers headers over the size limit with 431', async () => {
    const answer = await exchange(
      `GET /v1/health HTTP/1.1\r\nHost: academy.test\r\nX-Probe: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.statusCode).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ statusCode: 431, message: 'ERR_BAD_REQUEST' });
    expectSecurityHeaders(answer.headers);
  });
});
