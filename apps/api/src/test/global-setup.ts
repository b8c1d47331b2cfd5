import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { EMBEDDED_EXTENSIONS } from '../db/embedded.js';
import { migrationsFolder } from '../db/migrations-folder.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A gzipped PGlite data directory with every migration applied; null on PostgreSQL. */
    pgliteSnapshot: string | null;
  }
}

/**
 * Initialising a PGlite cluster costs seconds; loading a dumped one about one. So the
 * migrations run once here and every test app starts from the dump (the app's own
 * migration step then only finds the journal complete).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteSnapshot', null);
    return;
  }
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
