import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../lib/png.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createStoredFile } from '../../test/builders.js';

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
