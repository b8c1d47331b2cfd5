/**
 * `npm run bench`: the production build (`npm run build`) measured within one run, each
 * figure beside its baselines, so that a noisy machine shifts both sides alike:
 *  - the JavaScript the landing page downloads (as served: brotli) against its 140 KB budget;
 *  - on PostgreSQL (when one answers at DATABASE_URL, default the local `test` server; the
 *    bench makes a database of its own there and drops it) and on the embedded PGlite, each
 *    with the demo data and a generated data set (dataset.ts: 1,000 students, 53 subjects,
 *    3,110 lectures and their work): autocannon at 50 connections against the API's reads
 *    and the login, as requests per second and p50/p99 latency, and each read's throughput
 *    as a ratio to GET /v1/health (one `select 1`) and to a bare Fastify server (what this
 *    machine and runtime can answer at all);
 *  - growth: GET subject/{id} for subjects of 10, 100 and 1,000 lectures, the time per
 *    request against the lecture count, and on PostgreSQL the statements per request;
 *  - the server process's peak memory, at the seeding start and in the measured run;
 *  - the web (web.ts): the gzip JS and CSS loaded before interaction by /home, /auth/login,
 *    /registration/main-information and /dashboard, and their Lighthouse performance and
 *    accessibility scores on mobile emulation, in Debian's Chromium;
 *  - the signed-in pages (pages.ts): /dashboard, a subject, a lecture, a test, /admin and
 *    /admin/applicants in Chromium, navigation start → content visible, warm and cold, with
 *    their requests and bytes, each beside its static twin (the page's rendered HTML without
 *    scripts, served by the same server), on the first database;
 *  - the lecture editor (editor-typing.ts): keystroke to paint at the end of a lecture at the
 *    length limit, beside a bare textarea holding the same text (target p95 ≤ 50 ms);
 *  - student writes (writes.ts), last on each database: PATCH lectures/{id}, POST
 *    questions/task-answer and PATCH mini-projects/{id} at 50 connections, each request from
 *    a different generated student, beside `pgbench -N` at 50 clients on the same PostgreSQL
 *    server (a scratch database of its own) in the same run (target: each write ≥ 0.5 of
 *    pgbench's transactions per second, p99 < 100 ms);
 *  - live notification streams (streams.ts): 1,000 open at once on one server on a fresh
 *    PGlite database with the demo data, its RSS idle and with them open (target < 300 MB),
 *    and a notification written meanwhile reaching its user's streams and no other;
 *  - the staff lists (staff-lists.ts), on a database of their own per engine with 100,000
 *    applicants and 20,000 more users (staff-dataset.ts): GET admin/applicants and GET
 *    admin/users at 10 connections as the demo admin — first page, searches, each filter,
 *    each order both ways, page 500 — as req/s, p50/p99 and a ratio to GET /v1/health at the
 *    same connections; and /admin/applicants in Chromium, navigation to its first rows.
 *  - the code runner (code-runner.ts): grading latency per language (cold start, warm p50 and
 *    p99), throughput per worker, GET /v1/health's p99 while gradings keep the queue full, and
 *    the pool's share of the server's RSS, on a fresh embedded database.
 * It prints tables and writes bench/results.json. BENCH_LOG_LEVEL sets the servers' LOG_LEVEL
 * (warn by default). BENCH_ONLY=staff runs the staff lists alone, BENCH_ONLY=code the
 * code runner alone (`npm run bench:code`), BENCH_ONLY=writes the student writes alone (both databases still made and loaded); either replaces only its own
 * part of an existing bench/results.json (`staffLists`, `writes`). BENCH_STAFF_PGLITE=0
 * leaves PGlite out of the staff lists.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureCalls, printCalls, type Row } from './calls.js';
import { type CodeRunnerResult, measureCodeRunner, printCodeRunner } from './code-runner.js';
import { type BenchDatabase, benchPglite, benchPostgres } from './databases.js';
import { type Dataset, GROWTH_STUDENT, loadDataset } from './dataset.js';
import { demoStudentHeaders } from './demo-logins.js';
import { measureEditorTyping, printTypingTable, type TypingRow } from './editor-typing.js';
import { type GrowthRow, growthVerdicts, measureGrowth, printGrowth } from './growth.js';
import { homeJavaScriptKb } from './home-page.js';
import { measuredPages, measurePages, type PageRow, printPagesTable, writeTwins } from './pages.js';
import { prepareDatabase } from './prepare.js';
import { apiNodeFlags, startServer } from './server.js';
import { loadStaffDataset } from './staff-dataset.js';
import {
  measureApplicantsScreen,
  measureStaffLists,
  printStaffLists,
  type ScreenTiming,
  type StaffRow,
} from './staff-lists.js';
import {
  measureStreams,
  printStreams,
  STREAMS_TITLE,
  type StreamsRow,
  streamsBroken,
} from './streams.js';
import { measureWeb, printWebTable, type WebRow } from './web.js';
import { measureWrites, printWrites, type WriteRow } from './writes.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
/**
 * The built server (`npm run build`), started as it is: not through scripts/start.mjs, which
 * would rebuild whatever changed in the working tree while the bench runs.
 */
