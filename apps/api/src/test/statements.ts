import type { Logger } from 'drizzle-orm';

/**
 * Counts the SQL statements the app sends: pass `logger` to buildTestApp's `queryLogger`,
 * then ask `during(work)` which statements a request sent. The app's own database client
 * reports them (db/client.ts), so nothing of the app is replaced.
 */
export function statementRecorder() {
  const statements: string[] = [];
  const logger: Logger = {
    logQuery(query) {
      statements.push(query);
    },
  };
  return {
    logger,
    /** The statements sent while `work` ran (only this test's requests should be running). */
    async during(work: () => Promise<unknown>): Promise<string[]> {
      const start = statements.length;
      await work();
      return statements.slice(start);
    },
  };
}
