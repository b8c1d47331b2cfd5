import { launchChromium } from './chromium.js';
import { apiSession, DEMO_ADMIN, logInOnScreen } from './demo-logins.js';
import { type Load, load } from './load.js';
import type { RunningServer } from './server.js';
import type { StaffDataset } from './staff-dataset.js';
import { printTable } from './table.js';

/*
 * The staff lists under load (staff-dataset.ts: 100,000 applicants, 20,000 more users):
 * autocannon at 10 connections, logged in as the demo admin, against GET admin/applicants and
 * GET admin/users — the first page, a search for a part of a name and of an e-mail, each
 * filter, each order both ways, a deep page — beside GET /v1/health measured in the same run;
 * and the applicants' screen in Chromium, from navigation to its first rows on screen.
 * The target: p99 under 50 ms on PostgreSQL, the screen usable in under a second.
 */

/** The demo admin the server seeds into a fresh database (apps/api/src/db/seed.ts). */
export const STAFF_CONNECTIONS = 10;
/** A part of a family name (Petrosyan: about 1,700 applicants) and of an e-mail (a few dozen). */
const NAME_FRAGMENT = 'petros';
const EMAIL_FRAGMENT = 'grigoryan12';

export interface StaffRow {
  database: string;
  list: string;
  call: string;
  rps: number;
  p50: number;
  p99: number;
  /** Throughput as a share of GET /v1/health's at the same connections, measured right before. */
  ofHealth: number;
  error?: string;
}

export interface ScreenTiming {
  database: string;
  /** Navigation to the first applicant row on screen, the first (cold) load, in ms. */
  firstMs: number;
  /** The same, the median and the slowest of the later loads (scripts cached). */
  medianMs: number;
  maxMs: number;
}

/** The calls measured: [list, what, query string]. */
function staffCalls(dataset: StaffDataset): [string, string, string][] {
  const applicants = (what: string, query: string): [string, string, string] => [
    'applicants',
    what,
    `/v1/admin/applicants${query}`,
  ];
  const users = (what: string, query: string): [string, string, string] => [
    'users',
    what,
    `/v1/admin/users${query}`,
  ];
  return [
    applicants('first page', ''),
    applicants(`search name "${NAME_FRAGMENT}"`, `?search=${NAME_FRAGMENT}`),
    applicants(`search e-mail "${EMAIL_FRAGMENT}"`, `?search=${EMAIL_FRAGMENT}`),
    applicants('status admitted', '?status=admitted'),
    applicants('course offline', '?courseType=offline'),
    applicants('e-mail not confirmed', '?emailVerified=no'),
    applicants('exam recorded', '?examRecorded=yes'),
    applicants('one sitting', `?slotId=${dataset.slotId}`),
    applicants('exam dates (a week)', `?examFrom=${dataset.examFrom}&examTo=${dataset.examTo}`),
    applicants('registered, oldest first', '?sort=registeredAt&order=asc'),
    applicants('registered, newest first', '?sort=registeredAt&order=desc'),
    applicants('exam, earliest first', '?sort=examAt&order=asc'),
    applicants('exam, latest first', '?sort=examAt&order=desc'),
    applicants('name A→Z', '?sort=name&order=asc'),
    applicants('name Z→A', '?sort=name&order=desc'),
    applicants('page 500', '?page=500'),
    users('first page', ''),
    users(`search name "${NAME_FRAGMENT}"`, `?search=${NAME_FRAGMENT}`),
    users(`search e-mail "${EMAIL_FRAGMENT}"`, `?search=${EMAIL_FRAGMENT}`),
    users('role mentor', '?role=mentor'),
    users('role student', '?role=student'),
    users('blocked', '?blacklisted=true'),
    users('page 500', '?page=500'),
  ];
}

/** Every staff list call at STAFF_CONNECTIONS, beside GET /v1/health at the same. */
export async function measureStaffLists(
  database: string,
  server: RunningServer,
  dataset: StaffDataset,
): Promise<StaffRow[]> {
  const { base } = server;
  const headers = await apiSession(base, DEMO_ADMIN);
  const connections = STAFF_CONNECTIONS;
  await load(`${base}/v1/health`, { seconds: 2, connections });
  const health = await load(`${base}/v1/health`, { connections });
  const row = (list: string, call: string, measured: Load): StaffRow => ({
    database,
    list,
    call,
    rps: measured.rps,
    p50: measured.p50,
    p99: measured.p99,
    ofHealth: measured.rps / health.rps,
  });
  const rows: StaffRow[] = [row('—', 'GET /v1/health', health)];
  for (const [list, call, path] of staffCalls(dataset)) {
    const url = `${base}${path}`;
    try {
      await load(url, { headers, connections, seconds: 1 });
      rows.push(row(list, call, await load(url, { headers, connections })));
    } catch (error) {
      const failed = { rps: Number.NaN, p50: Number.NaN, p99: Number.NaN };
      rows.push({ ...row(list, call, failed), error: String(error) });
    }
  }
  return rows;
}

/**
 * /admin/applicants in Chromium as the demo admin: from the navigation's start to the first
 * row of the table on screen, once cold and then `runs` times more.
 */
export async function measureApplicantsScreen(
  database: string,
  base: string,
  runs = 5,
): Promise<ScreenTiming> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const login = await context.newPage();
    await logInOnScreen(login, base, DEMO_ADMIN);
    await login.close();
    const times: number[] = [];
    for (let i = 0; i <= runs; i += 1) {
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${base}/admin/applicants`, { waitUntil: 'commit' });
      await page
        .locator('[data-testid="applicants-table"] tbody tr')
        .first()
        .waitFor({ state: 'visible', timeout: 20_000 });
      times.push(performance.now() - started);
      await page.close();
    }
    const [first = Number.NaN, ...later] = times;
    later.sort((a, b) => a - b);
    return {
      database,
      firstMs: first,
      medianMs: later[Math.floor(later.length / 2)] ?? Number.NaN,
      maxMs: later[later.length - 1] ?? Number.NaN,
    };
  } finally {
    await browser.close();
  }
}

export function printStaffLists(rows: StaffRow[], screens: ScreenTiming[]) {
  printTable(
    ['database', 'list', 'call', 'req/s', 'p50 ms', 'p99 ms', '× health'],
    rows.map((r) => [
      r.database,
      r.list,
      r.error ? `${r.call} (FAILED)` : r.call,
      r.rps.toFixed(0),
      r.p50.toFixed(0),
      r.p99.toFixed(0),
      r.ofHealth.toFixed(2),
    ]),
    3,
  );
  for (const r of rows) if (r.error) console.log(`${r.database} ${r.call}: ${r.error}`);
  for (const s of screens) {
    console.log(
      `${s.database}: /admin/applicants, navigation to the first rows on screen: ${s.firstMs.toFixed(0)} ms cold, then median ${s.medianMs.toFixed(0)} ms, slowest ${s.maxMs.toFixed(0)} ms`,
    );
  }
}
