import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import {
  PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockEmbeddedDatabase } from './embedded-lock.js';

/*
 * The embedded PostgreSQL (PGlite) and its memory (ARCHITECTURE.md, "Speed and memory").
 * PGlite runs PostgreSQL in WebAssembly, whose memory grows and is never given back:
 *  - PostgreSQL reserves its shared buffers in it: the default 128 MB is more than the demo
 *    or a small academy's data needs, and the operating system caches the data files anyway;
 *  - creating a new cluster (initdb) leaves about 500 MB behind in the process that did it.
 *    A new data directory is therefore created by a short-lived child process, which takes
 *    that memory with it when it exits; the server then opens the finished cluster;
 *  - V8 compiles WebAssembly with its baseline compiler (Liftoff) and by default recompiles
 *    the busy functions with its optimising one (TurboFan) in the background: for
 *    PostgreSQL's code that tier-up holds about 60 MB of compiled code and peaks near 100 MB
 *    while it compiles, for reads that measured up to about 20 % faster once warm (and
 *    slower while the compiler competes with them for the CPU). The embedded database keeps
 *    its code at the baseline tier. The flags apply to WebAssembly compiled after they are
 *    set, and PGlite is the only WebAssembly the server runs; without tier-up, V8 still
 *    compiles with TurboFan any function Liftoff cannot.
 *
 * And its speed: Drizzle hands PGlite its own type parsers with every statement (timestamps,
 * dates and intervals, and their arrays, as PostgreSQL's text), and PGlite merges them into
 * its map of some 300 types for each statement. Measured, a `select 1` took 173 µs so
 * against 63 µs without, and under load those maps were most of what the server allocated:
 * garbage that grew its heap by some 150 MB before it was collected. The embedded client
 * (`EmbeddedClient`) has Drizzle's parsers as its own from the start, and leaves them out of
 * each statement; a statement given any other parser keeps its own.
 */

/**
 * The extensions the migrations create, which PGlite loads only when given them: pg_trgm for
 * the staff lists' search (migration 0022). Every PGlite that opens the academy's database
 * is made with these.
 */
export const EMBEDDED_EXTENSIONS = { pg_trgm };

/** PostgreSQL's shared buffers inside the embedded database. */
export const EMBEDDED_SHARED_BUFFERS = '16MB';

/** V8 flags that keep WebAssembly at the baseline tier (see above). */
const EMBEDDED_WASM_V8_FLAGS = ['--no-wasm-tier-up', '--no-wasm-dynamic-tiering'];

function keepWebAssemblyAtBaselineTier(): void {
  for (const flag of EMBEDDED_WASM_V8_FLAGS) setFlagsFromString(flag);
}

/** The types Drizzle reads as PostgreSQL's text (drizzle-orm/pglite's session), by OID. */
const DRIZZLE_TEXT_TYPES = new Set<number>([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);

const asText = (value: string) => value;

/** Drizzle's parsers, as the client's own. */
const drizzleParsers = Object.fromEntries([...DRIZZLE_TEXT_TYPES].map((oid) => [oid, asText]));

/**
 * A statement's options without its parsers when they are Drizzle's: parsers for exactly
 * Drizzle's types, which the client has as its own. Any other set is kept.
 */
function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  let count = 0;
  for (const oid in options.parsers) {
    if (!DRIZZLE_TEXT_TYPES.has(Number(oid))) return options;
    count += 1;
  }
  if (count !== DRIZZLE_TEXT_TYPES.size) return options;
  const { parsers: _, ...rest } = options;
  return rest;
}

/** PGlite with Drizzle's parsers built in, and not merged again for every statement (above). */
export class EmbeddedClient extends PGlite {
  /** Reads the array types (at start, and when asked again), then puts Drizzle's parsers back on top. */
  override async _initArrayTypes(options?: { force?: boolean }): Promise<void> {
    await super._initArrayTypes(options);
    Object.assign(this.parsers, drizzleParsers);
  }

  override query<T>(
    query: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return super.query<T>(query, params, withoutDrizzleParsers(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) =>
      callback(
        Object.create(tx, {
          query: {
            value: <R>(query: string, params?: unknown[], options?: QueryOptions) =>
              tx.query<R>(query, params, withoutDrizzleParsers(options)),
          },
        }) as Transaction,
      ),
    );
  }
}

const startParams = [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`,
];

/** Creates the cluster in `dataDir` in a child process, unless it already holds one. */
async function createClusterOutOfProcess(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  await mkdir(dataDir, { recursive: true });
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
const db = await PGlite.create(process.env.ACADEMY_PGLITE_DIR);
await db.close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, ACADEMY_PGLITE_DIR: dataDir },
  });
}

export interface EmbeddedDatabase {
  client: EmbeddedClient;
  /** Closes the database and gives up the data folder's lock (embedded-lock.ts). */
  close(): Promise<void>;
}

/**
 * Opens the embedded database: in `dataDir` (created on first use), or in memory when it is
 * null; `snapshot` (a data directory archive) seeds an in-memory one. A data folder is
 * claimed for this process first, so that the server, a backup and a restore never open it
 * at once (EmbeddedDatabaseInUseError).
 */
export async function openEmbeddedDatabase(
  dataDir: string | null,
  snapshot?: Blob,
): Promise<EmbeddedDatabase> {
  const release = dataDir ? await lockEmbeddedDatabase(dataDir) : async () => {};
  try {
    if (dataDir && !snapshot) await createClusterOutOfProcess(dataDir);
    else if (dataDir) await mkdir(dataDir, { recursive: true });
    keepWebAssemblyAtBaselineTier();
    // What PGlite.create does, with this client's class.
    const client = new EmbeddedClient({
      ...(dataDir ? { dataDir } : {}),
      startParams,
      extensions: EMBEDDED_EXTENSIONS,
      ...(snapshot ? { loadDataDir: snapshot } : {}),
    });
    await client.waitReady;
    return {
      client,
      close: async () => {
        try {
          // Closing twice (a test closes the database under a running app) is no error.
          if (!client.closed) await client.close();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
