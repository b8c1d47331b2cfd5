import type { BenchDatabase } from './databases.js';
import type { Dataset, SqlRunner } from './dataset.js';
import { startServer } from './server.js';

export interface Prepared<D = Dataset> {
  dataset: D;
  /** The seeding start's peak memory (RSS): migrations and the demo seed. */
  seedingPeakRssMb: number;
  /** How long the data set took to load. */
  loadSeconds: number;
}

/**
 * Readies a database for measuring: the server starts on it once (migrating it and seeding
 * the demo), is stopped (PGlite's data directory is the server process's while it runs), and
 * the bench adds the generated data set itself (`loader`: dataset.ts's, or staff-dataset.ts's).
 */
export async function prepareDatabase<D = Dataset>(
  database: BenchDatabase,
  startScript: string,
  nodeFlags: string[],
  loader: (db: SqlRunner) => Promise<D>,
): Promise<Prepared<D>> {
  const seeding = await startServer(startScript, database.env, '/v1/health', nodeFlags);
  let seedingPeakRssMb: number;
  try {
    seedingPeakRssMb = seeding.peakRssMb();
  } finally {
    await seeding.stop();
  }
  const db = await database.open();
  const started = Date.now();
  try {
    const dataset = await loader(db);
    return { dataset, seedingPeakRssMb, loadSeconds: (Date.now() - started) / 1000 };
  } finally {
    await db.close();
  }
}
