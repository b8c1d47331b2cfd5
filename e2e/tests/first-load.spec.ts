import { expect, type Page, test } from '@playwright/test';
import { demoStudent, logIn } from '../support/accounts';
import { endLiveStreamAtOnce, LIVE_STREAM_CODE } from '../support/live-stream';
import { demoAdmin, logInAsStaff } from '../support/staff';

// These checks wait for the network to be idle (support/live-stream.ts).
test.beforeEach(async ({ page }) => {
  await endLiveStreamAtOnce(page);
});

/**
 * The first load of a signed-in page (apps/web/README.md, "First load"): the page's HTML
 * starts everything its routes need, one step after the document. For every page of the
 * first-load table, opened afresh (warm cache) as its user:
 *  - every API read it makes before its content shows was started by the table, once (the
 *    app takes the answer instead of asking again);
 *  - every script, stylesheet and translation bundle it loads is the entry's or named by the
 *    table (nothing is discovered only after code ran);
 *  - it reads nothing the table started for nothing (the app warns of that), and the inline
 *    script runs under the Content-Security-Policy (a refused one is a console error).
 */

interface Table {
  files: string[];
  routes: { path: string; reads: string[]; namespaces: string[]; js: number[]; css: number[] }[];
}

/** The table and the entry's own files, as index.html holds them. */
async function readIndex(page: Page) {
  const html = await (await page.request.get('/dashboard')).text();
  const data = /<script type="application\/json" id="first-load-table">(.*?)<\/script>/s.exec(html);
  expect(data, 'index.html holds the first-load table').not.toBeNull();
  const entryFiles = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(
    ([, file]) => file,
  );
  return { table: JSON.parse(data?.[1] ?? '{}') as Table, entryFiles };
}

/** The table's route for an address: `:name` segments match any one segment. */
function routeFor(table: Table, path: string) {
  const segments = path.split('/');
  return table.routes.find((route) => {
    const parts = route.path.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
}

/** Opens `path` as a first load and checks it against its route in the table. */
async function checkFirstLoad(page: Page, path: string, content: string) {
  const { table, entryFiles } = await readIndex(page);
  const route = routeFor(table, path);
  expect(route, `${path} is in the first-load table`).toBeDefined();
  if (!route) return;
  const named = new Set([
    ...entryFiles,
    ...route.js.map((file) => table.files[file]),
    ...route.css.map((file) => table.files[file]),
  ]);
  const language = 'en';
  const bundles = new Set(
    route.namespaces.map((namespace) => `/locales/${language}/${namespace}.json`),
  );
  const id = path.split('/').at(-1) ?? '';
  const reads = route.reads.map((read) => read.replace(/\{\w+\}/, id));

  const requested: string[] = [];
  const problems: string[] = [];
  const onRequest = (request: { url: () => string; method: () => string }) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) {
      requested.push(`${request.method()} ${url.pathname}${url.search}`);
    }
  };
  const onConsole = (message: { type: () => string; text: () => string }) => {
    if (message.type() === 'error' || message.text().startsWith('First load:')) {
      problems.push(message.text());
    }
  };
  await page.goto('about:blank');
  page.on('request', onRequest);
  page.on('console', onConsole);
  try {
    await page.goto(path);
    await expect(page.locator(content).first()).toBeVisible();
    const shown = [...requested];
    await page.waitForLoadState('networkidle');

    // Pictures (GET files/{id}/public) come with the content they belong to, one step later,
    // as does a submission's thread (GET conversations/…): its id is in the content's answer.
    // The notifications' live stream is no read of the page: it opens once the page loaded.
    const apiReads = shown.filter(
      (line) =>
        line.startsWith('GET /v1/') &&
        !line.startsWith('GET /v1/files/') &&
        !line.startsWith('GET /v1/conversations/') &&
        line !== 'GET /v1/notifications/stream',
    );
    expect(apiReads.sort(), `${path}: its reads, each once`).toEqual(
      reads.map((read) => `GET ${read}`).sort(),
    );
    // The live stream's code, like the stream, comes once the page has loaded.
    const files = shown
      .map((line) => line.replace(/^GET /, ''))
      .filter((url) => url.startsWith('/assets/') || url.startsWith('/locales/'))
      .filter((url) => !LIVE_STREAM_CODE.test(url));
    expect(
      files.filter((url) => !named.has(url) && !bundles.has(url)),
      `${path}: files no one named in its HTML`,
    ).toEqual([]);
    expect(problems, `${path}: console`).toEqual([]);
  } finally {
    page.off('request', onRequest);
    page.off('console', onConsole);
  }
}

test("a student's pages start their reads, code and texts from their HTML", async ({ page }) => {
  // Five first loads, each waiting for the network to idle (the live stream's pauses).
  test.setTimeout(120_000);
  await logIn(page, demoStudent);
  await checkFirstLoad(page, '/dashboard', 'main a[href^="/subject/"]');
  const subject = await page.locator('main a[href^="/subject/"]').first().getAttribute('href');
  await checkFirstLoad(page, subject ?? '', 'main a[href^="/lecture/"]');
  const items = async (prefix: string) =>
    page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
  const lecture = await items('/lecture/');
  const task = await items('/task/');
  const miniProject = await items('/mini-project/');
  for (const item of [lecture, task, miniProject]) {
    expect(item).toBeTruthy();
    await checkFirstLoad(page, item ?? '', 'main h1');
  }
});

test('staff pages start their reads, code and texts from their HTML', async ({ page }) => {
  test.setTimeout(90_000);
  await logInAsStaff(page, demoAdmin);
  await checkFirstLoad(page, '/admin', 'main h1');
  await checkFirstLoad(page, '/admin/applicants', 'main table tbody tr');
  await checkFirstLoad(page, '/admin/users', 'main a[href^="/admin/users/"]');
});

test('an address with a query asks for its data itself, once', async ({ page }) => {
  test.setTimeout(90_000);
  await logInAsStaff(page, demoAdmin);
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/v1/admin/applicants') reads.push(url.search);
  });
  await page.goto('/admin/applicants?sort=name&order=asc');
  await expect(page.locator('main table tbody tr').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual(['?sort=name&order=asc']);
});
