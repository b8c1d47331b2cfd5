/**
 * The web app's loading figures for four pages (/home, /auth/login,
 * /registration/main-information, /dashboard as the demo student), against a running
 * production server:
 *  - the gzip bytes of the JavaScript and of the CSS each page loads before interaction
 *    (every script and stylesheet requested until the network is idle, each fetched again
 *    with `accept-encoding: gzip` and counted as the server sends it);
 *  - Lighthouse's performance and accessibility scores, mobile emulation (its default
 *    config: a mid-range phone, simulated slow 4G and CPU throttling), on Debian's Chromium.
 * One Chromium with a remote-debugging port serves both: Playwright drives it to log in (the
 * tokens stay in the profile's local storage, as the app keeps them with "Remember me"),
 * and Lighthouse audits over the same port.
 *
 * Alone: `npm run bench:web -w bench -- http://localhost:3160` (a server started with
 * `PORT=3160 PUBLIC_URL=http://localhost:3160 node e2e/scripts/serve.mjs`). BENCH_WEB_RUNS=n
 * audits each page n times and keeps the median; BENCH_WEB_DETAILS=1 prints the audits that
 * cost points; BENCH_WEB_REPORTS=<dir> saves each page's median Lighthouse result as JSON. Lighthouse simulates the phone's CPU from the time tasks take here: on a
 * machine busy with other work the performance scores come out lower than they are.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { get as getHttps } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { DEMO_STUDENT, logInOnScreen } from './demo-logins.js';

export interface WebRow {
  page: string;
  /** Gzip bytes of the scripts loaded before interaction. */
  jsGzipBytes: number;
  /** Gzip bytes of the stylesheets loaded before interaction. */
  cssGzipBytes: number;
  /** Lighthouse scores, 0–100, mobile emulation; null when the audit failed. */
  performance: number | null;
  accessibility: number | null;
  /** First Contentful Paint, Largest Contentful Paint and Total Blocking Time as Lighthouse
   * simulates them, in ms. */
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
}

