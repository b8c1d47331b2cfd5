import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { SqlRunner } from './dataset.js';
import { postgresStatementCounter, type StatementCounter } from './statement-count.js';

/** A database the bench serves the API from: where it is, and how the bench reaches it. */
export interface BenchDatabase {
  name: string;
  /** The server's environment: its database and its own DATA_DIR. */
  env: NodeJS.ProcessEnv;
  /** Opens the database from the bench process; PGlite's only while no server holds it. */
  open(): Promise<SqlRunner & { close(): Promise<void> }>;
  /** Counts the server's statements from outside; PostgreSQL only. */
  statements: StatementCounter | null;
  /** The server pgbench measures beside the writes (writes.ts); PostgreSQL only. */
  pgbenchUrl: string | null;
  /** Removes the database and the data directory. */
  cleanup(): Promise<void>;
}

function postgresRunner(client: pg.Client): SqlRunner {
  return {
    async exec(sql) {
      await client.query(sql);
    },
    async query<T>(sql: string) {
      return (await client.query(sql)).rows as T[];
    },
  };
}

/** PostgreSQL: a database of the bench's own on the server at `serverUrl`, or null when none answers. */
export async function benchPostgres(
  serverUrl: string,
  env: NodeJS.ProcessEnv,
): Promise<BenchDatabase | null> {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `academy_bench_${process.pid}`;
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-'));
  return {
    name: 'PostgreSQL',
    env: { ...env, DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    async open() {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      return { ...postgresRunner(client), close: () => client.end() };
    },
    statements: postgresStatementCounter(serverUrl, name),
    pgbenchUrl: serverUrl,
    async cleanup() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** PGlite: the embedded database in a data directory of the bench's own. */
export function benchPglite(env: NodeJS.ProcessEnv): BenchDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-'));
  const serverEnv: NodeJS.ProcessEnv = { ...env, DATA_DIR: dataDir };
  delete serverEnv.DATABASE_URL;
  return {
    name: 'PGlite',
    env: serverEnv,
    async open() {
      // The server keeps its database in DATA_DIR/db (apps/api/src/config.ts), with the
      // extensions its migrations create (EMBEDDED_EXTENSIONS, apps/api/src/db/embedded.ts).
      const db = await PGlite.create(join(dataDir, 'db'), { extensions: { pg_trgm } });
      return {
        async exec(sql) {
          await db.exec(sql);
        },
        async query<T>(sql: string) {
          return (await db.query<T>(sql)).rows;
        },
        close: () => db.close(),
      };
    },
    statements: null,
    pgbenchUrl: null,
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