const startScript = join(root, 'apps/api/dist/server.js');
if (!existsSync(startScript)) throw new Error(`${startScript} is missing: run npm run build first`);
/** Its flags as `npm start` runs it (the heap's bound: ARCHITECTURE.md, "Memory of the embedded database"). */
const apiFlags = apiNodeFlags(join(root, 'apps/api'));
/** As e2e/tests/performance-budget.spec.ts holds it. */
const HOME_JS_BUDGET_KB = 140;
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** BENCH_ONLY: one part alone, `staff` or `writes`. */
const only = process.env.BENCH_ONLY;
if (only !== undefined && only !== 'writes' && only !== 'staff' && only !== 'code') {
  throw new Error(`BENCH_ONLY=${only}: only "staff", "writes" and "code" are known`);
}
const writesOnly = only === 'writes';
const staffOnly = only === 'staff';
const codeOnly = only === 'code';

const commonEnv: NodeJS.ProcessEnv = {
  ...process.env,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  SEED_DEMO: 'true',
  // The load comes from one address: rate limits scaled out of the way.
  RATE_LIMIT_SCALE: '100000',
};

interface Memory {
  database: string;
  /** The measured run's peak RSS. */
  peakRssMb: number;
  /** The first start's, which migrated the database and seeded the demo. */
  seedingPeakRssMb: number;
}

const rows: Row[] = [];
const growth: GrowthRow[] = [];
const memory: Memory[] = [];
const datasets: { database: string; loadSeconds: number; rowCounts: Record<string, number> }[] = [];
let homeKb = Number.NaN;
/** The signed-in pages beside their static twins, on the first database. */
let pages: PageRow[] = [];
/** The four pages' JS and CSS and their Lighthouse scores, measured against the first server. */
let web: WebRow[] = [];
/** The lecture editor's keystroke-to-paint times at the length limit, and a bare textarea's. */
let typing: TypingRow[] = [];
/** The student writes beside pgbench. */
const writes: WriteRow[] = [];
/** Live notification streams on one embedded server. */
let streams: StreamsRow[] = [];

