import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { type ClientRequest, request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IDEMPOTENCY_KEY_HEADER, type PricingResponse } from '@academy/contracts';
import { benchPglite } from './databases.js';
import { apiNodeFlags, type RunningServer, startServer } from './server.js';
import { printTable } from './table.js';

/*
 * Live notification streams on one process (ARCHITECTURE.md, "Notifications", "Live"): the
 * built server on the embedded database (PGlite) with the demo data, started as `npm start`
 * runs it, holds 1,000 streams of GET /v1/notifications/stream open at once, each a session
 * of its own (the demo's three students with full access, signed in in turn). Its resident
 * memory (RSS) is read once settled with the sessions made and nothing open, then with the
 * streams open, and its peak, against the target: under 300 MB. Then one of the students
 * pays (the sandbox card) and the payment's notification must reach every stream of theirs,
 * and no other; the time is from the payment's answer to the last of their streams.
 * `npm run bench:streams -w bench` after `npm run build` (BENCH_STREAMS sets the count);
 * `npm run bench` runs it too. The connections come from one process: its open-file limit
 * (`ulimit -n`) must allow them; the bench raises nothing and reports how many opened.
 */

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1_000);
/** README.md, "Performance": the embedded default stays under 300 MB. */
const TARGET_RSS_MB = 300;
/** Streams being opened at once. */
const OPENING_AT_ONCE = 50;
/** Logins at once: each hashes a password (argon2id, at most one per core in the server). */
const LOGINS_AT_ONCE = 4;
/** The demo's students whose login gives a full session (apps/api/src/db/seed.ts). */
const STUDENTS = [
  { email: 'student@academy.test', password: 'Student#2026' },
  { email: 'trial@academy.test', password: 'Trial#2026' },
  { email: 'expired@academy.test', password: 'Expired#2026' },
];
/** Who pays: the trial student, as a trial's end asks them to. */
const PAYER = 1;

export interface StreamsRow {
  database: string;
  /** Streams asked for, and those that opened. */
  wanted: number;
  opened: number;
  /** The first failure to open, if any. */
  openError: string | null;
  /** Settled RSS right after the start, with the sessions made (nothing open), and with the streams open. */
  startRssMb: number;
  idleRssMb: number;
  openRssMb: number;
  /** The process's peak RSS since it started, read once the notification came. */
  peakRssMb: number;
  /** The server's open file descriptors with the streams open. */
  serverFds: number;
  /** The payer's streams, those the payment's notification reached, and when the last did. */
  payerStreams: number;
  reached: number;
  reachedOthers: number;
  lastReachedMs: number;
  targetMb: number;
}

/** The process's resident memory now, in MB. */
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) /
  1024;

/**
 * The RSS once it has settled: sampled every half second until four seconds of samples lie
 * within 2 MB (the collector done with what was just let go), at most a minute.
 */
async function settledRssMb(pid: number): Promise<number> {
  const samples: number[] = [];
  const deadline = Date.now() + 60_000;
  for (;;) {
    samples.push(rssMb(pid));
    const window = samples.slice(-8);
    if (window.length === 8 && Math.max(...window) - Math.min(...window) < 2) break;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return samples.at(-1) ?? Number.NaN;
}

async function call<T>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** `count` sessions, spread over the students in turn; each login is a session of its own. */
async function signIn(base: string, count: number): Promise<{ student: number; token: string }[]> {
  const sessions: { student: number; token: string }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: LOGINS_AT_ONCE }, async () => {
      while (next < count) {
        const student = next % STUDENTS.length;
        next += 1;
        const { accessToken } = await call<{ accessToken: string }>(
          base,
          'POST',
          '/v1/auth/login',
          {
            body: STUDENTS[student],
          },
        );
        sessions.push({ student, token: accessToken });
      }
    }),
  );
  return sessions;
}

interface OpenStream {
  student: number;
  received: string;
  request: ClientRequest;
}

