import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import type { WriteTargets } from './dataset.js';
import { BENCH_STUDENTS } from './dataset.js';
import { demoStudentHeaders } from './demo-logins.js';
import type { Load } from './load.js';
import { printTable } from './table.js';

/*
 * The writes students make all day (README "Performance"), each request from a different
 * student: PATCH lectures/{id} (completed), POST questions/task-answer and PATCH
 * mini-projects/{id}, at 50 connections, beside what PostgreSQL itself does for a small
 * write transaction on the same machine: `pgbench -N` (simple updates) at 50 clients, in a
 * scratch database of its own made with `pgbench -i` and dropped.
 *
 * Every write is one the API takes (load.ts's rule: anything but 2xx fails the run), so each
 * request writes an item its student has not done yet (dataset.ts's WriteTargets, students
 * interleaved): a test is submitted once (a second attempt needs a failed first one and a
 * paid retake) and a mini project once (then it waits for review), so repeating a request
 * would be refused. A lecture could be completed again (it answers 200 and changes nothing
 * but `updated_at`); the bench completes new ones, the write that moves the kept counts.
 */

const execFileAsync = promisify(execFile);

/** One row of the student-writes table. */
export interface WriteRow {
  database: string;
  /** `pgbench -N` for PostgreSQL's own row. */
  write: string;
  rps: number;
  p50: number;
  p99: number;
  /** pgbench's transactions per second in the same run; NaN where there is none (PGlite). */
  pgbenchTps: number;
  /** rps / pgbenchTps: the target is ≥ 0.5. */
  ofPgbench: number;
  /** Requests made (the measured run's); for pgbench, transactions. */
  requests: number;
  error?: string;
}

const CONNECTIONS = 50;
const SECONDS = 5;
/** What the warm-up run may use of each list, before the measured run takes the rest. */
const WARM_UP_REQUESTS = 1_500;
/** pgbench's run, and its data: scale 10 is 1,000,000 accounts, so few updates meet. */
const PGBENCH_SECONDS = 10;
const PGBENCH_SCALE = 10;

/** One request: whose it is and what it sends. */
interface WriteRequest {
  n: number;
  method: 'PATCH' | 'POST';
  path: string;
  body: string;
}

/** The three writes' requests, built from the data set's open items. */
export function writeRequests(targets: WriteTargets): [string, WriteRequest[]][] {
  const questionsOf = new Map<number, WriteTargets['questions']>();
  for (const question of targets.questions) {
    const list = questionsOf.get(question.taskId) ?? [];
    list.push(question);
    questionsOf.set(question.taskId, list);
  }
  const projectQuestionsOf = new Map<number, number[]>();
  for (const { miniProjectId, questionId } of targets.projectQuestions) {
    projectQuestionsOf.set(miniProjectId, [
      ...(projectQuestionsOf.get(miniProjectId) ?? []),
      questionId,
    ]);
  }
  return [
    [
      'PATCH /v1/lectures/{id}',
      targets.lectures.map(({ n, lectureId }) => ({
        n,
        method: 'PATCH',
        path: `/v1/lectures/${lectureId}`,
        body: JSON.stringify({ status: 'completed' }),
      })),
    ],
    [
      'POST /v1/questions/task-answer',
      targets.tasks.map(({ n, taskId }) => ({
        n,
        method: 'POST',
        path: '/v1/questions/task-answer',
        // The right options and a written answer: the attempt waits for a mentor.
        body: JSON.stringify({
          taskId,
          answers: (questionsOf.get(taskId) ?? []).map((question) =>
            question.answerType === 'text'
              ? { questionId: question.questionId, answerIds: [], answerText: 'In my own words.' }
              : { questionId: question.questionId, answerIds: question.correct },
          ),
        }),
      })),
    ],
    [
      'PATCH /v1/mini-projects/{id}',
      targets.miniProjects.map(({ n, miniProjectId }) => ({
        n,
        method: 'PATCH',
        path: `/v1/mini-projects/${miniProjectId}`,
        body: JSON.stringify({
          githubLink: `https://github.com/bench-student-${n}/project-${miniProjectId}`,
          answers: (projectQuestionsOf.get(miniProjectId) ?? []).map((questionId) => ({
            questionId,
            answerText: 'What I built, and what I would do next.',
          })),
        }),
      })),
    ],
  ];
}

