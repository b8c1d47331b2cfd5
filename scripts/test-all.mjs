#!/usr/bin/env node
// `npm run test:all`: every test the project has, in order —
//   1. unit, component and API integration tests (vitest) on the embedded PGlite database;
//   2. the production build; then, at once:
//   3. the API integration tests again on PostgreSQL, when one answers at DATABASE_URL
//      (default postgres://postgres@127.0.0.1:5432/test), on API_NODE if set; and the
//      Playwright journeys in Chromium against the build (their server on E2E_SERVER_NODE if
//      set), in parts that share nothing, each on its own server, port and demo data, in two
//      lanes (e2e/playwright.config.ts, E2E_PART).
//   (the vitest stages include the counters-in-Redis tests when Redis answers at
//   TEST_REDIS_URL, default redis://127.0.0.1:6379).
// A browser journey keeps about a core busy (Chromium draws in software) and has timeouts:
// two lanes of them fill a two-core machine. So nothing runs beside the first stage, and
// only the PostgreSQL stage (about four minutes alone) beside the journeys. Not at a lower
// priority: its tests start servers and wait for them with deadlines too, and under nice 10
// beside two lanes they missed them.
// Each stage's name says the Node.js it ran on; each line of a stage's output names it.
// It stops at nothing: every stage runs, the exit code is non-zero when any failed; it prints
// each stage's time, then each failed test (and each browser test that passed only on its
// retry) with its error's first line, and the last line sums up all stages as
// "tests: N passed, N failed". The names come last because a CI log may keep only its tail.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'academy-test-'));
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test's stage, name and first line of its error: printed last, where CI's kept tail shows it. */
const failedTests = [];
/** Browser tests that failed and then passed on their retry: named so that they get fixed. */
const flakyTests = [];
const failedStages = [];

const began = Date.now();
/** Each stage's wall time, printed at the end. */
const stageTimes = [];

function run(stage, command, args, env = {}) {
  console.log(`\n=== ${stage} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  stageTimes.push({ stage, seconds: (Date.now() - started) / 1000 });
  if (result.status !== 0) failedStages.push(stage);
  return result.status === 0;
}

/**
 * Like `run`, for a stage that runs beside another: each line of its output is printed as it
 * comes, after `[label]`, so the two stay readable in one log.
 */
function runAlongside(stage, label, command, args, env = {}) {
  console.log(`\n=== ${stage}: started ===`);
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`));
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      stageTimes.push({ stage, seconds: (Date.now() - started) / 1000 });
      console.log(`\n=== ${stage}: ${code === 0 ? 'passed' : 'failed'} ===`);
      if (code !== 0) failedStages.push(stage);
      resolve(code === 0);
    });
  });
}

function printStageTimes() {
  const minutes = (seconds) =>
    `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
  console.log('\nstage times:');
  for (const { stage, seconds } of stageTimes) console.log(`  ${stage}: ${minutes(seconds)}`);
  // Some stages run at once: the whole run took less than their sum.
  console.log(`  all, from start to end: ${minutes((Date.now() - began) / 1000)}`);
}

/** Adds a vitest JSON report's counts; a missing report means the run itself failed. */
function countVitest(stage, file) {
  if (!existsSync(file)) return failedStages.includes(stage) || failedStages.push(stage);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const where = relative(process.cwd(), file.name);
      // A timeout reaches the JSON report without its message, as "STACK_TRACE_ERROR".
      const message = firstLine(test.failureMessages?.[0]).replace(
        'Error: STACK_TRACE_ERROR',
        `timed out, or failed without a message, after ${Math.round(test.duration / 1000)} s`,
      );
      failedTests.push(`${stage}: ${where} › ${test.fullName}: ${message}`);
    }
  }
}

/** A failure message's first line, short enough for one line of the summary. */
function firstLine(message = '') {
  const line = stripVTControlCharacters(message).trim().split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

/** Walks a Playwright JSON report's nested suites for the tests that did not end as expected. */
function failedPlaywrightTests(stage, suites, titles = []) {
  for (const suite of suites ?? []) {
    // The outermost suites are the files, which the line names already.
    const path = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        (test.status === 'flaky' ? flakyTests : failedTests).push(
          `${stage}: ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}: ${firstLine(error)}`,
        );
      }
    }
    failedPlaywrightTests(stage, suite.suites, path);
  }
}

/** Adds a Playwright JSON report's counts. */
function countPlaywright(stage, file) {
  if (!existsSync(file)) return failedStages.includes(stage) || failedStages.push(stage);
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  failedPlaywrightTests(stage, suites);
}

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function redisAnswers(url) {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** The version of the Node.js binary at `path`. */
function nodeVersion(path) {
  const answer = spawnSync(path, ['--version'], { encoding: 'utf8' });
  return answer.stdout.trim().replace(/^v/, '') || 'unknown';
}

const vitest = (file) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${file}`,
];

