import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { integer, pgSchema, text } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createDatabase, type Database, type DatabaseHandle, STARTUP_LOCK_KEY } from './client.js';
import { migrationsFolder } from './migrations-folder.js';
import { countries, directions, users } from './schema/index.js';
import { demoAccounts } from './seed.js';
import { demoApplicants } from './seed-applicants.js';

/*
 * Migrations (and the seed after them) run under one lock, so that several processes
 * starting against one PostgreSQL database take turns. The concurrent cases need a server
 * that several connections share, so they run on PostgreSQL only (DATABASE_URL, as
 * `npm run test:all` sets it); PGlite serves a single process.
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A database with nothing in it, not even the migrations. */
async function freshDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase({ empty: true });
  cleanups.push(() => database.drop());
  return database;
}

async function open(database: TestDatabase): Promise<DatabaseHandle> {
  const handle = await createDatabase(database.config);
  cleanups.push(() => handle.close());
  return handle;
}

async function journalLength(): Promise<number> {
  const journal = JSON.parse(
    await readFile(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  );
  return (journal.entries as unknown[]).length;
}

/** drizzle's journal in the database: one row per applied migration. */
const journal = pgSchema('drizzle').table('__drizzle_migrations', {
  id: integer('id'),
  hash: text('hash'),
});

async function appliedMigrations(db: Database): Promise<(string | null)[]> {
  const rows = await db.select({ hash: journal.hash }).from(journal).orderBy(journal.id);
  return rows.map((row) => row.hash);
}

describe('migrate', () => {
  it('applies every migration once; running it again changes nothing', async () => {
    const handle = await open(await freshDatabase());
    const order: string[] = [];
    await handle.migrate(async (db) => {
      // The schema is in place when the work after the migrations runs.
      order.push(`after, ${await db.$count(users)} users`);
    });
    const applied = await appliedMigrations(handle.db);
    expect(applied).toHaveLength(await journalLength());

    await handle.migrate();
    expect(await appliedMigrations(handle.db)).toEqual(applied);
    expect(order).toEqual(['after, 0 users']);
  });

  it('fails as the work after the migrations fails', async () => {
    const handle = await open(await freshDatabase());
    await expect(
      handle.migrate(async () => {
        throw new Error('seed failed');
      }),
    ).rejects.toThrow('seed failed');
    // Usable afterwards: the next start simply runs again.
    await handle.migrate();
    expect(await appliedMigrations(handle.db)).toHaveLength(await journalLength());
  });
});

if (process.env.DATABASE_URL) {
  /** Whether another session could take the start-up lock now (and gives it back at once). */
  async function lockIsFree(url: string): Promise<boolean> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [STARTUP_LOCK_KEY],
      );
      if (rows[0]?.locked) await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
      return rows[0]?.locked ?? false;
    } finally {
      await client.end();
    }
  }

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  describe('migrate on PostgreSQL, several processes at once', () => {
    it('applies the schema once on an empty database; the seed steps take turns', async () => {
      const database = await freshDatabase();
      const handles = await Promise.all(Array.from({ length: 3 }, () => open(database)));
      const steps: string[] = [];
      await Promise.all(
        handles.map((handle, index) =>
          handle.migrate(async () => {
            steps.push(`start ${index}`);
            await pause(50);
            steps.push(`end ${index}`);
          }),
        ),
      );

      const [first] = handles;
      if (!first) throw new Error('No handle');
      expect(await appliedMigrations(first.db)).toHaveLength(await journalLength());
      // Never two at once: every start is followed by its own end.
      expect(steps).toHaveLength(6);
      for (let i = 0; i < steps.length; i += 2) {
        expect(steps[i + 1]).toBe(steps[i]?.replace('start', 'end'));
      }
      if (database.config.kind !== 'postgres') throw new Error('Not PostgreSQL');
      expect(await lockIsFree(database.config.url)).toBe(true);
    });

    it('gives the lock back when the work after the migrations fails', async () => {
      const database = await freshDatabase();
      if (database.config.kind !== 'postgres') throw new Error('Not PostgreSQL');
      // Advisory locks belong to one database: ask in the same one.
      const { url } = database.config;
      const handle = await open(database);
      await expect(
        handle.migrate(async () => {
          expect(await lockIsFree(url)).toBe(false);
          throw new Error('seed failed');
        }),
      ).rejects.toThrow('seed failed');
      // The failed work's connection is closed, which ends its session and so its lock: the
      // server lets go once it has seen the connection close, a moment later on a busy one.
      await expect.poll(() => lockIsFree(url), { timeout: 10_000 }).toBe(true);
    });

    it('starts two apps at once on one empty database: migrated and seeded once', async () => {
      const database = await freshDatabase();
      if (database.config.kind !== 'postgres') throw new Error('Not PostgreSQL');
      const url = database.config.url;
      // Processes on one database share the key of the second factors' secrets (README
      // "Running at scale"): the demo staff's, sealed by whichever seeds, open in both.
      const twoFactorKey = randomBytes(32).toString('base64');
      const apps = await Promise.all(
        [1, 2].map(async () => {
          const dataDir = await mkdtemp(join(tmpdir(), 'academy-api-test-'));
          cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
          const config = {
            ...loadConfig({
              DATA_DIR: dataDir,
              DATABASE_URL: url,
              SEED_DEMO: 'true',
              LOG_LEVEL: 'silent',
              JWT_SECRET: randomBytes(32).toString('base64url'),
              TWO_FACTOR_KEY: twoFactorKey,
            }),
            webDist: null,
          };
          const app: FastifyInstance = await buildApp({ config });
          cleanups.push(() => app.close());
          await app.ready();
          return app;
        }),
      );

      const [app] = apps;
      if (!app) throw new Error('No app');
      expect(await appliedMigrations(app.db)).toHaveLength(await journalLength());
      expect(await app.db.$count(countries)).toBe(249);
      // Each demo account and demo applicant once, though two apps seeded at the same time.
      expect(await app.db.$count(users)).toBe(
        Object.keys(demoAccounts).length + demoApplicants.length,
      );
      expect(await app.db.$count(directions)).toBe(5);
      // Two whole start-ups from an empty database (every migration, then the demo seed with
      // its password hashing): beside CI's browser lanes on two cores this took over the
      // default 30 s.
    }, 120_000);
  });
}
