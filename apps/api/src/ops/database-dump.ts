import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import type { DatabaseConfig } from '../config.js';
import { openEmbeddedDatabase } from '../db/embedded.js';
import { runPostgresTool } from './postgres-tools.js';

/*
 * The database part of a backup: plain SQL (README.md, "Backups"), which loads into either
 * database. Rows are INSERT statements rather than COPY blocks, because PGlite runs SQL only
 * (no COPY from psql's standard input); owners and grants are left out, so the SQL loads
 * as whichever role restores it.
 */
const portableArgs = ['--no-owner', '--no-privileges', '--rows-per-insert=100'];

/** Writes the SQL of the whole database to `file`. */
export async function dumpDatabase(database: DatabaseConfig, file: string): Promise<void> {
  if (database.kind === 'postgres') {
    // pg_dump reads one snapshot: the server may keep running.
    await runPostgresTool('pg_dump', database.url, [...portableArgs, `--file=${file}`]);
    return;
  }
  const { dataDir } = database;
  if (!dataDir || !existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${dataDir ?? 'memory'} to back up.`);
  }
  // Refuses while the server (or another backup) has the folder open (embedded-lock.ts).
  const embedded = await openEmbeddedDatabase(dataDir);
  try {
    const dump = await pgDump({ pg: embedded.client, args: portableArgs });
    await writeFile(file, await dump.text());
  } finally {
    await embedded.close();
  }
}
