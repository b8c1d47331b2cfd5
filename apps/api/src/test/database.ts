import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { DatabaseConfig } from '../config.js';
import { adminQuery } from './admin-query.js';

export interface TestDatabase {
  config: DatabaseConfig;
  /** Removes the database (PostgreSQL); nothing to do for in-memory PGlite. */
  drop(): Promise<void>;
}

/**
 * A fresh database for one test app: in-memory PGlite by default (started from the migrated
 * snapshot global-setup.ts made), or — when DATABASE_URL is set — a new database on that
 * PostgreSQL server, a copy of the migrated template global-setup.ts made, dropped
 * afterwards. `empty` leaves out the migrations, for the tests of migrating and restoring.
 *
 * A database per app rather than a schema per file: drizzle-kit writes foreign keys as
 * REFERENCES "public"."users", so the committed migrations only run unchanged in a
 * database's own public schema. A throw-away database runs them exactly as production does.
 */
export async function createTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  // Tests may read the environment: this is how a run is pointed at PostgreSQL.
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const snapshot = empty ? null : inject('pgliteSnapshot');
    return {
      config: {
        kind: 'pglite',
        dataDir: null,
        ...(snapshot ? { snapshot: new Blob([await readFile(snapshot)]) } : {}),
      },
      drop: async () => {},
    };
  }

  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = empty ? null : inject('postgresTemplate');
  await adminQuery(
    serverUrl,
    `create database "${name}"${template ? ` template "${template}"` : ''}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    drop: () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}
