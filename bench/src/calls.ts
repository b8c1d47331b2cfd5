import type { Dataset } from './dataset.js';
import { DEMO_STUDENT, demoStudentHeaders } from './demo-logins.js';
import { type Load, load } from './load.js';
import type { RunningServer } from './server.js';
import { printTable } from './table.js';

/** One call's load, beside its baselines. */
export interface Row {
  database: string;
  call: string;
  rps: number;
  p50: number;
  p99: number;
  /** Throughput as a share of GET /v1/health's, measured right before. */
  ofHealth: number;
  /** Throughput as a share of the bare Fastify server's. */
  ofBare: number;
  /** Why the call could not be measured (answers not 2xx); its figures are then NaN. */
  error?: string;
}

/** A date `days` from today, `YYYY-MM-DD` (UTC). */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * autocannon at 50 connections against the API's reads, as the demo student (enrolled in the
 * generated directions), and the login, each beside GET /v1/health and the bare server.
 */
export async function measureCalls(
  database: string,
  server: RunningServer,
  bare: string,
  measured: Dataset['measured'],
): Promise<Row[]> {
  const { base } = server;
  const headers = await demoStudentHeaders(base);
  const calls: [string, string, Parameters<typeof load>[1]][] = [
    ['GET /v1/directions', `${base}/v1/directions`, { headers }],
    ['GET /v1/subject/{id}', `${base}/v1/subject/${measured.subjectId}`, { headers }],
    ['GET /v1/lectures/{id}', `${base}/v1/lectures/${measured.lectureId}`, { headers }],
    ['GET /v1/tasks/{id}', `${base}/v1/tasks/${measured.taskId}`, { headers }],
    [
      'GET /v1/week-days/available',
      `${base}/v1/week-days/available?from=${inDays(0)}&to=${inDays(13)}`,
      {},
    ],
    ['GET /v1/applicants/me', `${base}/v1/applicants/me`, { headers }],
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
  const row = (call: string, measuredLoad: Load, health: Load, bareLoad: Load): Row => ({
    database,
    call,
    rps: measuredLoad.rps,
    p50: measuredLoad.p50,
    p99: measuredLoad.p99,
    ofHealth: measuredLoad.rps / health.rps,
    ofBare: measuredLoad.rps / bareLoad.rps,
  });
  const bareLoad = await load(bare);
  const health = await load(`${base}/v1/health`);
  rows.push(row('bare Fastify', bareLoad, health, bareLoad));
  rows.push(row('GET /v1/health', health, health, bareLoad));
  for (const [call, url, options] of calls) {
    try {
      await load(url, { ...options, seconds: 1 });
      rows.push(row(call, await load(url, options), health, bareLoad));
    } catch (error) {
      // One broken call is reported (and fails the run) without hiding the others' figures.
      const failed = { rps: Number.NaN, p50: Number.NaN, p99: Number.NaN };
      rows.push({ ...row(call, failed, health, bareLoad), error: String(error) });
    }
  }
  return rows;
}

export function printCalls(rows: Row[]) {
  printTable(
    ['database', 'call', 'req/s', 'p50 ms', 'p99 ms', '× health', '× bare'],
    rows.map((r) => [
      r.database,
      r.error ? `${r.call} (FAILED)` : r.call,
      r.rps.toFixed(0),
      r.p50.toFixed(0),
      r.p99.toFixed(0),
      r.ofHealth.toFixed(2),
      r.ofBare.toFixed(2),
    ]),
  );
  for (const r of rows) if (r.error) console.log(`${r.database} ${r.call}: ${r.error}`);
}
