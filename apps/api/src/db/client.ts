import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { migrationsFolder } from './migrations-folder.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;

/** The driver-independent database: repositories see only this, so PGlite and pg are interchangeable. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Something a query can run on: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig['kind'];
  /** Applies the migrations not yet applied (drizzle's journal in the database). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** Called with errors of idle pooled connections, which would otherwise crash the process. */
  onPoolError?: (error: Error) => void;
}

export async function createDatabase(
  config: DatabaseConfig,
  options: CreateDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (config.kind === 'pglite') {
    if (config.dataDir) await mkdir(config.dataDir, { recursive: true });
    const client = await PGlite.create(
      config.dataDir ?? undefined,
      config.snapshot ? { loadDataDir: config.snapshot } : {},
    );
    const db = drizzlePglite({ client, schema });
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
      close: () => client.close(),
    };
  }

  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzleNodePostgres({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePostgres(db, { migrationsFolder: migrationsFolder() }),
    close: () => pool.end(),
  };
}
