import { readFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import type { CodeExerciseInput } from '@academy/contracts';
import { benchPglite } from './databases.js';
import { apiSession, DEMO_ADMIN } from './demo-logins.js';
import { load } from './load.js';
import { type RunningServer, startServer } from './server.js';
import { printTable } from './table.js';

/*
 * The code runner (ARCHITECTURE.md, "Code exercises"; README.md, "Performance"), through the
 * built server on a fresh embedded database with the demo data, its pool as configured by
 * default for this machine (CODE_RUNNER_WORKERS and CODE_RUNNER_QUEUE unset), graded through
 * POST admin/code-exercises/check as the demo admin (the same runner and path as a student's
 * submission, without the attempt's write):
 *  - per language, a typical exercise with 1 example and 10 hidden tests: the cold start (the
 *    first grading in the language on a fresh server: the worker's thread and the engine
 *    loaded), then p50/p99 of 30 gradings one after the other on the warm pool;
 *  - throughput: as many gradings in flight as the pool takes (workers + queue) for 8 s;
 *    gradings per second, and per worker (each worker is one thread: one core);
 *  - GET /v1/health p99 at 10 connections, idle and while gradings keep the queue full;
 *  - the server's RSS settled before any grading and after all four engines are warm: the
 *    pool's share, the memory target it implies per worker.
 */

const WARM_RUNS = 30;
const THROUGHPUT_SECONDS = 8;

type Language = 'javascript' | 'typescript' | 'python' | 'sql';
const languages: Language[] = ['javascript', 'typescript', 'python', 'sql'];

const ten = Array.from({ length: 10 }, (_, i) => i + 1);

/** `add(a, b)` with one example and 10 hidden calls. */
const addExercise = (language: 'javascript' | 'typescript' | 'python'): CodeExerciseInput => ({
  language,
  starterCode: '',
  referenceSolution:
    language === 'python'
      ? 'def add(a, b):\n    return a + b\n'
      : language === 'typescript'
        ? 'function add(a: number, b: number): number {\n  return a + b;\n}\n'
        : 'function add(a, b) {\n  return a + b;\n}\n',
  functionName: 'add',
  timeLimitMs: 2000,
  examples: [{ kind: 'io', args: [1, 2], expected: 3 }],
  hiddenTests: ten.map((i) => ({ kind: 'io' as const, args: [i * 7, i], expected: i * 8 })),
  sql: null,
});

/** A grouping query over two tables, one example and 10 hidden tests with data of their own. */
const sqlExercise: CodeExerciseInput = {
  language: 'sql',
  starterCode: 'select ',
  referenceSolution:
    'select c.name, sum(o.amount) as total from customers c join orders o on o.customer_id = c.id group by c.id, c.name order by total desc, c.name',
  functionName: null,
  timeLimitMs: 2000,
  sql: {
    schema:
      "create table customers (id int primary key, name text not null);\ncreate table orders (id int primary key, customer_id int not null references customers(id), amount int not null);\ninsert into customers values (1, 'Ann'), (2, 'Bob');\ninsert into orders values (1, 1, 30), (2, 2, 70);",
    ordered: true,
  },
  examples: [
    {
      kind: 'rows',
      data: '',
      expected: {
        columns: ['name', 'total'],
        rows: [
          ['Bob', 70],
          ['Ann', 30],
        ],
      },
    },
  ],
  hiddenTests: ten.map((i) => ({
    kind: 'rows' as const,
    data: `insert into orders values (${10 + i}, 1, ${100 * i});`,
    expected: {
      columns: ['name', 'total'],
      rows: [
        ['Ann', 30 + 100 * i],
        ['Bob', 70],
      ],
    },
  })),
};

const exercises: Record<Language, CodeExerciseInput> = {
  javascript: addExercise('javascript'),
  typescript: addExercise('typescript'),
  python: addExercise('python'),
  sql: sqlExercise,
};

export interface CodeLatencyRow {
  language: Language;
  tests: number;
  coldMs: number;
  p50Ms: number;
  p99Ms: number;
  /** Gradings per second with the pool full, and per worker (one thread, one core). */
  perSecond: number;
  perWorkerPerSecond: number;
  /** Answers 503 while the throughput ran (the pool was full, as intended). */
  busy: number;
}

export interface CodeRunnerResult {
  machine: { cores: number; memoryGb: number };
  workers: number;
  queue: number;
  rows: CodeLatencyRow[];
  health: { idleP99Ms: number; busyP99Ms: number; busyRps: number; idleRps: number };
  memory: {
    /** Settled RSS before any grading, after all four engines warm, and the peak. */
    startRssMb: number;
    warmRssMb: number;
    peakRssMb: number;
    /** What the pool's warm worker(s) added, per worker. */
    poolShareMb: number;
    perWorkerMb: number;
  };
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) /
  1024;

/** RSS once it stops moving (a second apart within 2 MB), at most 10 s. */
async function settledRssMb(pid: number): Promise<number> {
  let last = rssMb(pid);
  for (let i = 0; i < 10; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = rssMb(pid);
    if (Math.abs(now - last) < 2) return now;
    last = now;
  }
  return last;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** The demo admin signed in (with the second factor its published key gives), sending JSON. */
async function adminHeaders(base: string): Promise<Record<string, string>> {
  return { ...(await apiSession(base, DEMO_ADMIN)), 'content-type': 'application/json' };
}

/** One grading through the check endpoint: its status and time. */
async function check(
  base: string,
  headers: Record<string, string>,
  exercise: CodeExerciseInput,
): Promise<{ status: number; ms: number; allPassed: boolean }> {
  const started = performance.now();
  const response = await fetch(`${base}/v1/admin/code-exercises/check`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ exercise }),
  });
  const body = (await response.json()) as { allPassed?: boolean };
  return {
    status: response.status,
    ms: performance.now() - started,
    allPassed: body.allPassed === true,
  };
}