/** The pages measured; `signedIn` ones need the demo student's session. */
export const webPages = [
  { path: '/home', signedIn: false },
  { path: '/auth/login', signedIn: false },
  { path: '/registration/main-information', signedIn: false },
  { path: '/dashboard', signedIn: true },
] as const;

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForDevtools(port: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Chromium did not open its debugging port ${port}`);
}

interface Browser {
  port: number;
  process: ChildProcess;
  close(): Promise<void>;
}

async function launchChromium(): Promise<Browser> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'academy-bench-web-'));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumFlags,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitForDevtools(port);
  return {
    port,
    process: child,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      // Chromium's helper processes (crashpad, the network and GPU services) may still write
      // into the profile for a moment after the main process exits, so removing it can fail
      // with ENOTEMPTY. Retry for a while, then leave it: a stray temporary profile must not
      // cost the run its table.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`could not remove the temporary Chromium profile ${profile}: ${error}`);
      }
    },
  };
}

/** The body size of `url` as the server sends it to a client that accepts gzip only. */
function gzipBytes(url: string): Promise<number> {
  const getter = url.startsWith('https:') ? getHttps : get;
  return new Promise((resolve, reject) => {
    getter(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** The scripts and stylesheets `path` loads until the network is idle, gzip bytes each. */
async function loadedBytes(page: Page, base: string, path: string) {
  const urls = { script: new Set<string>(), stylesheet: new Set<string>() };
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') urls[type].add(request.url());
  };
  page.on('request', onRequest);
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  page.off('request', onRequest);
  const sum = async (list: Set<string>) =>
    (await Promise.all([...list].map(gzipBytes))).reduce((total, bytes) => total + bytes, 0);
  return { jsGzipBytes: await sum(urls.script), cssGzipBytes: await sum(urls.stylesheet) };
}

async function audit(port: number, url: string, keepStorage: boolean) {
  const result = await lighthouse(
    url,
    {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      // Signed-in pages keep the profile's storage, where the session's tokens are.
      disableStorageReset: keepStorage,
    },
    undefined,
  );
  const lhr = result?.lhr;
  const score = (id: string) => {
    const value = lhr?.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const ms = (id: string) => {
    const value = lhr?.audits[id]?.numericValue;
    return typeof value === 'number' ? Math.round(value) : null;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    lhr,
  };
}

/**
 * Lighthouse's scores move from run to run (more so on a busy machine): with BENCH_WEB_RUNS=n
 * each page is audited n times and the run with the median performance score is kept.
 */
const auditRuns = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1) || 1);

async function medianAudit(port: number, url: string, keepStorage: boolean) {
  const runs: Awaited<ReturnType<typeof audit>>[] = [];
  for (let run = 0; run < auditRuns; run += 1) runs.push(await audit(port, url, keepStorage));
  runs.sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  const median = runs[Math.floor((runs.length - 1) / 2)];
  if (!median) throw new Error(`no Lighthouse run for ${url}`);
  return median;
}

/** Measures the four pages against the server at `base` (e.g. http://localhost:3160). */
export async function measureWeb(base: string): Promise<WebRow[]> {
  const browser = await launchChromium();
  try {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
    const context = cdp.contexts()[0] ?? (await cdp.newContext());
    const page = await context.newPage();
    const sizes = new Map<string, { jsGzipBytes: number; cssGzipBytes: number }>();
    for (const { path, signedIn } of webPages) {
      if (signedIn) continue;
      sizes.set(path, await loadedBytes(page, base, path));
    }
    await page.close();

    const rows: WebRow[] = [];
    // The public pages first, with Lighthouse's storage reset (logged out); then the
    // student logs in once and the signed-in pages keep that storage.
    for (const { path, signedIn } of webPages) {
      if (signedIn) {
        const login = await context.newPage();
        // The notifications' live stream stays open while a signed-in page is shown, so the
        // network would never idle: here it ends at once (it opens after the load event, so
        // what the page loads first is unchanged; routing switches the cache off, which a
        // count of bytes does not mind).
        await login.route('**/v1/notifications/stream', (route) =>
          route.fulfill({ status: 200, contentType: 'text/event-stream', body: '' }),
        );
        await logInOnScreen(login, base, DEMO_STUDENT);
        await login.waitForLoadState('networkidle');
        sizes.set(path, await loadedBytes(login, base, path));
        await login.goto('about:blank');
        await login.close();
      }
      const scores = await medianAudit(browser.port, `${base}${path}`, signedIn);
      const size = sizes.get(path) ?? { jsGzipBytes: Number.NaN, cssGzipBytes: Number.NaN };
      rows.push({
        page: path,
        ...size,
        performance: scores.performance,
        accessibility: scores.accessibility,
        fcpMs: scores.fcpMs,
        lcpMs: scores.lcpMs,
        tbtMs: scores.tbtMs,
      });
      if (process.env.BENCH_WEB_DETAILS && scores.lhr) printFindings(path, scores.lhr);
      if (process.env.BENCH_WEB_REPORTS && scores.lhr) saveReport(path, scores.lhr);
    }
    await cdp.close();
    return rows;
  } finally {
    await browser.close();
  }
}

/** With BENCH_WEB_DETAILS set: the audits that cost points, for finding what to fix. */
function printFindings(
  path: string,
  lhr: { audits: Record<string, { score: number | null; title: string; displayValue?: string }> },
) {
  const failing = Object.entries(lhr.audits)
    .filter(([, audit]) => audit.score !== null && audit.score < 0.9)
    .map(([id, audit]) => `  ${id}: ${audit.score} ${audit.displayValue ?? ''} (${audit.title})`);
  console.log(`${path}\n${failing.join('\n') || '  (nothing below 0.9)'}`);
}

/** With BENCH_WEB_REPORTS=<dir>: the median run's full Lighthouse result, one JSON per page. */
function saveReport(path: string, lhr: unknown) {
  const dir = process.env.BENCH_WEB_REPORTS ?? '.';
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${path.slice(1).replaceAll('/', '_') || 'root'}.json`);
  writeFileSync(file, JSON.stringify(lhr));
  console.log(`  report: ${file}`);
}

const kb = (bytes: number) => (Number.isNaN(bytes) ? '—' : (bytes / 1024).toFixed(1));
const orDash = (value: number | null) => (value === null ? '—' : String(value));

const seconds = (ms: number | null) => (ms === null ? '—' : (ms / 1000).toFixed(2));

/** Prints the rows as a table: sizes in KB (gzip), scores out of 100, FCP and LCP in
 * seconds, TBT in ms. */
export function printWebTable(rows: WebRow[]): void {
  const header = ['page', 'JS KB gz', 'CSS KB gz', 'perf', 'a11y', 'FCP s', 'LCP s', 'TBT ms'];
  const cells = rows.map((row) => [
    row.page,
    kb(row.jsGzipBytes),
    kb(row.cssGzipBytes),
    orDash(row.performance),
    orDash(row.accessibility),
    seconds(row.fcpMs),
    seconds(row.lcpMs),
    orDash(row.tbtMs),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((line) => line[i]?.length ?? 0)),
  );
  const line = (values: string[]) =>
    `| ${values.map((value, i) => (i === 0 ? value.padEnd(widths[i] ?? 0) : value.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((width, i) => `${'-'.repeat(width + 1)}${i === 0 ? '-' : ':'}`).join('|')}|`,
  );
  for (const values of cells) console.log(line(values));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
  printWebTable(await measureWeb(base));
}
