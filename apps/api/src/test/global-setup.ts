import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/client.js';
import { EMBEDDED_EXTENSIONS } from '../db/embedded.js';
import { migrationsFolder } from '../db/migrations-folder.js';
import { adminQuery } from './admin-query.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A gzipped PGlite data directory with every migration applied; null on PostgreSQL. */
    pgliteSnapshot: string | null;
    /** On PostgreSQL, a database with every migration applied, to copy; null on PGlite. */
    postgresTemplate: string | null;
  }
}

/**
 * Initialising a PGlite cluster costs seconds; loading a dumped one about one. So the
 * migrations run once here and every test app starts from the dump (the app's own
 * migration step then only finds the journal complete). On PostgreSQL likewise: migrating a
 * new database takes about a second, copying a migrated one (CREATE DATABASE … TEMPLATE) a
 * tenth of that, so the migrations run once into a template every test database copies.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    project.provide('pgliteSnapshot', null);
    const template = await migratedTemplate(serverUrl);
    project.provide('postgresTemplate', template);
    return () => adminQuery(serverUrl, `drop database if exists "${template}" with (force)`);
  }
  project.provide('postgresTemplate', null);
  const folder = await mkdtemp(join(tmpdir(), 'academy-pglite-snapshot-'));
  const client = await PGlite.create({ extensions: EMBEDDED_EXTENSIONS });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
    const dump = await client.dumpDataDir('gzip');
    const file = join(folder, 'migrated.tar.gz');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteSnapshot', file);
  } finally {
    await client.close();
  }
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}

/** A new database on the server, migrated by the app's own step; its name. */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `t_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies only a database no one is connected to.
  const handle = await createDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  return name;
}
