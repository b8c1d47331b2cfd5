import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../lib/png.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { bearer, createStoredFile, createUser, login } from '../../test/builders.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

const fileUrl = (id: string) => `/v1/files/${id}/public`;

describe('GET /v1/files/{fileId}/public', () => {
  it('serves an image inline with its type, strong ETag and a year of caching', async () => {
    const png = gradientPng(8, 8, [0, 0, 0], [255, 255, 255]);
    const file = await createStoredFile(t.app, {
      data: png,
      contentType: 'image/png',
      originalName: 'badge.png',
    });
    const response = await t.app.inject({ method: 'GET', url: fileUrl(file.id) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe('inline; filename="badge.png"');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[\w-]{43}"$/);
    expect(String(response.headers['content-security-policy'])).toContain('sandbox');
    expect(response.rawPayload.equals(png)).toBe(true);
  });

  it('answers 304 when the ETag matches', async () => {
    const file = await createStoredFile(t.app, {
      contentType: 'image/png',
      data: gradientPng(2, 2, [1, 2, 3], [4, 5, 6]),
    });
    const first = await t.app.inject({ method: 'GET', url: fileUrl(file.id) });
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: fileUrl(file.id),
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
    }
    const stale = await t.app.inject({
      method: 'GET',
      url: fileUrl(file.id),
      headers: { 'if-none-match': '"stale"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('never serves HTML or SVG as such', async () => {
    const cases = [
      { contentType: 'text/html', originalName: 'page.html', data: '<script>alert(1)</script>' },
      { contentType: 'image/svg+xml', originalName: 'logo.svg', data: '<svg onload="alert(1)"/>' },
      { contentType: 'application/xhtml+xml', originalName: null, data: '<html/>' },
    ];
    for (const { contentType, originalName, data } of cases) {
      const file = await createStoredFile(t.app, {
        contentType,
        originalName,
        data: Buffer.from(data),
      });
      const response = await t.app.inject({ method: 'GET', url: fileUrl(file.id) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/octet-stream');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="[\w.-]+\.bin"$/,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('makes file names safe for the header', async () => {
    const quoted = await createStoredFile(t.app, {
      contentType: 'application/pdf',
      originalName: 'report"; filename="evil.html',
    });
    const response = await t.app.inject({ method: 'GET', url: fileUrl(quoted.id) });
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+\.pdf"/);
    expect(response.headers['content-disposition']).not.toContain('evil.html"');

    const armenian = await createStoredFile(t.app, {
      contentType: 'application/pdf',
      originalName: 'Վկայական.pdf',
    });
    const unicode = await t.app.inject({ method: 'GET', url: fileUrl(armenian.id) });
    expect(unicode.headers['content-disposition']).toBe(
      `attachment; filename="${armenian.id}.pdf"; filename*=UTF-8''${encodeURIComponent('Վկայական.pdf')}`,
    );
  });

  it('answers 404 ERR_FILE_NOT_FOUND for an unknown id', async () => {
    const response = await t.app.inject({ method: 'GET', url: fileUrl(randomUUID()) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, message: 'ERR_FILE_NOT_FOUND' });
  });

  it('answers 400 with the standard shape for a malformed id', async () => {
    for (const id of ['abc', '..%2F..%2Fjwt-secret', `${randomUUID()}x`]) {
      const response = await t.app.inject({ method: 'GET', url: fileUrl(id) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message: 'ERR_VALIDATION' });
    }
  });
});

describe('private files', () => {
  const submittedUrl = (id: string) => `/v1/files/${id}`;
  const tokenOf = async (role: 'student' | 'mentor' | 'admin') => {
    const user = await createUser(t.app, { role });
    return { user, token: (await login(t.app, user)).accessToken };
  };

  it('are not served by the public address, whoever asks', async () => {
    const owner = await tokenOf('student');
    const file = await createStoredFile(t.app, {
      contentType: 'application/pdf',
      createdBy: owner.user.id,
      visibility: 'private',
    });
    for (const headers of [{}, bearer(owner.token)]) {
      const response = await t.app.inject({ method: 'GET', url: fileUrl(file.id), headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'ERR_FILE_NOT_FOUND' });
    }
  });

  it('go to their owner and to staff, never cached, with the safe headers', async () => {
    const owner = await tokenOf('student');
    const data = Buffer.from('%PDF-1.4 the report');
    const file = await createStoredFile(t.app, {
      data,
      contentType: 'application/pdf',
      originalName: 'report.pdf',
      createdBy: owner.user.id,
      visibility: 'private',
    });
    const mentor = await tokenOf('mentor');
    const admin = await tokenOf('admin');
    for (const caller of [owner, mentor, admin]) {
      const response = await t.app.inject({
        method: 'GET',
        url: submittedUrl(file.id),
        headers: bearer(caller.token),
      });
      expect(response.statusCode, caller.user.role).toBe(200);
      expect(response.rawPayload.equals(data)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="report.pdf"');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(String(response.headers['content-security-policy'])).toContain('sandbox');
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it('show images in place and never serve active content as itself', async () => {
    const owner = await tokenOf('student');
    const png = await createStoredFile(t.app, {
      data: gradientPng(2, 2, [0, 0, 0], [9, 9, 9]),
      contentType: 'image/png',
      originalName: 'screen.png',
      createdBy: owner.user.id,
      visibility: 'private',
    });
    const image = await t.app.inject({
      method: 'GET',
      url: submittedUrl(png.id),
      headers: bearer(owner.token),
    });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe('inline; filename="screen.png"');

    const html = await createStoredFile(t.app, {
      data: Buffer.from('<script>alert(1)</script>'),
      contentType: 'text/html',
      originalName: 'page.html',
      createdBy: owner.user.id,
      visibility: 'private',
    });
    const page = await t.app.inject({
      method: 'GET',
      url: submittedUrl(html.id),
      headers: bearer(owner.token),
    });
    expect(page.headers['content-type']).toBe('application/octet-stream');
    expect(page.headers['content-disposition']).toBe('attachment; filename="page.bin"');
  });

  it('do not exist for another student, and need a sign-in', async () => {
    const owner = await tokenOf('student');
    const other = await tokenOf('student');
    const file = await createStoredFile(t.app, {
      createdBy: owner.user.id,
      visibility: 'private',
    });
    const foreign = await t.app.inject({
      method: 'GET',
      url: submittedUrl(file.id),
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ statusCode: 404, message: 'ERR_FILE_NOT_FOUND' });

    const unknown = await t.app.inject({
      method: 'GET',
      url: submittedUrl(randomUUID()),
      headers: bearer(owner.token),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ statusCode: 404, message: 'ERR_FILE_NOT_FOUND' });

    const anonymous = await t.app.inject({ method: 'GET', url: submittedUrl(file.id) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ statusCode: 401, message: 'ERR_UNAUTHORIZED' });
  });

  it('a public file is served to any signed-in caller too', async () => {
    const caller = await tokenOf('student');
    const file = await createStoredFile(t.app, { contentType: 'text/plain' });
    const response = await t.app.inject({
      method: 'GET',
      url: submittedUrl(file.id),
      headers: bearer(caller.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