/** Readies one database, serves the API from it and measures it. */
async function measureDatabase(database: BenchDatabase, bareBase: string) {
  const prepared = await prepareDatabase(database, startScript, apiFlags, loadDataset);
  const { dataset } = prepared;
  datasets.push({
    database: database.name,
    loadSeconds: prepared.loadSeconds,
    rowCounts: dataset.rowCounts,
  });
  const server = await startServer(startScript, database.env, '/v1/health', apiFlags);
  try {
    if (writesOnly) {
      writes.push(
        ...(await measureWrites(database.name, server.base, dataset.writes, database.pgbenchUrl)),
      );
      return;
    }
    if (Number.isNaN(homeKb)) homeKb = await homeJavaScriptKb(server.base);
    rows.push(...(await measureCalls(database.name, server, bareBase, dataset.measured)));
    if (web.length === 0) web = await measureWeb(server.base);
    if (typing.length === 0) typing = await measureEditorTyping(server.base);
    const headers = await demoStudentHeaders(server.base, GROWTH_STUDENT);
    growth.push(
      ...(await measureGrowth(
        database.name,
        server.base,
        headers,
        dataset.growth,
        database.statements,
      )),
    );
    memory.push({
      database: database.name,
      peakRssMb: server.peakRssMb(),
      seedingPeakRssMb: prepared.seedingPeakRssMb,
    });
    // Last: the writes change the generated students' work, which nothing above reads.
    writes.push(
      ...(await measureWrites(database.name, server.base, dataset.writes, database.pgbenchUrl)),
    );
  } finally {
    await server.stop();
  }
  if (!writesOnly && pages.length === 0) pages = await measurePagesOf(database, dataset.measured);
}

/**
 * The signed-in pages beside their static twins (pages.ts), on the first database: a server
 * renders each page once into a copy of the build, then one serving that copy (WEB_DIST) is
 * measured, pages and twins alike.
 */
