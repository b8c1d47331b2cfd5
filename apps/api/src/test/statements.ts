import type { Logger } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer } from './builders.js';

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

/**
 * Makes one signed-in call with `token`, so that the caller's access state is kept in memory
 * (modules/users/access-state-cache.ts): the calls counted afterwards send their own
 * statements alone, the same whichever comes first.
 */
export async function warmAccessState(app: FastifyInstance, token: string): Promise<void> {
  const response = await app.inject({
    method: 'GET',
    url: '/v1/applicants/me',
    headers: bearer(token),
  });
  // Any answer past the access check will do (a student with no application gets 404).
  if (response.statusCode === 401 || response.statusCode >= 500) {
    throw new Error(`warming up: ${response.statusCode}`);
  }
}

/** Among `statements`, those of the access check (users' findAccessState). */
export const accessCheckStatements = (statements: string[]) =>
  statements.filter((sql) => sql.includes('"is_blacklisted", "password_changed_at"'));
