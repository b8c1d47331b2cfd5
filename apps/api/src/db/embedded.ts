import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
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
 */

/** PostgreSQL's shared buffers inside the embedded database. */
export const EMBEDDED_SHARED_BUFFERS = '16MB';

/** V8 flags that keep WebAssembly at the baseline tier (see above). */
const EMBEDDED_WASM_V8_FLAGS = ['--no-wasm-tier-up', '--no-wasm-dynamic-tiering'];

function keepWebAssemblyAtBaselineTier(): void {
  for (const flag of EMBEDDED_WASM_V8_FLAGS) setFlagsFromString(flag);
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
  client: PGlite;
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
    const client = await PGlite.create(dataDir ?? undefined, {
      startParams,
      ...(snapshot ? { loadDataDir: snapshot } : {}),
    });
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