/** One stream on a connection of its own; resolves once its first line (`retry:`) came. */
function openStream(base: string, student: number, token: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/v1/notifications/stream`, {
      agent: false,
      headers: { authorization: `Bearer ${token}` },
    });
    const stream: OpenStream = { student, received: '', request: req };
    let begun = false;
    req.on('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream: ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        stream.received += chunk;
        if (!begun && stream.received.includes('retry: ')) {
          begun = true;
          resolve(stream);
        }
      });
      response.on('end', () => {
        if (!begun) reject(new Error('stream ended before it began'));
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!begun) reject(error);
    });
    req.end();
  });
}

async function openStreams(base: string, sessions: { student: number; token: string }[]) {
  const streams: OpenStream[] = [];
  let openError: string | null = null;
  for (let from = 0; from < sessions.length; from += OPENING_AT_ONCE) {
    const batch = await Promise.allSettled(
      sessions
        .slice(from, from + OPENING_AT_ONCE)
        .map(({ student, token }) => openStream(base, student, token)),
    );
    for (const outcome of batch) {
      if (outcome.status === 'fulfilled') streams.push(outcome.value);
      else openError ??= String((outcome.reason as Error).message ?? outcome.reason);
    }
  }
  return { streams, openError };
}

/** The payer buys the first plan of their course format that the server sells, with the card that succeeds. */
async function pay(base: string, token: string) {
  const pricing = await call<PricingResponse>(base, 'GET', '/v1/pricing');
  const errors: string[] = [];
  for (const plan of [...pricing.plans].sort((a, b) =>
    a.courseType === b.courseType ? 0 : a.courseType === 'online' ? -1 : 1,
  )) {
    try {
      return await call<unknown>(base, 'POST', '/v1/payments/pay', {
        token,
        headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
        body: {
          purpose: 'subscription',
          planId: plan.id,
          expectedPrice: plan.price,
          cardToken: 'tok_sandbox_succeeds',
        },
      });
    } catch (error) {
      errors.push((error as Error).message);
    }
  }
  throw new Error(`no plan could be paid: ${errors.join('; ')}`);
}

/** Measures the streams against a server already listening on a demo database. */
export async function measureStreamsOn(
  database: string,
  server: RunningServer,
  startRssMb: number,
): Promise<StreamsRow> {
  const pid = server.child.pid ?? 0;
  const sessions = await signIn(server.base, STREAMS);
  const idleRssMb = await settledRssMb(pid);
  const { streams, openError } = await openStreams(server.base, sessions);
  try {
    const openRssMb = await settledRssMb(pid);
    const serverFds = readdirSync(`/proc/${pid}/fd`).length;

    // One notification while they are open: the payer's payment.
    const payerSession = sessions.find((session) => session.student === PAYER);
    if (!payerSession) throw new Error('no session of the payer');
    const payers = streams.filter((stream) => stream.student === PAYER);
    const others = streams.filter((stream) => stream.student !== PAYER);
    const arrived = (stream: OpenStream) => stream.received.includes('"kind":"payment_succeeded"');
    const paid = performance.now();
    await pay(server.base, payerSession.token);
    let lastReachedMs = Number.NaN;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (payers.every(arrived)) {
        lastReachedMs = performance.now() - paid;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // The others had as long to get it wrongly as the payer's streams to get it.
    return {
      database,
      wanted: STREAMS,
      opened: streams.length,
      openError,
      startRssMb,
      idleRssMb,
      openRssMb,
      serverFds,
      payerStreams: payers.length,
      reached: payers.filter(arrived).length,
      reachedOthers: others.filter(arrived).length,
      lastReachedMs,
      peakRssMb: server.peakRssMb(),
      targetMb: TARGET_RSS_MB,
    };
  } finally {
    for (const stream of streams) stream.request.destroy();
  }
}

/**
 * A fresh PGlite database with the demo data: a first start migrates and seeds it and is
 * stopped, then the measured server starts on it as a restarted `npm start` would.
 */
export async function measureStreams(
  startScript: string,
  nodeFlags: string[],
  env: NodeJS.ProcessEnv,
): Promise<StreamsRow> {
  const database = benchPglite(env);
  try {
    const seeding = await startServer(startScript, database.env, '/v1/health', nodeFlags);
    await seeding.stop();
    const server = await startServer(startScript, database.env, '/v1/health', nodeFlags);
    try {
      const startRssMb = await settledRssMb(server.child.pid ?? 0);
      return await measureStreamsOn('PGlite', server, startRssMb);
    } finally {
      await server.stop();
    }
  } finally {
    await database.cleanup();
  }
}

export const STREAMS_TITLE = `Live notification streams: ${STREAMS.toLocaleString('en')} on one process (PGlite, demo data)`;

export function printStreams(rows: StreamsRow[]) {
  printTable(
    [
      'database',
      'streams open',
      'RSS at start MB',
      'RSS idle, sessions made MB',
      'RSS with streams MB',
      'peak MB (logins too)',
      'growth MB',
      'KB per stream',
      'target MB',
      'under target',
      'event reached',
      'last reached ms',
    ],
    rows.map((row) => {
      const growth = row.openRssMb - row.idleRssMb;
      return [
        row.database,
        `${row.opened} of ${row.wanted}`,
        row.startRssMb.toFixed(0),
        row.idleRssMb.toFixed(0),
        row.openRssMb.toFixed(0),
        row.peakRssMb.toFixed(0),
        growth.toFixed(0),
        row.opened > 0 ? ((growth * 1024) / row.opened).toFixed(0) : '—',
        String(row.targetMb),
        row.openRssMb < row.targetMb && row.peakRssMb < row.targetMb ? 'yes' : 'no',
        `${row.reached}/${row.payerStreams} (others ${row.reachedOthers})`,
        Number.isNaN(row.lastReachedMs) ? '—' : row.lastReachedMs.toFixed(0),
      ];
    }),
    2,
  );
  for (const row of rows) {
    if (row.openError) console.log(`${row.database}: a stream failed to open: ${row.openError}`);
    console.log(
      `${row.database}: the server held ${row.serverFds} file descriptors with the streams open`,
    );
  }
}

/**
 * Whether something went wrong: a stream that did not open, or the notification missing a
 * stream of its user or reaching another's. The memory target is a figure, reported.
 */
export const streamsBroken = (rows: StreamsRow[]) =>
  rows.some(
    (row) => row.opened < row.wanted || row.reached < row.payerStreams || row.reachedOthers > 0,
  );

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const startScript = join(root, 'apps/api/dist/server.js');
  if (!existsSync(startScript)) {
    throw new Error(`${startScript} is missing: run npm run build first`);
  }
  const row = await measureStreams(startScript, apiNodeFlags(join(root, 'apps/api')), {
    ...process.env,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    SEED_DEMO: 'true',
    // The logins come from one address: rate limits scaled out of the way.
    RATE_LIMIT_SCALE: '100000',
  });
  console.log(`\n${STREAMS_TITLE}\n`);
  printStreams([row]);
  if (streamsBroken([row])) process.exitCode = 1;
}