async function measurePagesOf(database: BenchDatabase, ids: Dataset['measured']) {
  const twinDist = mkdtempSync(join(tmpdir(), 'academy-bench-twins-'));
  try {
    cpSync(join(root, 'apps/web/dist'), twinDist, { recursive: true });
    const list = measuredPages(ids);
    const writer = await startServer(startScript, database.env, '/v1/health', apiFlags);
    try {
      await writeTwins(writer.base, twinDist, list);
    } finally {
      await writer.stop();
    }
    const env = { ...database.env, WEB_DIST: twinDist };
    const server = await startServer(startScript, env, '/v1/health', apiFlags);
    try {
      return await measurePages(server.base, list);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(twinDist, { recursive: true, force: true });
  }
}

/** The staff lists on a database of their own: the staff data set, the calls, the screen. */
async function measureStaffDatabase(database: BenchDatabase) {
  const prepared = await prepareDatabase(database, startScript, apiFlags, loadStaffDataset);
  staff.datasets.push({
    database: database.name,
    loadSeconds: prepared.loadSeconds,
    rowCounts: prepared.dataset.rowCounts,
  });
  const server = await startServer(startScript, database.env, '/v1/health', apiFlags);
  try {
    staff.rows.push(...(await measureStaffLists(database.name, server, prepared.dataset)));
    staff.screens.push(await measureApplicantsScreen(database.name, server.base));
  } finally {
    await server.stop();
  }
}

const staff: {
  rows: StaffRow[];
  screens: ScreenTiming[];
  datasets: { database: string; loadSeconds: number; rowCounts: Record<string, number> }[];
} = { rows: [], screens: [], datasets: [] };

// Each database is made right before it is measured and removed right after.
const databases: (() => Promise<BenchDatabase | null>)[] = [
  async () => {
    const postgres = await benchPostgres(postgresUrl, commonEnv);
    if (!postgres) console.log(`PostgreSQL: skipped, nothing answers at ${postgresUrl}`);
    return postgres;
  },
  async () => benchPglite(commonEnv),
];

/** Makes each database in turn, hands it to `measure`, and removes it. */
async function eachDatabase(
  makers: typeof databases,
  measure: (database: BenchDatabase) => Promise<void>,
) {
  for (const make of makers) {
    const database = await make();
    if (!database) continue;
    try {
      await measure(database);
    } finally {
      await database.cleanup();
    }
  }
}

if (codeOnly) {
  const codeRunner = await measureCodeRunner(startScript, apiFlags, commonEnv);
  console.log('');
  printCodeRunner(codeRunner);
  const file = join(here, '..', 'results.json');
  const before = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  writeFileSync(
    file,
    `${JSON.stringify({ ...before, codeRunner, codeRunnerMeasuredAt: new Date().toISOString() }, null, 2)}\n`,
  );
  process.exit(0);
}

/** The code runner's latency, throughput and memory (code-runner.ts). */
let codeRunner: CodeRunnerResult | null = null;

if (!staffOnly) {
  const bare = await startServer(join(here, 'bare-fastify.mjs'), process.env, '/');
  try {
    await eachDatabase(databases, (database) => measureDatabase(database, bare.base));
  } finally {
    await bare.stop();
  }
}
if (!staffOnly && !writesOnly) {
  streams = [await measureStreams(startScript, apiFlags, commonEnv)];
  codeRunner = await measureCodeRunner(startScript, apiFlags, commonEnv);
}
if (!writesOnly) {
  await eachDatabase(
    process.env.BENCH_STAFF_PGLITE === '0' ? databases.slice(0, 1) : databases,
    measureStaffDatabase,
  );
}

const resultsFile = join(here, '..', 'results.json');
const measuredAt = new Date().toISOString();
for (const { database, loadSeconds, rowCounts } of [...datasets, ...staff.datasets]) {
  const counts = Object.entries(rowCounts)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
  console.log(`\n${database}: data set loaded in ${loadSeconds.toFixed(1)} s; rows: ${counts}`);
}
if (!staffOnly && !writesOnly) {
  console.log(
    `\nlanding page JavaScript: ${homeKb.toFixed(1)} KB as served; budget ${HOME_JS_BUDGET_KB} KB; ratio ${(homeKb / HOME_JS_BUDGET_KB).toFixed(2)} (≤ 1.00 passes)\n`,
  );
  printWebTable(web);
  console.log('\nSigned-in pages beside their static twins (navigation start → content visible)\n');
  printPagesTable(pages);
  console.log('');
  printTypingTable(typing);
  console.log('');
  printCalls(rows);
  console.log('\nGrowth: GET subject/{id} as the subject grows\n');
  printGrowth(growth);
  for (const verdict of growthVerdicts(growth)) console.log(verdict);
  for (const { database, peakRssMb, seedingPeakRssMb } of memory) {
    console.log(
      `\n${database}: the server's peak memory (RSS) ${peakRssMb.toFixed(0)} MB measured, ${seedingPeakRssMb.toFixed(0)} MB at the seeding start`,
    );
  }
  console.log(`\n${STREAMS_TITLE}\n`);
  printStreams(streams);
  if (codeRunner) {
    console.log('');
    printCodeRunner(codeRunner);
  }
}
if (!staffOnly) {
  console.log('\nStudent writes, each request from a different student, beside pgbench -N\n');
  printWrites(writes);
}
if (!writesOnly) {
  console.log('\nStaff lists: 100,000 applicants and 20,000 more users, 10 connections\n');
  printStaffLists(staff.rows, staff.screens);
}

const staffLists = { measuredAt, ...staff };
const previous = (): Record<string, unknown> =>
  existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
const results = staffOnly
  ? { ...previous(), staffLists }
  : writesOnly
    ? { ...previous(), writes, writesMeasuredAt: measuredAt }
    : {
        measuredAt,
        homeKb,
        web,
        pages,
        typing,
        rows,
        memory,
        growth,
        streams,
        codeRunner,
        writes,
        datasets,
        staffLists,
      };
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
if (
  (!staffOnly &&
    !writesOnly &&
    (homeKb > HOME_JS_BUDGET_KB || rows.some((row) => row.error) || streamsBroken(streams))) ||
  writes.some((row) => row.error) ||
  staff.rows.some((row) => row.error)
) {
  process.exitCode = 1;
}
