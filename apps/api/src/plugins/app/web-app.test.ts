import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
let webDist: string;
const pageHtml = `<!doctype html><html><head><script type="module" src="/assets/index-3f9a1c.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
/** index.html carries the first-load script inline, and the table it reads (a data block). */
const firstLoadScript = 'window.started = true;';
const indexHtml = pageHtml.replace(
  '<script type="module"',
  `<script type="application/json" id="first-load-table">{"routes":[]}</script><script>${firstLoadScript}</script><script type="module"`,
);
const firstLoadHash = `'sha256-${createHash('sha256').update(firstLoadScript).digest('base64')}'`;

const prerenderedHome = pageHtml.replace('<div id="root">', '<div id="root"><h1>Home</h1>');
const prerenderedLogin = pageHtml.replace('<div id="root">', '<div id="root"><h1>Log in</h1>');

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'academy-web-dist-'));
  await mkdir(join(webDist, 'assets'));
  await mkdir(join(webDist, 'locales', 'en'), { recursive: true });
  await writeFile(join(webDist, 'index.html'), indexHtml);
  await writeFile(join(webDist, 'assets', 'index-3f9a1c.js'), 'console.log("app");'.repeat(200));
  await writeFile(join(webDist, 'assets', 'code-run.worker-B7x_9q.js'), 'self.onmessage = null;');
  await writeFile(join(webDist, 'locales', 'en', 'common.json'), '{"home":"Home"}');
  await writeFile(join(webDist, 'robots.txt'), 'User-agent: *\n');
  await mkdir(join(webDist, 'prerendered', 'auth'), { recursive: true });
  await writeFile(join(webDist, 'prerendered', 'home.html'), prerenderedHome);
  await writeFile(join(webDist, 'prerendered', 'auth', 'login.html'), prerenderedLogin);
  t = await buildTestApp({ webDist });
});

afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const page = (url: string, accept = 'text/html,application/xhtml+xml') =>
  t.app.inject({ method: 'GET', url, headers: { accept } });

const pageOf = (response: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}) => ({
  status: response.statusCode,
  html:
    String(response.headers['content-type']).includes('text/html') &&
    response.body.includes('<div id="root">'),
});

/** What a browser, curl, a link checker or a script would send. */
const acceptHeaders = ['text/html,application/xhtml+xml', '*/*', 'application/json', undefined];

describe('the built web app', () => {
  it('answers every page of the app with index.html, revalidated on every load', async () => {
    for (const url of [
      '/',
      '/home',
      '/home/',
      '/terms',
      '/privacy',
      '/lecture/3',
      '/subject/abc',
      '/auth/login',
      '/auth/set-password',
      '/auth/verification?token=abc',
      '/registration/check-email',
      '/profile/change-password',
      '/admin',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('answers a page whatever the request accepts', async () => {
    for (const accept of acceptHeaders) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/home',
        headers: accept ? { accept } : {},
      });
      expect(pageOf(response), String(accept)).toEqual({ status: 200, html: true });
      const head = await t.app.inject({
        method: 'HEAD',
        url: '/home',
        headers: accept ? { accept } : {},
      });
      expect(head.statusCode, String(accept)).toBe(200);
    }
  });

  it('answers any other path with 404 and index.html, so the app shows its not-found page', async () => {
    for (const accept of acceptHeaders) {
      for (const url of [
        '/nowhere',
        '/admin/nowhere',
        '/subject/1/2',
        '/favicon.ico',
        '/devices',
      ]) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: accept ? { accept } : {},
        });
        expect(pageOf(response), `${url} ${accept}`).toEqual({ status: 404, html: true });
        expect(response.headers['cache-control']).toBe('no-cache');
      }
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

  it('keeps plain 404s for missing files of the build, the API, /dev and other methods', async () => {
    for (const url of ['/assets/missing-123.js', '/locales/en/missing.json', '/locales/xx/']) {
      const response = await page(url, '*/*');
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'ERR_NOT_FOUND' });
    }
    for (const url of ['/v1/no-such-route', '/v1', '/dev', '/dev/other', '/dev/mailbox/1/more']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'ERR_NOT_FOUND' });
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/lecture/3',
      headers: { accept: 'text/html' },
    });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ statusCode: 404, message: 'ERR_NOT_FOUND' });
  });

  it("allows index.html's inline script by its hash, and no other inline script anywhere", async () => {
    const policyOf = async (url: string) =>
      String((await page(url)).headers['content-security-policy']);
    for (const url of ['/', '/index.html', '/dashboard', '/subject/3', '/no/such/page']) {
      const scripts = /script-src ([^;]*)/.exec(await policyOf(url))?.[1];
      expect(scripts, url).toBe(`'self' ${firstLoadHash}`);
    }
    // The data block is never run: it has no hash of its own.
    const dataHash = createHash('sha256').update('{"routes":[]}').digest('base64');
    expect(await policyOf('/dashboard')).not.toContain(dataHash);
    for (const url of ['/home', '/auth/login', '/assets/index-3f9a1c.js', '/v1/health']) {
      expect(await policyOf(url), url).toContain("script-src 'self';");
    }
  });

  it("lets the code run worker's script compile WebAssembly, and no other answer", async () => {
    const policyOf = async (url: string) =>
      String((await page(url, '*/*')).headers['content-security-policy']);
    const worker = await page('/assets/code-run.worker-B7x_9q.js', '*/*');
    expect(worker.statusCode).toBe(200);
    const scripts = /script-src ([^;]*)/.exec(await policyOf('/assets/code-run.worker-B7x_9q.js'));
    expect(scripts?.[1]).toBe("'self' 'wasm-unsafe-eval'");
    for (const url of [
      '/dashboard',
      '/assets/index-3f9a1c.js',
      '/v1/health',
      '/assets/code-run.worker-B7x_9q.js/../index-3f9a1c.js',
      '/v1/health?x=/assets/code-run.worker-a.js',
    ]) {
      expect(await policyOf(url), url).not.toContain('wasm-unsafe-eval');
    }
  });

  it('keeps one-time tokens in page URLs out of the logs', () => {
    expect(t.rawLogs()).not.toContain('token=abc');
  });
});

describe('the prerendered pages', () => {
  it('answers their exact paths with their HTML, revalidated, under the same CSP', async () => {
    for (const [url, html] of [
      ['/home', prerenderedHome],
      ['/home?from=mail', prerenderedHome],
      ['/auth/login', prerenderedLogin],
    ] as const) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(html);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('leaves every other page to index.html', async () => {
    for (const url of ['/', '/home/', '/terms', '/auth/forgot-password', '/dashboard']) {
      const response = await page(url);
      expect(response.body, url).toBe(indexHtml);
    }
  });
});
