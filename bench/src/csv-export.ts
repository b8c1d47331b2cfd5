import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchPglite } from './databases.js';
import { apiSession, DEMO_ADMIN } from './demo-logins.js';
import { prepareDatabase } from './prepare.js';
import { apiNodeFlags, startServer } from './server.js';
import { loadStaffDataset, STAFF_APPLICANTS } from './staff-dataset.js';
import { printTable } from './table.js';

/*
 * The staff CSV exports stream (ARCHITECTURE.md, "Grades and records", "Exports stream"):
 * the applicants' export of the staff data set (100,000 applicants) on PGlite, all of it and
 * a search that matches some 1,700, read from the built server while its resident memory is
 * sampled. Memory held for the export is one batch: the whole file's growth stays near the
 * small one's, far below the file's size. `npm run bench:csv -w bench` after `npm run build`.
 */

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const startScript = join(root, 'apps/api/dist/server.js');
if (!existsSync(startScript)) throw new Error(`${startScript} is missing: run npm run build first`);
const apiFlags = apiNodeFlags(join(root, 'apps/api'));

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) /
  1024;

const database = benchPglite({
  ...process.env,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  RATE_LIMIT_SCALE: '100000',
});
try {
  await prepareDatabase(database, startScript, apiFlags, loadStaffDataset);
  const server = await startServer(startScript, database.env, '/v1/health', apiFlags);
  try {
    const admin = await apiSession(server.base, DEMO_ADMIN);
    const pid = server.child.pid ?? 0;
    const rows: string[][] = [];
    for (const [what, query] of [
      ['a search (petros)', '?search=petros'],
      [`everyone (${STAFF_APPLICANTS.toLocaleString('en')})`, ''],
    ] as const) {
      const before = rssMb(pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(pid));
      }, 20);
      const started = performance.now();
      const response = await fetch(`${server.base}/v1/admin/applicants/export${query}`, {
        headers: admin,
      });
      let bytes = 0;
      let lines = 0;
      const reader = response.body?.getReader();
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        bytes += chunk.value.byteLength;
        for (const byte of chunk.value) if (byte === 10) lines += 1;
      }
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      rows.push([
        what,
        String(lines - 1),
        (bytes / 1024 / 1024).toFixed(1),
        seconds.toFixed(1),
        before.toFixed(0),
        (peak - before).toFixed(0),
      ]);
    }
    printTable(
      ['export', 'rows', 'file MB', 'seconds', 'server RSS before MB', 'RSS growth MB'],
      rows,
      1,
    );
  } finally {
    await server.stop();
  }
} finally {
  await database.cleanup();
}
