import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { createOutboxRepository } from '../../modules/mail/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { closeDatabaseOf } from '../../test/close-database.js';

/*
 * GET /metrics (README.md, "Health and metrics"): off (404) without METRICS_TOKEN, behind
 * the bearer token with it, and never answered by the web app's history fallback.
 */

const TOKEN = 'metrics-token-0123456789abcdef0123456789';
const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';

let webDist: string;
let off: TestApp;
let on: TestApp;
let databaseDown: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'academy-web-dist-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), indexHtml);
  [off, on, databaseDown] = await Promise.all([
    buildTestApp({ webDist }),
    buildTestApp({ webDist, metricsToken: TOKEN }),
    buildTestApp({ metricsToken: TOKEN }),
  ]);
  await closeDatabaseOf(databaseDown.app);
});

afterAll(async () => {
  await Promise.all([off?.close(), on?.close(), databaseDown?.close()]);
  await rm(webDist, { recursive: true, force: true });
});

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { accept: 'text/html', ...(authorization ? { authorization } : {}) },
  });

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of Prometheus' text format (comments left out). */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
      );
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

/** The value of the sample named `name` whose labels include `labels`; undefined if none. */
function sampleValue(text: string, name: string, labels: Record<string, string> = {}) {
  return samples(text).find(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}

async function metricsText(t: TestApp): Promise<string> {
  const response = await scrape(t, `Bearer ${TOKEN}`);
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('METRICS_TOKEN', () => {
  it('is optional, and at least 32 bytes when given', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 32 bytes/,
    );
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('answers the JSON 404 of an unknown path, not the web app, whatever the token', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const response = await scrape(off, authorization);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'ERR_NOT_FOUND' });
    }
    expect(off.app.metricsRegistry).toBeNull();
  });

  it('answers below /metrics with the JSON 404 too, never the web app', async () => {
    const response = await off.app.inject({
      method: 'GET',
      url: '/metrics/anything',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, message: 'ERR_NOT_FOUND' });
    // The web build is served: a page of the app gets index.html.
    expect((await off.app.inject({ method: 'GET', url: '/home' })).body).toContain(
      '<div id="root">',
    );
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  it('answers 401 without the token or with a wrong one', async () => {
    for (const authorization of [
      undefined,
      TOKEN,
      `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`,
      `Bearer ${TOKEN.slice(0, -1)}x`,
      `Bearer ${TOKEN}x`,
      'Bearer ',
    ]) {
      const response = await scrape(on, authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, message: 'ERR_UNAUTHORIZED' });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
  });

  it('answers the metrics in Prometheus text format with the token, never the web app', async () => {
    const response = await scrape(on, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain('<div id="root">');
    // prom-client's default Node.js metrics.
    expect(sampleValue(response.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(response.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('times requests by route pattern, method and status, never by the raw URL', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await on.app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);
    }
    const fileId = randomUUID();
    const missingFile = await on.app.inject({ method: 'GET', url: `/v1/files/${fileId}/public` });
    expect(missingFile.statusCode).toBe(404);
    const unknown = await on.app.inject({ method: 'POST', url: '/v1/no-such-route-4711' });
    expect(unknown.statusCode).toBe(404);
    // Fastify's HEAD route of a GET is a route of its own, timed once.
    expect((await on.app.inject({ method: 'HEAD', url: '/v1/health' })).statusCode).toBe(200);
    // Routes of the external plugins are timed too (the OpenAPI document).
    expect((await on.app.inject({ method: 'GET', url: '/v1/docs/json' })).statusCode).toBe(200);

    const text = await metricsText(on);
    const health = { route: '/v1/health', method: 'GET', status_code: '200' };
    expect(sampleValue(text, 'http_request_duration_seconds_count', health)).toBe(3);
    expect(sampleValue(text, 'http_request_duration_seconds_sum', health)).toBeGreaterThan(0);
    expect(
      sampleValue(text, 'http_request_duration_seconds_bucket', { ...health, le: '+Inf' }),
    ).toBe(3);
    expect(
      sampleValue(text, 'http_request_duration_seconds_count', { ...health, method: 'HEAD' }),
    ).toBe(1);
    expect(
      sampleValue(text, 'http_request_duration_seconds_count', {
        route: '/v1/docs/json',
        method: 'GET',
        status_code: '200',
      }),
    ).toBe(1);
    expect(
      sampleValue(text, 'http_request_duration_seconds_count', {
        route: '/v1/files/:fileId/public',
        method: 'GET',
        status_code: '404',
      }),
    ).toBe(1);
    expect(
      sampleValue(text, 'http_request_duration_seconds_count', {
        route: 'unmatched',
        method: 'POST',
        status_code: '404',
      }),
    ).toBe(1);
    expect(text).not.toContain(fileId);
    expect(text).not.toContain('no-such-route-4711');
    // Every route label is the pattern of a route of the app (or the one for unknown paths).
    const timed = samples(text).filter(
      (sample) => sample.name === 'http_request_duration_seconds_count',
    );
    expect(timed.length).toBeGreaterThanOrEqual(4);
    for (const { labels } of timed) {
      const { route = '', method = '' } = labels;
      const known = on.app.hasRoute({ method: method as 'GET', url: route });
      expect(route === 'unmatched' || known, `${method} ${route}`).toBe(true);
    }
  });

  it('reports the outbox waiting, read from the table at the scrape', async () => {
    const before = await metricsText(on);
    expect(sampleValue(before, 'academy_mail_outbox_waiting', { state: 'queued' })).toBe(0);
    expect(sampleValue(before, 'academy_mail_outbox_waiting', { state: 'retrying' })).toBe(0);

    const outbox = createOutboxRepository(on.app.db);
    const mail = { to: 'someone@academy.test', subject: 'S', html: '<p>H</p>', text: 'T' };
    const now = on.app.now();
    await outbox.enqueue({ ...mail, attachments: [] }, now);
    await outbox.enqueue({ ...mail, attachments: [] }, now);
    await outbox.enqueue({ ...mail, attachments: [] }, now);
    // One is sent; one fails and waits for its retry; one has not been tried.
    const [sent, failed] = await outbox.claimDue(now, new Date(now.getTime() + 60_000), 2);
    if (!sent || !failed) throw new Error('expected two claimed mails');
    await outbox.markSent(sent.id, now);
    await outbox.markFailed(failed.id, 'connection refused', new Date(now.getTime() + 10_000));

    const after = await metricsText(on);
    expect(sampleValue(after, 'academy_mail_outbox_waiting', { state: 'queued' })).toBe(1);
    expect(sampleValue(after, 'academy_mail_outbox_waiting', { state: 'retrying' })).toBe(1);
  });

  it("reports the PostgreSQL pool's use, and no pool for PGlite", async () => {
    const text = await metricsText(on);
    if (on.config.database.kind === 'postgres') {
      expect(sampleValue(text, 'academy_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sampleValue(text, 'academy_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sampleValue(text, 'academy_db_pool_waiting_queries')).toBe(0);
    } else {
      expect(text).not.toContain('academy_db_pool_');
    }
  });

  it('still answers while the database is down, without the outbox series', async () => {
    expect((await databaseDown.app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(
      503,
    );
    const text = await metricsText(databaseDown);
    expect(text).toContain('# TYPE academy_mail_outbox_waiting gauge');
    expect(sampleValue(text, 'academy_mail_outbox_waiting', { state: 'queued' })).toBeUndefined();
    expect(
      sampleValue(text, 'http_request_duration_seconds_count', {
        route: '/v1/health',
        status_code: '503',
      }),
    ).toBe(1);
    expect(databaseDown.rawLogs()).toContain('metrics: the outbox could not be read');
  });
});
