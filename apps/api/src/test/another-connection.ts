import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { buildTestApp, type TestApp } from './app.js';

/**
 * A test app on PostgreSQL, and a connection of the test's own to the same database: what
 * another process's writes look like to the app. Throws when the tests run on PGlite.
 */
export async function appWithAnotherConnection(
  queryLogger: Logger,
): Promise<{ t: TestApp; other: pg.Client }> {
  const t = await buildTestApp({}, { queryLogger });
  if (t.config.database.kind !== 'postgres') {
    await t.close();
    throw new Error('this test needs DATABASE_URL');
  }
  const other = new pg.Client({ connectionString: t.config.database.url });
  await other.connect();
  return { t, other };
}