const redis = (await redisAnswers(redisUrl)) ? { TEST_REDIS_URL: redisUrl } : {};
if (!redis.TEST_REDIS_URL) {
  console.log(`\n=== counters in Redis: skipped, nothing answers at ${redisUrl} ===`);
}

/**
 * The journeys' parts (e2e/playwright.config.ts, E2E_PART), each with its server's port, in
 * two lanes of about equal length; a lane runs its parts one after another. Measured on a
 * quiet machine on 2026-11-30: journeys 12.6 min, staff 16.2, screens 6.2, so the screens
 * follow the journeys (18.8 min) beside the staff part, not the staff part (22.4).
 */
const journeyLanes = [
  [
    ['journeys', '3100'],
    ['screens', '3120'],
  ],
  [['staff', '3110']],
];

/** A vitest stage's command, on the Node.js binary `node` if given. */
function vitestCommand(report, node, ...extra) {
  const [command, ...args] = node
    ? [node, join(root, 'node_modules/vitest/vitest.mjs'), ...vitest(report).slice(1)]
    : ['npx', ...vitest(report)];
  return { command, args: [...args, ...extra] };
}

// 1. Everything on the embedded database (DATABASE_URL unset on purpose).
const embedded = join(reports, 'vitest.json');
const unitStage = `unit + API on PGlite (Node.js ${process.versions.node})`;
const unit = vitestCommand(embedded);
await runAlongside(unitStage, 'vitest', unit.command, unit.args, { DATABASE_URL: '', ...redis });
countVitest(unitStage, embedded);

// 2. The build; 3. the journeys' lanes, and beside them the API suite on
//    PostgreSQL, on API_NODE when it names a Node.js binary (.ci/run gives the machine's own,
//    so that the oldest supported line is tested too).
const stages = [];
if (run('build', 'npm', ['run', 'build'])) {
  const serverNode = nodeVersion(process.env.E2E_SERVER_NODE ?? process.execPath);
  for (const lane of journeyLanes) {
    stages.push(
      (async () => {
        for (const [part, port] of lane) {
          const report = join(reports, `playwright-${part}.json`);
          const stage = `Playwright in Chromium, ${part} (server on Node.js ${serverNode})`;
          await runAlongside(stage, part, 'npm', ['run', 'test:e2e'], {
            E2E_PART: part,
            E2E_PORT: port,
            PLAYWRIGHT_JSON_OUTPUT_NAME: report,
          });
          countPlaywright(stage, report);
        }
      })(),
    );
  }
}

if (await postgresAnswers(postgresUrl)) {
  const report = join(reports, 'vitest-postgres.json');
  const apiNode = process.env.API_NODE;
  const stage = `API on PostgreSQL (Node.js ${nodeVersion(apiNode ?? process.execPath)})`;
  const postgres = vitestCommand(report, apiNode, '--project', 'api');
  stages.push(
    runAlongside(stage, 'postgres', postgres.command, postgres.args, {
      DATABASE_URL: postgresUrl,
      ...redis,
    }).then(() => countVitest(stage, report)),
  );
} else {
  console.log(`\n=== API on PostgreSQL: skipped, nothing answers at ${postgresUrl} ===`);
}

await Promise.all(stages);

rmSync(reports, { recursive: true, force: true });
printStageTimes();
if (failedStages.length > 0) console.log(`\nFailed stages: ${failedStages.join(', ')}`);
if (flakyTests.length > 0)
  console.log(`\nPassed on a retry:\n${flakyTests.map((test) => `  ${test}`).join('\n')}`);
if (failedTests.length > 0)
  console.log(`\nFailed tests:\n${failedTests.map((test) => `  ${test}`).join('\n')}`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failedStages.length > 0 || totals.failed > 0 ? 1 : 0);
