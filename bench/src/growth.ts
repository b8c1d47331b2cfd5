import type { Dataset } from './dataset.js';
import { load } from './load.js';
import type { StatementCounter } from './statement-count.js';
import { printTable } from './table.js';

/** GET subject/{id} for one of the growth subjects (10, 100 and 1,000 lectures). */
export interface GrowthRow {
  database: string;
  lectures: number;
  rps: number;
  p50: number;
  p99: number;
  /** The server's time per request under the load: 1000 / rps, in milliseconds. */
  msPerRequest: number;
  /** msPerRequest over the 10-lecture subject's. */
  timeRatio: number;
  /** timeRatio over the ratio of the lecture counts: ≤ 1 is no worse than linear. */
  ofLinear: number;
  /** Statements the server sent per request (PostgreSQL only; null on PGlite). */
  statementsPerRequest: number | null;
}

/** Sequential requests per subject that the statement count averages over. */
const COUNTED_REQUESTS = 300;

async function sequentialReads(url: string, headers: Record<string, string>, count: number) {
  for (let i = 0; i < count; i++) {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  }
}

/**
 * The growth of GET subject/{id}: autocannon at 50 connections against each growth subject,
 * and on PostgreSQL the statements each request sends, counted from outside the server.
 */
export async function measureGrowth(
  database: string,
  base: string,
  headers: Record<string, string>,
  subjects: Dataset['growth'],
  statements: StatementCounter | null,
): Promise<GrowthRow[]> {
  const url = (subject: Dataset['growth'][number]) => `${base}/v1/subject/${subject.subjectId}`;
  const loads = [];
  for (const subject of subjects) {
    await load(url(subject), { headers, seconds: 1 });
    loads.push(await load(url(subject), { headers, seconds: 4 }));
  }
  // Counted after every load, in one quiet stretch: the counter waits for late statistics.
  const counts = statements
    ? await statements.perRequest(
        subjects.map((subject) => ({
          requests: COUNTED_REQUESTS,
          work: () => sequentialReads(url(subject), headers, COUNTED_REQUESTS),
        })),
      )
    : null;

  const rows: GrowthRow[] = [];
  for (const [index, subject] of subjects.entries()) {
    const measured = loads[index];
    if (!measured) continue;
    const msPerRequest = 1000 / measured.rps;
    const smallest = rows[0] ?? { lectures: subject.lectures, msPerRequest };
    const timeRatio = msPerRequest / smallest.msPerRequest;
    rows.push({
      database,
      lectures: subject.lectures,
      rps: measured.rps,
      p50: measured.p50,
      p99: measured.p99,
      msPerRequest,
      timeRatio,
      ofLinear: timeRatio / (subject.lectures / smallest.lectures),
      statementsPerRequest: counts?.[index] ?? null,
    });
  }
  return rows;
}

export function printGrowth(rows: GrowthRow[]) {
  printTable(
    [
      'database',
      'GET subject/{id}',
      'req/s',
      'p50 ms',
      'p99 ms',
      'ms/request',
      '× 10 lectures',
      '÷ lecture ratio',
      'statements/request',
    ],
    rows.map((r) => [
      r.database,
      `${r.lectures} lectures`,
      r.rps.toFixed(0),
      r.p50.toFixed(0),
      r.p99.toFixed(0),
      r.msPerRequest.toFixed(2),
      r.timeRatio.toFixed(2),
      r.ofLinear.toFixed(2),
      r.statementsPerRequest === null ? '—' : r.statementsPerRequest.toFixed(2),
    ]),
  );
}

/** Whether each database's time grew no worse than linearly, and its statement count not at all. */
export function growthVerdicts(rows: GrowthRow[]): string[] {
  const databases = [...new Set(rows.map((r) => r.database))];
  return databases.map((database) => {
    const own = rows.filter((r) => r.database === database);
    const linear = own.every((r) => r.ofLinear <= 1);
    const counts = new Set(
      own.flatMap((r) =>
        r.statementsPerRequest === null ? [] : [Math.round(r.statementsPerRequest)],
      ),
    );
    const statements = counts.size === 0 ? 'not counted' : counts.size === 1 ? 'constant' : 'GROWS';
    return `${database}: time ${linear ? 'no worse than linear' : 'WORSE THAN LINEAR'}; statements per request ${statements}`;
  });
}