/** Keeps `inFlight` gradings going for `seconds`: completed and refused (503) ones. */
async function keepFull(
  base: string,
  headers: Record<string, string>,
  exercise: CodeExerciseInput,
  inFlight: number,
  seconds: number,
): Promise<{ done: number; busy: number; seconds: number }> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let busy = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < until) {
        const { status } = await check(base, headers, exercise);
        if (status === 200) done++;
        else if (status === 503) {
          busy++;
          await new Promise((resolve) => setTimeout(resolve, 20));
        } else throw new Error(`check answered ${status}`);
      }
    }),
  );
  return { done, busy, seconds: (performance.now() - started) / 1000 };
}

/** The pool's size and queue as the server computes them by default (pool.ts). */
function defaultPool(): { workers: number; queue: number } {
  const byMemory = Math.floor((totalmem() * 0.25) / (768 * 2 ** 20));
  const workers = Math.max(1, Math.min(8, availableParallelism() - 1, byMemory));
  return { workers, queue: workers * 4 };
}

export async function measureCodeRunner(
  startScript: string,
  nodeFlags: string[],
  env: NodeJS.ProcessEnv,
): Promise<CodeRunnerResult> {
  const serverEnv = { ...env };
  delete serverEnv.CODE_RUNNER_WORKERS;
  delete serverEnv.CODE_RUNNER_QUEUE;
  const database = benchPglite(serverEnv);
  let server: RunningServer | null = null;
  try {
    server = await startServer(startScript, database.env, '/v1/health', nodeFlags);
    const { base } = server;
    const pid = server.child.pid ?? 0;
    const { workers, queue } = defaultPool();
    const headers = await adminHeaders(base);
    const idle = await load(`${base}/v1/health`, { connections: 10, seconds: 5 });
    const startRssMb = await settledRssMb(pid);

    const rows: CodeLatencyRow[] = [];
    for (const language of languages) {
      const exercise = exercises[language];
      const cold = await check(base, headers, exercise);
      if (cold.status !== 200 || !cold.allPassed) {
        throw new Error(`${language}: the reference solution did not pass (${cold.status})`);
      }
      const times: number[] = [];
      for (let i = 0; i < WARM_RUNS; i++) times.push((await check(base, headers, exercise)).ms);
      times.sort((a, b) => a - b);
      rows.push({
        language,
        tests: 11,
        coldMs: cold.ms,
        p50Ms: percentile(times, 50),
        p99Ms: percentile(times, 99),
        perSecond: Number.NaN,
        perWorkerPerSecond: Number.NaN,
        busy: 0,
      });
    }
    const warmRssMb = await settledRssMb(pid);

    for (const row of rows) {
      const { done, busy, seconds } = await keepFull(
        base,
        headers,
        exercises[row.language],
        workers + queue,
        THROUGHPUT_SECONDS,
      );
      row.perSecond = done / seconds;
      row.perWorkerPerSecond = row.perSecond / workers;
      row.busy = busy;
    }

    // /v1/health while Python gradings (the slowest warm engine per test) keep the queue full.
    const grading = keepFull(base, headers, exercises.python, workers + queue + 4, 7);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const busyHealth = await load(`${base}/v1/health`, { connections: 10, seconds: 5 });
    await grading;

    const peakRssMb = server.peakRssMb();
    const poolShareMb = warmRssMb - startRssMb;
    return {
      machine: { cores: availableParallelism(), memoryGb: Math.round(totalmem() / 2 ** 30) },
      workers,
      queue,
      rows,
      health: {
        idleP99Ms: idle.p99,
        idleRps: idle.rps,
        busyP99Ms: busyHealth.p99,
        busyRps: busyHealth.rps,
      },
      memory: {
        startRssMb,
        warmRssMb,
        peakRssMb,
        poolShareMb,
        perWorkerMb: poolShareMb / workers,
      },
    };
  } finally {
    await server?.stop();
    await database.cleanup();
  }
}

export function printCodeRunner(result: CodeRunnerResult): void {
  const { machine, workers, queue, health, memory } = result;
  console.log(
    `Code runner: ${workers} worker(s), queue ${queue}, on ${machine.cores} cores and ${machine.memoryGb} GB; 1 example and 10 hidden tests per grading\n`,
  );
  printTable(
    [
      'language',
      'cold start ms',
      'warm p50 ms',
      'warm p99 ms',
      'gradings/s',
      'per worker/s',
      '503s',
    ],
    result.rows.map((row) => [
      row.language,
      row.coldMs.toFixed(0),
      row.p50Ms.toFixed(0),
      row.p99Ms.toFixed(0),
      row.perSecond.toFixed(1),
      row.perWorkerPerSecond.toFixed(1),
      String(row.busy),
    ]),
    1,
  );
  console.log(
    `\nGET /v1/health at 10 connections: p99 ${health.idleP99Ms.toFixed(0)} ms idle (${health.idleRps.toFixed(0)} req/s), ${health.busyP99Ms.toFixed(0)} ms while gradings keep the queue full (${health.busyRps.toFixed(0)} req/s)`,
  );
  console.log(
    `Server RSS: ${memory.startRssMb.toFixed(0)} MB before any grading, ${memory.warmRssMb.toFixed(0)} MB with all four engines warm (the pool: ${memory.poolShareMb.toFixed(0)} MB, ${memory.perWorkerMb.toFixed(0)} MB per worker), peak ${memory.peakRssMb.toFixed(0)} MB`,
  );
}
