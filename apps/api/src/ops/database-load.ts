import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { openEmbeddedDatabase } from '../db/embedded.js';
import { embeddedDatabaseHolder } from '../db/embedded-lock.js';
import { runPostgresTool } from './postgres-tools.js';

/*
 * The database part of a restore (README.md, "Backups"): the backup's SQL into an empty
 * database, all of it or nothing.
 */

/**
 * What the SQL of either dump needs before it loads into `target`; nothing else is changed:
 *  - `SET transaction_timeout` (written by pg_dump 17 and newer, PGlite's included) is
 *    unknown to PostgreSQL 16 and older; it sets the default (0, off) anyway;
 *  - psql's `\restrict` and `\unrestrict` lines (newer pg_dump versions bracket a dump with
 *    them) are commands of psql, not SQL, which PGlite runs.
 */
export function sqlFor(target: DatabaseConfig['kind'], sql: string): string {
  const lines = sql.split('\n').filter((line) => !/^SET transaction_timeout = /.test(line));
  const kept =
    target === 'pglite' ? lines.filter((line) => !/^\\(un)?restrict\b/.test(line)) : lines;
  return kept.join('\n');
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const userSchemas = `select nspname from pg_namespace
  where nspname not in ('pg_catalog', 'information_schema')
    and nspname not like 'pg\\_%'`;

/** Why the target cannot take a restore as it is (it holds data), or null when it can. */
export async function databaseInTheWay(database: DatabaseConfig): Promise<string | null> {
  if (database.kind === 'postgres') {
    const { rows } = await withClient(database.url, (client) =>
      client.query<{ count: string }>(
        `select count(*) from pg_class where relnamespace in (select oid from pg_namespace
           where nspname in (${userSchemas}))`,
      ),
    );
    const count = Number(rows[0]?.count ?? 0);
    return count > 0 ? `the database ${connectionName(database.url)} is not empty` : null;
  }
  const { dataDir } = database;
  if (!dataDir) throw new Error('A restore needs a data folder, not an in-memory database.');
  return existsSync(join(dataDir, 'PG_VERSION'))
    ? `the data folder already holds an embedded database (${dataDir})`
    : null;
}

/** Empties the target for a forced restore: the embedded folder, or every user schema. */
export async function clearDatabase(database: DatabaseConfig): Promise<void> {
  if (database.kind === 'postgres') {
    await withClient(database.url, async (client) => {
      const { rows } = await client.query<{ nspname: string }>(userSchemas);
      for (const { nspname } of rows) {
        await client.query(`drop schema ${client.escapeIdentifier(nspname)} cascade`);
      }
      // public as PostgreSQL 15 creates it: owned by the database's owner, usable by all.
      await client.query('create schema public authorization pg_database_owner');
      await client.query('grant usage on schema public to public');
      await client.query(`comment on schema public is 'standard public schema'`);
    });
    return;
  }
  const { dataDir } = database;
  if (!dataDir) throw new Error('A restore needs a data folder, not an in-memory database.');
  const holder = await embeddedDatabaseHolder(dataDir);
  if (holder !== null) {
    throw new Error(`The embedded database in ${dataDir} is in use by process ${holder}.`);
  }
  await rm(dataDir, { recursive: true, force: true });
}

/** Loads the SQL into the empty target in one transaction. */
export async function loadDatabase(database: DatabaseConfig, sql: string): Promise<void> {
  if (database.kind === 'postgres') {
    await runPostgresTool(
      'psql',
      database.url,
      ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction'],
      sqlFor('postgres', sql),
    );
    return;
  }
  const { dataDir } = database;
  if (!dataDir) throw new Error('A restore needs a data folder, not an in-memory database.');
  const embedded = await openEmbeddedDatabase(dataDir);
  let loaded = false;
  try {
    await embedded.client.transaction((tx) => tx.exec(sqlFor('pglite', sql)));
    loaded = true;
  } finally {
    await embedded.close();
    // A cluster this restore created and could not fill goes again, so a retry finds none.
    if (!loaded) await rm(dataDir, { recursive: true, force: true });
  }
}

/** The database's name and server, without credentials, for messages. */
export function connectionName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname.slice(1)} on ${parsed.host}`;
}
