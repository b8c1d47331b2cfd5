/**
 * `npm run bench`: the production build measured within one run, each figure beside its
 * baselines, so that a noisy machine shifts both sides alike:
 *  - the JavaScript the landing page downloads (gzip, as served) against its 150 KB budget;
 *  - on PostgreSQL (when one answers at DATABASE_URL, default the local `test` server; the
 *    bench makes a database of its own there and drops it) and on the embedded PGlite, each
 *    with its demo data: autocannon at 50 connections against the API's reads and the login,
 *    as requests per second and p99 latency, and each read's throughput as a ratio to GET
 *    /v1/health (one `select 1`) and to a bare Fastify server (what this machine and runtime
 *    can answer at all); and the server process's peak memory.
 * It prints a table and writes bench/results.json.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { type Load, load } from './load.js';
import { type RunningServer, startServer } from './server.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const HOME_JS_BUDGET_KB = 150;
/** The demo student the server seeds into a fresh database (apps/api/src/db/seed.ts). */
const DEMO_STUDENT = { email: 'student@academy.test', password: 'Student#2026' };
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function homeJavaScriptKb(base: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
      }
    });
    await page.goto(`${base}/home`, { waitUntil: 'networkidle' });
    const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    return bytes / 1024;
  } finally {
    await browser.close();
  }
}

/** A database of the bench's own on the PostgreSQL server, or null when none answers. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `academy_bench_${process.pid}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

interface SubjectResponse {
  chapters: { lectures: { id: number }[]; tasks: { id: number }[] }[];
}

interface LearningDirection {
  subjects: {
    id: number;
    totalLectureCount: number;
    totalTaskCount: number;
    totalMiniProjectCount: number;
  }[];
}

/** The demo student's token, and the largest subject with a lecture and a test of it. */
async function demoStudentReads(base: string) {
  const response = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_STUDENT),
  });
  if (!response.ok) throw new Error(`demo student login failed: ${response.status}`);
  const { accessToken } = (await response.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const directions = (await (
    await fetch(`${base}/v1/directions`, { headers })
  ).json()) as LearningDirection[];
  const [largest] = directions
    .flatMap((direction) => direction.subjects)
    .sort(
      (a, b) =>
        b.totalLectureCount +
        b.totalTaskCount +
        b.totalMiniProjectCount -
        (a.totalLectureCount + a.totalTaskCount + a.totalMiniProjectCount),
    );
  if (!largest) throw new Error('the demo student is enrolled in no subject');
  const subject = (await (
    await fetch(`${base}/v1/subject/${largest.id}`, { headers })
  ).json()) as SubjectResponse;
  const lecture = subject.chapters.flatMap((chapter) => chapter.lectures)[0];
  const task = subject.chapters.flatMap((chapter) => chapter.tasks)[0];
  if (!lecture || !task) throw new Error('the largest subject has no lecture or no test');
  return { headers, subjectId: largest.id, lectureId: lecture.id, taskId: task.id };
}

/** A date `days` from today, `YYYY-MM-DD` (UTC). */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Row {
  database: string;
  call: string;
  rps: number;
  p99: number;
  /** Throughput as a share of GET /v1/health's, measured right before. */
  ofHealth: number;
  /** Throughput as a share of the bare Fastify server's. */
  ofBare: number;
}

