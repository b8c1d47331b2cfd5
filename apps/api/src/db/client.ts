import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { openEmbeddedDatabase } from './embedded.js';
import { migrationsFolder } from './migrations-folder.js';
import {
  listenOnPglite,
  listenOnPostgres,
  mayChangeData,
  type NotificationHandlers,
  type NotificationListener,
} from './notifications.js';
import * as schema from './schema/index.js';
import { runsOnConnectionOf } from './transaction-connections.js';

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

/**
 * How busy the PostgreSQL connection pool is (pg.Pool's counts; the metrics read them at
 * each scrape, plugins/app/metrics-gauges.ts).
 */
export interface ConnectionPool {
  /** Connections open, idle or in use. */
  readonly totalCount: number;
  readonly idleCount: number;
  /** Queries waiting for a connection because every one is in use. */
  readonly waitingCount: number;
}

/**
 * The PostgreSQL advisory lock that start-up work takes turns under: migrations and seeding
 * (seed.ts takes it too), so that processes starting at once against one database neither
 * apply a migration twice nor seed twice. A fixed number, the same in every process.
 */
export const STARTUP_LOCK_KEY = 727_001;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig['kind'];
  /**
   * Applies the migrations not yet applied (drizzle's journal in the database), then runs
   * `afterwards` (the seed), all while holding the start-up lock. On PostgreSQL that is a
   * session advisory lock on a connection of its own, which the migrations and `afterwards`
   * run on, released when they are done (or fail). PGlite serves one process, which needs no
   * lock.
   */
  migrate(afterwards?: (db: Database) => Promise<void>): Promise<void>;
  /**
   * PostgreSQL's connection pool; null for PGlite, which runs inside this process on one
   * connection, with no pool (and does not expose its queue of statements).
   */
  pool: ConnectionPool | null;
  /**
   * Listens for NOTIFY on `channel` (notifications.ts): on PGlite within the process, on
   * PostgreSQL on a connection of its own. `onError` hears that connection's failures.
   */
  listen(
    channel: string,
    handlers: NotificationHandlers,
    onError: (error: Error) => void,
  ): Promise<NotificationListener>;
  /** Closes the database; once it is closed (a test closes it under a running app), nothing. */
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** Called with errors of idle pooled connections, which would otherwise crash the process. */
  onPoolError?: (error: Error) => void;
  /** Called when another process holds the start-up lock and this one waits for it. */
  onStartupLockWait?: () => void;
  /**
   * Told every statement the app's queries send (not the migrations'): tests count them to
   * hold reads to a fixed number of statements (ARCHITECTURE.md, "Learning").
   */
  queryLogger?: Logger;
}

export async function createDatabase(
  config: DatabaseConfig,
  options: CreateDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (config.kind === 'pglite') {
    const embedded = await openEmbeddedDatabase(config.dataDir, config.snapshot);
    const db = drizzlePglite({
      client: embedded.client,
      schema,
      logger: options.queryLogger ?? false,
    });
    return {
      db,
      kind: 'pglite',
      async migrate(afterwards) {
        await migratePglite(db, { migrationsFolder: migrationsFolder() });
        await afterwards?.(db);
      },
      pool: null,
      listen: (channel, handlers) => listenOnPglite(embedded.client, channel, handlers),
      close: () => embedded.close(),
    };
  }

  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  pool.on('error', (error) => {
    // pg-pool hangs the whole client on the error: the log wants the error, not its internals.
    Reflect.deleteProperty(error, 'client');
    options.onPoolError?.(error);
  });
  // A connection lost while checked out (a transaction's, between or during its statements)
  // emits 'error' on its client, which the pool listens to only while the client is idle:
  // unheard, that event would end the process. The statement in progress, or the next one,
  // fails all the same (the request answers 503, plugins/app/error-handler.ts), and the pool
  // drops the client when it is released; so the event itself needs nothing more.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  // Statements that may have changed data, counted once finished: a listener's `settle`
  // waits for their notifications (notifications.ts). Drizzle sends a statement outside a
  // transaction through pool.query; a transaction counts when it ends (below).
  let finishedWrites = 0;
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    if (!mayChangeData(args[0])) return poolQuery(...args);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      return poolQuery(...args.slice(0, -1), (...results: unknown[]) => {
        finishedWrites += 1;
        return callback(...results);
      });
    }
    return (poolQuery(...args) as Promise<unknown>).finally(() => {
      finishedWrites += 1;
    });
  }) as typeof pool.query;
  const logger = options.queryLogger ?? false;
  const db = drizzleNodePostgres({ client: pool, schema, logger });
  // Drizzle's transaction on a pool sends BEGIN before the try/finally that gives its client
  // back: a BEGIN that fails (the connection lost, README.md "Faults") keeps the client
  // checked out for good, and after `max` of those the pool has nothing left to hand out, so
  // the process would never recover. Here the transaction takes its client itself and gives
  // it back whatever happens (a lost connection is then dropped by the pool), running
  // Drizzle's transaction on that one client, which takes and gives back nothing itself.
  // Each client's Drizzle instance is made once: making one reads the whole schema.
  const onClient = new WeakMap<pg.PoolClient, NodePgDatabase<Schema>>();
  db.transaction = async (work, config) => {
    const client = await pool.connect();
    try {
      let bound = onClient.get(client);
      if (!bound) {
        bound = drizzleNodePostgres({ client, schema, logger });
        onClient.set(client, bound);
      }
      const connection = bound;
      return await connection.transaction((tx) => {
        runsOnConnectionOf(tx, connection);
        return work(tx);
      }, config);
    } finally {
      client.release();
      finishedWrites += 1;
    }
  };
  return {
    db,
    kind: 'postgres',
    migrate: (afterwards) =>
      underStartupLock(pool, options, async (locked) => {
        await migrateNodePostgres(locked, { migrationsFolder: migrationsFolder() });
        await afterwards?.(locked);
      }),
    pool,
    listen: async (channel, handlers, onError) =>
      listenOnPostgres(config.url, channel, handlers, { count: () => finishedWrites }, onError),
    close: async () => {
      if (!pool.ending) await pool.end();
    },
  };
}

/**
 * Runs `work` on one connection of the pool holding the start-up lock (pg_advisory_lock, a
 * session lock: it spans the migrator's transactions and the seed's). On success the lock is
 * released and the connection goes back to the pool; on any failure the connection is closed
 * instead, which ends the session and so releases the lock whatever state it was left in.
 */
async function underStartupLock(
  pool: pg.Pool,
  options: CreateDatabaseOptions,
  work: (db: NodePgDatabase<Schema>) => Promise<void>,
): Promise<void> {
  const client = await pool.connect();
  let clean = false;
  try {
    const tried = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1) as locked',
      [STARTUP_LOCK_KEY],
    );
    if (!tried.rows[0]?.locked) {
      options.onStartupLockWait?.();
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    }
    await work(drizzleNodePostgres({ client, schema }));
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    clean = true;
  } finally {
    client.release(!clean);
  }
}
