import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type AppConfig, type DatabaseConfig, loadConfig } from '../config.js';
import { EmbeddedDatabaseInUseError, lockFileOf } from '../db/embedded-lock.js';
import { demoAccounts } from '../db/seed.js';
import { gradientPng } from '../lib/png.js';
import { STRIPE_KEY_PREFIX_FILE } from '../modules/billing/index.js';
import { bearer, createStoredFile, login } from '../test/builders.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createBackup } from './backup.js';
import { restoreBackup } from './restore.js';

/*
 * A backup of the embedded database with the demo seed and a stored file, restored, loses
 * nothing. The restore goes where the API's tests run (README.md, "Running against
 * PostgreSQL"): into a fresh embedded data folder by default, into a new database on the
 * PostgreSQL server at DATABASE_URL when it is set (the way from the embedded database to
 * PostgreSQL). The restored database is then backed up and restored once more, so a backup
 * of that kind (pg_dump's, with DATABASE_URL) round-trips too.
 */

const ROUND_TRIP_MS = 240_000;

let work: string;
const databases: TestDatabase[] = [];
const source: {
  config?: AppConfig;
  counts?: Record<string, number>;
  file?: { id: string; data: Buffer };
  studentToken?: string;
  studentAnswer?: unknown;
} = {};

const quiet = { write: () => {} };

async function rowCounts(app: FastifyInstance): Promise<Record<string, number>> {
  type Rows<T> = { rows: T[] };
  const tables = (await app.db.execute(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`,
  )) as unknown as Rows<{ schema: string; name: string }>;
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables.rows) {
    const result = (await app.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(name)}`,
    )) as unknown as Rows<{ n: number }>;
    counts[`${schema}.${name}`] = Number(result.rows[0]?.n);
  }
  return counts;
}

/** A data folder and an empty database to restore into, of the kind the tests run on. */
async function freshTarget(name: string): Promise<AppConfig> {
  const dataDir = join(work, name);
  let database: DatabaseConfig = { kind: 'pglite', dataDir: join(dataDir, 'db') };
  if (process.env.DATABASE_URL) {
    const created = await createTestDatabase({ empty: true });
    databases.push(created);
    database = created.config;
  }
  return { ...loadConfig({ DATA_DIR: dataDir }), database, seedDemo: false, webDist: null };
}

async function startApp(config: AppConfig): Promise<FastifyInstance> {
  const app = await buildApp({ config, logStream: quiet });
  await app.ready();
  return app;
}

/**
 * What a restored copy must show: the rows counted where the backup was taken, a working
 * login, the same file bytes. Answers its counts after that login (a new session).
 */
async function expectNothingLost(
  config: AppConfig,
  counts: Record<string, number> | undefined,
): Promise<Record<string, number>> {
  const app = await startApp(config);
  try {
    expect(await rowCounts(app)).toEqual(counts);
    const student = await login(app, demoAccounts.student);
    expect(student.accessToken).toBeTruthy();
    // The session and the token signing secret came along: a token of the source works.
    const me = await app.inject({
      method: 'GET',
      url: '/v1/students',
      headers: bearer(source.studentToken as string),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(source.studentAnswer);
    const file = source.file as { id: string; data: Buffer };
    const served = await app.inject({ method: 'GET', url: `/v1/files/${file.id}/public` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(file.data)).toBe(true);
    return await rowCounts(app);
  } finally {
    await app.close();
  }
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'academy-backup-test-'));
  // The embedded database as `npm start` leaves it: migrated, demo seeded, in a data folder.
  const config: AppConfig = { ...loadConfig({ DATA_DIR: join(work, 'source') }), webDist: null };
  const app = await startApp(config);
  try {
    const data = gradientPng(16, 16, [10, 20, 30], [200, 210, 220]);
    const file = await createStoredFile(app, { data, contentType: 'image/png' });
    source.file = { id: file.id, data };
    source.studentToken = (await login(app, demoAccounts.student)).accessToken;
    const me = await app.inject({
      method: 'GET',
      url: '/v1/students',
      headers: bearer(source.studentToken),
    });
    source.studentAnswer = me.json();
    source.counts = await rowCounts(app);
  } finally {
    await app.close();
  }
  source.config = config;
}, ROUND_TRIP_MS);

afterAll(async () => {
  for (const database of databases) await database.drop();
  await rm(work, { recursive: true, force: true });
});

describe('npm run backup, npm run restore', () => {
  it('refuses to read the embedded database while another process has it open', async () => {
    const config = source.config as AppConfig;
    const { dataDir } = config.database as { dataDir: string };
    // The process that runs this test's workers stands in for a running server.
    await writeFile(lockFileOf(dataDir), `${process.ppid}\n`);
    try {
      await expect(createBackup(config, join(work, 'refused'))).rejects.toThrow(
        EmbeddedDatabaseInUseError,
      );
      await expect(readdir(join(work, 'refused'))).rejects.toThrow();
    } finally {
      await rm(lockFileOf(dataDir));
    }
  });

  it(
    'restores the embedded database, its files and secrets with nothing lost, twice over',
    async () => {
      const sourceConfig = source.config as AppConfig;
      const first = join(work, 'backup-1');
      const manifest = await createBackup(sourceConfig, first);
      expect(manifest.database.kind).toBe('pglite');
      expect(manifest.files.count).toBe((await readdir(sourceConfig.filesDir)).length);
      expect(manifest.files.count).toBeGreaterThan(1);
      expect(manifest.secrets).toContain('jwt-secret');

      const target = await freshTarget('target-1');
      await restoreBackup(target, first);
      await expectNothingLost(target, source.counts);

      // Into a target that holds data: refused; --force replaces what is there. The Stripe
      // key prefix of the install restored over is not kept: the restored database numbers
      // payments again from the backup's point, so it sends keys under a new one.
      await expect(restoreBackup(target, first)).rejects.toThrow(/Nothing was restored/);
      const prefixFile = join(target.dataDir, STRIPE_KEY_PREFIX_FILE);
      await writeFile(prefixFile, 'academy-0123456789ab');
      expect(manifest.secrets).not.toContain(STRIPE_KEY_PREFIX_FILE);
      await restoreBackup(target, first, { force: true });
      await expect(readFile(prefixFile, 'utf8')).rejects.toThrow(/ENOENT/);
      const restored = await expectNothingLost(target, source.counts);

      const second = join(work, 'backup-2');
      expect((await createBackup(target, second)).database.kind).toBe(target.database.kind);
      const again = await freshTarget('target-2');
      await restoreBackup(again, second);
      await expectNothingLost(again, restored);
    },
    ROUND_TRIP_MS,
  );
});