async function measure(database: string, server: RunningServer, bare: string): Promise<Row[]> {
  const { base } = server;
  const reads = await demoStudentReads(base);
  const calls: [string, string, Parameters<typeof load>[1]][] = [
    ['GET /v1/directions', `${base}/v1/directions`, { headers: reads.headers }],
    ['GET /v1/subject/{id}', `${base}/v1/subject/${reads.subjectId}`, { headers: reads.headers }],
    ['GET /v1/lectures/{id}', `${base}/v1/lectures/${reads.lectureId}`, { headers: reads.headers }],
    ['GET /v1/tasks/{id}', `${base}/v1/tasks/${reads.taskId}`, { headers: reads.headers }],
    [
      'GET /v1/week-days/available',
      `${base}/v1/week-days/available?from=${inDays(0)}&to=${inDays(13)}`,
      {},
    ],
    ['GET /v1/applicants/me', `${base}/v1/applicants/me`, { headers: reads.headers }],
    [
      'POST /v1/auth/login',
      `${base}/v1/auth/login`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_STUDENT),
      },
    ],
  ];

  // Warm up the server and the bare baseline, then measure each call beside fresh baselines.
  await load(`${base}/v1/health`, { seconds: 2 });
  await load(bare, { seconds: 2 });
  const rows: Row[] = [];
  const row = (call: string, measured: Load, health: Load, bareLoad: Load): Row => ({
    database,
    call,
    rps: measured.rps,
    p99: measured.p99,
    ofHealth: measured.rps / health.rps,
    ofBare: measured.rps / bareLoad.rps,
  });
  const bareLoad = await load(bare);
  const health = await load(`${base}/v1/health`);
  rows.push(row('bare Fastify', bareLoad, health, bareLoad));
  rows.push(row('GET /v1/health', health, health, bareLoad));
  for (const [call, url, options] of calls) {
    await load(url, { ...options, seconds: 1 });
    rows.push(row(call, await load(url, options), health, bareLoad));
  }
  return rows;
}

function printTable(rows: Row[]) {
  const header = ['database', 'call', 'req/s', 'p99 ms', '× health', '× bare'];
  const lines = rows.map((r) => [
    r.database,
    r.call,
    r.rps.toFixed(0),
    r.p99.toFixed(0),
    r.ofHealth.toFixed(2),
    r.ofBare.toFixed(2),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => (line[i] ?? '').length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(format(header));
  console.log(
    `| ${widths.map((w, i) => (i < 2 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
  );
  for (const line of lines) console.log(format(line));
}

const commonEnv: NodeJS.ProcessEnv = {
  ...process.env,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  // The load comes from one address: rate limits scaled out of the way.
  RATE_LIMIT_SCALE: '100000',
};

const bare = await startServer(join(here, 'bare-fastify.mjs'), process.env, '/');
const rows: Row[] = [];
const memory: { database: string; peakRssMb: number }[] = [];
let homeKb = Number.NaN;
try {
  const postgres = await freshPostgres();
  const databases: { name: string; env: NodeJS.ProcessEnv; cleanup: () => Promise<void> }[] = [];
  if (postgres) {
    const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-'));
    databases.push({
      name: 'PostgreSQL',
      env: { ...commonEnv, DATABASE_URL: postgres.url, DATA_DIR: dataDir },
      cleanup: async () => {
        await postgres.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    });
  } else {
    console.log(`PostgreSQL: skipped, nothing answers at ${postgresUrl}`);
  }
  const embeddedDir = mkdtempSync(join(tmpdir(), 'academy-bench-'));
  const embeddedEnv: NodeJS.ProcessEnv = { ...commonEnv, DATA_DIR: embeddedDir };
  delete embeddedEnv.DATABASE_URL;
  databases.push({
    name: 'PGlite',
    env: embeddedEnv,
    cleanup: async () => rmSync(embeddedDir, { recursive: true, force: true }),
  });

  for (const database of databases) {
    const server = await startServer(join(root, 'scripts/start.mjs'), database.env, '/v1/health');
    try {
      if (Number.isNaN(homeKb)) homeKb = await homeJavaScriptKb(server.base);
      rows.push(...(await measure(database.name, server, bare.base)));
      memory.push({ database: database.name, peakRssMb: server.peakRssMb() });
    } finally {
      await server.stop();
      await database.cleanup();
    }
  }
} finally {
  await bare.stop();
}

console.log(
  `\nlanding page JavaScript: ${homeKb.toFixed(1)} KB gzip; budget ${HOME_JS_BUDGET_KB} KB; ratio ${(homeKb / HOME_JS_BUDGET_KB).toFixed(2)} (≤ 1.00 passes)\n`,
);
printTable(rows);
for (const { database, peakRssMb } of memory) {
  console.log(`\n${database}: the server's peak memory (RSS) ${peakRssMb.toFixed(0)} MB`);
}
writeFileSync(
  join(here, '..', 'results.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), homeKb, rows, memory }, null, 2)}\n`,
);
if (homeKb > HOME_JS_BUDGET_KB) process.exitCode = 1;
