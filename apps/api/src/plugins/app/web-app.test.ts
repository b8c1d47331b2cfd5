import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
let webDist: string;
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/index-3f9a1c.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'academy-web-dist-'));
  await mkdir(join(webDist, 'assets'));
  await mkdir(join(webDist, 'locales', 'en'), { recursive: true });
  await writeFile(join(webDist, 'index.html'), indexHtml);
  await writeFile(join(webDist, 'assets', 'index-3f9a1c.js'), 'console.log("app");'.repeat(200));
  await writeFile(join(webDist, 'locales', 'en', 'common.json'), '{"home":"Home"}');
  await writeFile(join(webDist, 'robots.txt'), 'User-agent: *\n');
  t = await buildTestApp({ webDist });
});

afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const page = (url: string, accept = 'text/html,application/xhtml+xml') =>
  t.app.inject({ method: 'GET', url, headers: { accept } });

describe('the built web app', () => {
  it('answers a client-side route with index.html, revalidated on every load', async () => {
    for (const url of ['/lecture/3', '/auth/verification?token=abc', '/', '/home']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await page('/assets/index-3f9a1c.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves translation bundles and other files revalidated', async () => {
    const bundle = await page('/locales/en/common.json', 'application/json');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.json()).toEqual({ home: 'Home' });
    expect(bundle.headers['cache-control']).toBe('no-cache');
    expect((await page('/robots.txt', '*/*')).headers['cache-control']).toBe('no-cache');
  });

  it('compresses what it serves', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/lecture/3',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/index-3f9a1c.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
  });

  it('keeps 404s for missing assets, non-page requests and the API', async () => {
    expect((await page('/assets/missing-123.js', '*/*')).statusCode).toBe(404);
    expect((await page('/lecture/3', 'application/json')).statusCode).toBe(404);
    const api = await page('/v1/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ statusCode: 404, message: 'ERR_NOT_FOUND' });
    const post = await t.app.inject({
      method: 'POST',
      url: '/lecture/3',
      headers: { accept: 'text/html' },
    });
    expect(post.statusCode).toBe(404);
  });

  it('keeps one-time tokens in page URLs out of the logs', () => {
    expect(t.rawLogs()).not.toContain('token=abc');
  });
});
