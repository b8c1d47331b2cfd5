import { DEMO_ADMIN, DEMO_STUDENT, type DemoAccount, logInOnScreen } from './demo-logins.js';
/**
 * How long a signed-in page takes to show its content in a real browser, beside the fastest
 * the same server could show that content: a static twin, the page's own rendered HTML with
 * its stylesheets and no script, served by the same server with the same compression
 * (README, "Performance"). For each page, in Debian's Chromium:
 *  - warm (the second visit on, everything cacheable cached, as a student moving around
 *    the app): navigation start → the content visible, the median of `runs` visits, for the
 *    page and for its twin, alternately; and the requests made before the content showed,
 *    and the deepest chain of them (the document is 1, what it names 2, what those name 3);
 *  - cold (a new browser profile holding only the session): the same time once, and the
 *    bytes transferred until the content showed.
 *
 * The twins are written into a copy of the build (`twinDist`), which the server measured
 * must serve (WEB_DIST): `writeTwins` renders each page once and saves it there, then the
 * caller starts that server and calls `measurePages`.
 *
 * Alone: `npm run bench:pages -w bench -- <dist copy> <server URL>` against a server started
 * with WEB_DIST=<dist copy> after `writeTwins` ran (see run.ts for the order).
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession, Page, Request } from '@playwright/test';
import { launchChromium } from './chromium.js';
import { printTable } from './table.js';

/** A page measured, and what on it means "the content is visible". */
export interface MeasuredPage {
  name: string;
  path: string;
  /** A CSS selector matching the page's content once it is drawn. */
  content: string;
  user: 'student' | 'admin';
}

export interface PageRow {
  page: string;
  /** Requests started before the content showed, the document included (warm). */
  requests: number;
  /** The deepest chain of those requests: document → what it names → … */
  depth: number;
  /** Median navigation start → content visible, warm, ms. */
  warmMs: number;
  twinWarmMs: number;
  /** warmMs / twinWarmMs. */
  ratio: number;
  /** The same, with nothing cached but the session. */
  coldMs: number;
  twinColdMs: number;
  /** Bytes over the wire until the content showed, cold. */
  coldBytes: number;
  twinColdBytes: number;
}

const accounts: Record<MeasuredPage['user'], DemoAccount> = {
  student: DEMO_STUDENT,
  admin: DEMO_ADMIN,
};

/** The pages of the table, for the data set's measured subject, lecture and test. */
export function measuredPages(ids: { subjectId: number; lectureId: number; taskId: number }) {
  return [
    {
      name: 'dashboard',
      path: '/dashboard',
      content: 'main a[href^="/subject/"]',
      user: 'student',
    },
    {
      name: 'subject',
      path: `/subject/${ids.subjectId}`,
      content: 'main a[href^="/lecture/"]',
      user: 'student',
    },
    { name: 'lecture', path: `/lecture/${ids.lectureId}`, content: 'main h1', user: 'student' },
    {
      name: 'task',
      path: `/task/${ids.taskId}`,
      content: 'main h1',
      user: 'student',
    },
    { name: 'admin', path: '/admin', content: 'main h1', user: 'admin' },
    {
      name: 'applicants',
      path: '/admin/applicants',
      content: 'main table tbody tr',
      user: 'admin',
    },
  ] satisfies MeasuredPage[];
}

/**
 * The notifications' live stream: a signed-in page holds it open for as long as it is shown
 * (opened after its load event), so the network is never idle while one is.
 */
const LIVE_STREAM = /\/v1\/notifications\/stream(\?|$)/;

/**
 * What Playwright's `networkidle` means, but for the live stream: `quiet()` resolves once no
 * other request of the page has been in flight for 500 ms. (Routing the stream away, as the
 * browser tests do, would switch the browser's cache off.)
 */
type Tracked = ReturnType<typeof trackRequests>;

function trackRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const done = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (LIVE_STREAM.test(request.url())) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < 500) {
        if (Date.now() > deadline) throw new Error(`${page.url()}: the network never quietened`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** Logs in through the login screen, remembered (the tokens in local storage). */
async function signedInContext(browser: Browser, base: string, user: MeasuredPage['user']) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests = trackRequests(page);
  await logInOnScreen(page, base, accounts[user]);
  await requests.quiet();
  return { context, page, requests };
}

const twinPath = (page: MeasuredPage) => `/bench-twin/${page.name}.html`;

/**
 * Renders each page once and writes its twin into `twinDist`: the document as drawn, its
 * scripts, module preloads and the first-load table removed, stylesheets kept; compressed
 * as the build compresses its files.
 */
export async function writeTwins(base: string, twinDist: string, pages: MeasuredPage[]) {
  const browser = await launchChromium();
  try {
    mkdirSync(join(twinDist, 'bench-twin'), { recursive: true });
    for (const user of ['student', 'admin'] as const) {
      const { context, page, requests } = await signedInContext(browser, base, user);
      for (const measured of pages.filter((candidate) => candidate.user === user)) {
        await page.goto(`${base}${measured.path}`);
        await page.locator(measured.content).first().waitFor();
        await requests.quiet();
        const html = await page.evaluate(() => {
          const copy = document.documentElement.cloneNode(true) as HTMLElement;
          for (const element of Array.from(
            copy.querySelectorAll(
              'script, link[rel="modulepreload"], link[rel="preload"], template',
            ),
          )) {
            element.remove();
          }
          return `<!doctype html>\n${copy.outerHTML}`;
        });
        const file = join(twinDist, `.${twinPath(measured)}`);
        writeFileSync(file, html);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

interface Visit {
  ms: number;
  requests: number;
  depth: number;
  bytes: number;
}

/**
 * One visit: navigation start → `content` visible (the page's own clock, at the frame that
 * shows it), and what was requested until then, as the browser's protocol reports it: who
 * started each request (for the chain's depth) and, once the page is quiet, its bytes.
 */
async function visit(
  page: Page,
  cdp: CDPSession,
  requests: Tracked,
  url: string,
  content: string,
): Promise<Visit> {
  await page.goto('about:blank');
  const started = new Map<string, { url: string; parent: string | null }>();
  const bytes = new Map<string, number>();
  const onRequest = (event: {
    requestId: string;
    request: { url: string };
    initiator: { type: string; url?: string; stack?: StackTrace };
  }) => {
    started.set(event.requestId, { url: event.request.url, parent: initiatorUrl(event.initiator) });
  };
  const onFinished = (event: { requestId: string; encodedDataLength: number }) => {
    bytes.set(event.requestId, event.encodedDataLength);
  };
  cdp.on('Network.requestWillBeSent', onRequest);
  cdp.on('Network.loadingFinished', onFinished);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      (selector) => {
        const element = document.querySelector(selector);
        return element && element.getBoundingClientRect().height > 0 ? performance.now() : null;
      },
      content,
      { polling: 'raf', timeout: 30_000 },
    );
    const ms = (await handle.jsonValue()) as number;
    // What had started by the time the browser told us: the page's requests until it showed.
    const before = [...started.entries()];
    await requests.quiet();
    const depthOf = chainDepth(new Map(before.map(([, request]) => [request.url, request.parent])));
    return {
      ms,
      requests: before.length,
      depth: Math.max(0, ...before.map(([, request]) => depthOf(request.url))),
      bytes: before.reduce((sum, [id]) => sum + (bytes.get(id) ?? 0), 0),
    };
  } finally {
    cdp.off('Network.requestWillBeSent', onRequest);
    cdp.off('Network.loadingFinished', onFinished);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}

/** The URL of what started a request: the document's parser, or a script (its own file). */
function initiatorUrl(initiator: { type: string; url?: string; stack?: StackTrace }) {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((call) => call.url);
    if (frame) return frame.url;
  }
  return null;
}

/** Each request's depth in its chain: 1 for one nothing in the list started. */
function chainDepth(parents: Map<string, string | null>) {
  const depths = new Map<string, number>();
  const depthOf = (url: string, seen = new Set<string>()): number => {
    const known = depths.get(url);
    if (known !== undefined) return known;
    const parent = parents.get(url);
    const depth =
      parent && parent !== url && parents.has(parent) && !seen.has(parent)
        ? depthOf(parent, new Set([...seen, url])) + 1
        : 1;
    depths.set(url, depth);
    return depth;
  };
  return depthOf;
}

async function measureUser(
  browser: Browser,
  base: string,
  pages: MeasuredPage[],
  user: MeasuredPage['user'],
  runs: number,
): Promise<PageRow[]> {
  const rows: PageRow[] = [];
  const { context, page, requests } = await signedInContext(browser, base, user);
  const session = await context.storageState();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  for (const measured of pages.filter((candidate) => candidate.user === user)) {
    const real = `${base}${measured.path}`;
    const twin = `${base}${twinPath(measured)}`;
    const cold = await coldVisits(browser, session, real, twin, measured.content);
    // Warm the cache with one visit of each, then alternate.
    await visit(page, cdp, requests, real, measured.content);
    await visit(page, cdp, requests, twin, measured.content);
    const reals: Visit[] = [];
    const twins: Visit[] = [];
    for (let run = 0; run < runs; run += 1) {
      reals.push(await visit(page, cdp, requests, real, measured.content));
      twins.push(await visit(page, cdp, requests, twin, measured.content));
    }
    const warmMs = median(reals.map((one) => one.ms));
    const twinWarmMs = median(twins.map((one) => one.ms));
    rows.push({
      page: measured.path.replace(/\/\d+$/, '/{id}'),
      requests: median(reals.map((one) => one.requests)),
      depth: Math.max(...reals.map((one) => one.depth)),
      warmMs,
      twinWarmMs,
      ratio: warmMs / twinWarmMs,
      coldMs: cold.real.ms,
      twinColdMs: cold.twin.ms,
      coldBytes: cold.real.bytes,
      twinColdBytes: cold.twin.bytes,
    });
  }
  await context.close();
  return rows;
}

/** One visit of the page and one of its twin, each in a new profile holding the session. */
async function coldVisits(
  browser: Browser,
  session: Awaited<ReturnType<BrowserContext['storageState']>>,
  real: string,
  twin: string,
  content: string,
) {
  const once = async (url: string) => {
    const context = await browser.newContext({ storageState: session });
    const page = await context.newPage();
    const requests = trackRequests(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    try {
      return await visit(page, cdp, requests, url, content);
    } finally {
      await context.close();
    }
  };
  return { real: await once(real), twin: await once(twin) };
}

/** The page table: each page and its twin, warm and cold. */
export async function measurePages(base: string, pages: MeasuredPage[], runs = 7) {
  const browser = await launchChromium();
  try {
    return [
      ...(await measureUser(browser, base, pages, 'student', runs)),
      ...(await measureUser(browser, base, pages, 'admin', runs)),
    ];
  } finally {
    await browser.close();
  }
}

export function printPagesTable(rows: PageRow[]) {
  const kb = (bytes: number) => (bytes / 1024).toFixed(0);
  printTable(
    [
      'page',
      'requests (warm)',
      'depth',
      'warm ms',
      'static twin ms',
      'ratio',
      'cold ms',
      'twin cold ms',
      'cold KB',
      'twin cold KB',
    ],
    rows.map((row) => [
      row.page,
      String(row.requests),
      String(row.depth),
      row.warmMs.toFixed(0),
      row.twinWarmMs.toFixed(0),
      row.ratio.toFixed(2),
      row.coldMs.toFixed(0),
      row.twinColdMs.toFixed(0),
      kb(row.coldBytes),
      kb(row.twinColdBytes),
    ]),
    1,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [twinDist, base, subjectId, lectureId, taskId] = process.argv.slice(2);
  if (!twinDist || !base)
    throw new Error('usage: pages.ts <dist copy> <server URL> [subject lecture task ids]');
  const pages = measuredPages({
    subjectId: Number(subjectId ?? 1),
    lectureId: Number(lectureId ?? 1),
    taskId: Number(taskId ?? 1),
  });
  if (process.env.BENCH_PAGES_WRITE_TWINS) await writeTwins(base, twinDist, pages);
  else printPagesTable(await measurePages(base, pages, Number(process.env.BENCH_PAGES_RUNS ?? 7)));
}