/** Logs every bench student in (the demo password, dataset.ts), a few at a time. */
async function studentTokens(base: string): Promise<Map<number, string>> {
  const tokens = new Map<number, string>();
  let next = 1;
  // A few at a time: a login hashes the password (argon2id), at most one per core.
  const worker = async () => {
    while (next <= BENCH_STUDENTS) {
      const n = next++;
      const { authorization } = await demoStudentHeaders(base, `bench.student${n}@academy.test`);
      if (!authorization) throw new Error(`bench.student${n}: no token`);
      tokens.set(n, authorization);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return tokens;
}

/**
 * autocannon at 50 connections over `list`, each request the next of the list (so the next
 * student's), never more requests than the list holds. Fails on any answer but 2xx.
 */
async function loadWrites(
  base: string,
  list: WriteRequest[],
  tokens: Map<number, string>,
  seconds: number,
): Promise<Load & { requests: number }> {
  if (list.length < CONNECTIONS) throw new Error(`only ${list.length} requests to make`);
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    maxOverallRequests: list.length,
    requests: [
      {
        setupRequest: (request) => {
          const write = list[next++ % list.length] as WriteRequest;
          return {
            ...request,
            method: write.method,
            path: write.path,
            body: write.body,
            headers: {
              'content-type': 'application/json',
              authorization: tokens.get(write.n) ?? '',
            },
          };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${result.non2xx} answers not 2xx and ${result.errors} errors of ${result.requests.total}`,
    );
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

/** The p-th percentile (0–100) of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * `pgbench -N` at 50 clients for PGBENCH_SECONDS against a scratch database made on the
 * server at `serverUrl` (`pgbench -i`) and dropped after: its transactions per second and,
 * from its per-transaction log, the p50 and p99 latency.
 */
export async function measurePgbench(serverUrl: string): Promise<Load & { requests: number }> {
  const url = new URL(serverUrl);
  const name = `academy_pgbench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const logs = mkdtempSync(join(tmpdir(), 'academy-pgbench-'));
  const connection = [
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
  ];
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(url.password) };
  try {
    await execFileAsync('pgbench', ['-i', '-q', '-s', String(PGBENCH_SCALE), ...connection, name], {
      env,
    });
    const { stdout } = await execFileAsync(
      'pgbench',
      [
        '-N',
        '-c',
        String(CONNECTIONS),
        '-j',
        '2',
        '-T',
        String(PGBENCH_SECONDS),
        '-l',
        '--log-prefix',
        join(logs, 'tx'),
        ...connection,
        name,
      ],
      { env, maxBuffer: 16 * 1024 * 1024 },
    );
    const tps = Number(/tps = ([0-9.]+)/.exec(stdout)?.[1]);
    const transactions = Number(
      /number of transactions actually processed: ([0-9]+)/.exec(stdout)?.[1],
    );
    // Each log line: client, transaction, latency in µs, script, epoch s, µs.
    const latencies = readdirSync(logs)
      .flatMap((file) => readFileSync(join(logs, file), 'utf8').split('\n'))
      .filter((line) => line !== '')
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    return {
      rps: tps,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      requests: transactions,
    };
  } finally {
    rmSync(logs, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * The student-writes rows of one database: pgbench's (PostgreSQL only, `pgbenchUrl`), then
 * each write after a warm-up, every request from a different student.
 */
export async function measureWrites(
  database: string,
  base: string,
  targets: WriteTargets,
  pgbenchUrl: string | null,
): Promise<WriteRow[]> {
  const tokens = await studentTokens(base);
  const rows: WriteRow[] = [];
  let pgbenchTps = Number.NaN;
  if (pgbenchUrl) {
    const bench = await measurePgbench(pgbenchUrl);
    pgbenchTps = bench.rps;
    rows.push({ database, write: 'pgbench -N', ...bench, pgbenchTps, ofPgbench: 1 });
  }
  for (const [write, list] of writeRequests(targets)) {
    try {
      await loadWrites(base, list.slice(0, WARM_UP_REQUESTS), tokens, 1);
      const measured = await loadWrites(base, list.slice(WARM_UP_REQUESTS), tokens, SECONDS);
      rows.push({ database, write, ...measured, pgbenchTps, ofPgbench: measured.rps / pgbenchTps });
    } catch (error) {
      // One broken write is reported (and fails the run) without hiding the others' figures.
      rows.push({
        database,
        write,
        rps: Number.NaN,
        p50: Number.NaN,
        p99: Number.NaN,
        requests: 0,
        pgbenchTps,
        ofPgbench: Number.NaN,
        error: String(error),
      });
    }
  }
  return rows;
}

const figure = (value: number, digits = 0) => (Number.isNaN(value) ? '—' : value.toFixed(digits));

export function printWrites(rows: WriteRow[]) {
  printTable(
    ['database', 'write', 'req/s', 'p50 ms', 'p99 ms', 'pgbench tps', '× pgbench'],
    rows.map((r) => [
      r.database,
      r.error ? `${r.write} (FAILED)` : r.write,
      figure(r.rps),
      figure(r.p50, r.write === 'pgbench -N' ? 1 : 0),
      figure(r.p99, r.write === 'pgbench -N' ? 1 : 0),
      figure(r.pgbenchTps),
      figure(r.ofPgbench, 2),
    ]),
  );
  for (const r of rows) if (r.error) console.log(`${r.database} ${r.write}: ${r.error}`);
}
