// The code runner's worker thread (ARCHITECTURE.md, "Code exercises: the sandbox"). It runs
// a student's code in one of three WebAssembly engines and reports raw outcomes; it never
// sees an expected value (the pool compares). Plain JavaScript so that Node loads it as it
// is in the tests, in development and next to the built server (scripts/build.mjs copies it).
// The message shapes are `WorkerRequest` and `WorkerMessage` in protocol.ts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
// The engine-independent rules and each engine's run of one test, the same the browser's
// "Run examples" follows; what stays here is the server's: loading the engines from
// node_modules, their caches, the memory cap, Python's interrupt buffer, the messages.
import {
  cut,
  pythonRunner,
  runJavaScriptTest,
  runPythonTest,
  runSqlTest,
  sqlSession,
  sqlSetup,
  typeScriptTransform,
} from '@academy/code-grading';

const require = createRequire(import.meta.url);
if (!parentPort) throw new Error('sandbox-worker.mjs runs as a worker thread only');
const jobs = parentPort;

/**
 * Jobs come through parentPort; everything the worker says goes through `port`, a channel of
 * its own, so that the pool can read what is already sent before it stops a worker.
 * @type {{ limits: { memoryBytes: number, stackBytes: number, outputBytes: number, valueBytes: number, maxRows: number }, interrupt: SharedArrayBuffer, assets: Record<string, Uint8Array>, port: MessagePort }}
 */
const { limits, interrupt, assets, port } = workerData;
const interruptFlag = new Uint8Array(interrupt);

/*
 * WebAssembly memory lives outside V8's heap, so the worker's resourceLimits do not bound it.
 * Every engine grows its memory through Memory.prototype.grow (Emscripten's
 * emscripten_resize_heap), so a refused grow is the engine's own out-of-memory: Python raises
 * MemoryError, PostgreSQL "out of memory", QuickJS its own limit comes first.
 */
const wasmCapBytes = limits.memoryBytes;
/** Each memory seen growing, with the engine instance it belongs to. */
const memories = [];
const seen = new WeakSet();
let owner = 'shared';
const originalGrow = WebAssembly.Memory.prototype.grow;
WebAssembly.Memory.prototype.grow = function grow(pages) {
  if (!seen.has(this)) {
    seen.add(this);
    memories.push({ ref: new WeakRef(this), owner });
  }
  if (this.buffer.byteLength + pages * 65536 > wasmCapBytes) {
    throw new RangeError('memory limit reached');
  }
  return originalGrow.call(this, pages);
};
/** Bytes of WebAssembly memory the engines in use hold now (retired ones left out). */
function wasmBytes() {
  let total = 0;
  for (const { ref } of memories) total += ref.deref()?.buffer.byteLength ?? 0;
  return total;
}
/** Forgets the memories of an engine instance no longer used (the garbage collector frees them). */
function retire(instance) {
  for (let i = memories.length - 1; i >= 0; i--) {
    if (memories[i].owner === instance || !memories[i].ref.deref()) memories.splice(i, 1);
  }
}

/*
 * Pyodide's snapshot and PGlite's dumped cluster take seconds to make, so they are kept in
 * node_modules/.cache/academy-code-runner, named by the engine's version, Node's and (for
 * PGlite) a hash of the set-up SQL: a restart, or the next test run, starts from them. Only
 * this file reads and writes them, before any student code runs; a folder that cannot be
 * written just means no cache.
 */
const cacheFolder = join(
  dirname(dirname(require.resolve('pyodide/package.json'))),
  '.cache',
  'academy-code-runner',
);
/** A package's version, read from its package.json (PGlite does not export that file). */
function versionOf(name) {
  let folder = dirname(require.resolve(name));
  while (!folder.endsWith(join('node_modules', name))) {
    if (dirname(folder) === folder) return 'unknown';
    folder = dirname(folder);
  }
  return JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).version;
}

async function cached(file) {
  try {
    return new Uint8Array(await readFile(join(cacheFolder, file)));
  } catch {
    return undefined;
  }
}

async function keep(file, bytes) {
  try {
    await mkdir(cacheFolder, { recursive: true });
    const partial = join(cacheFolder, `${file}.${process.pid}.${Date.now()}.partial`);
    await writeFile(partial, bytes);
    await rename(partial, join(cacheFolder, file));
  } catch {
    // No cache: the next start makes it again.
  }
}

/* ------------------------------------------------------------------ JavaScript, TypeScript */

let quickjs;
async function quickJs() {
  if (!quickjs) {
    const { newQuickJSWASMModuleFromVariant } = await import('quickjs-emscripten-core');
    const variant = (await import('@jitl/quickjs-wasmfile-release-sync')).default;
    quickjs = await newQuickJSWASMModuleFromVariant(variant);
  }
  return quickjs;
}

let sucrase;
/** Strips TypeScript's types, keeping every line where it was (sucrase keeps line numbers). */
async function stripTypes(code) {
  sucrase ??= await import('sucrase');
  return sucrase.transform(code, { ...typeScriptTransform, transforms: ['typescript'] }).code;
}

async function runJavaScript(job, test, language) {
  const strip = language === 'typescript' ? stripTypes : null;
  return runJavaScriptTest(await quickJs(), strip, job, test, limits);
}

/* ------------------------------------------------------------------ Python */

const pyodideFolder = `${dirname(require.resolve('pyodide/package.json'))}/`;

let pythonSnapshot = assets.pyodideSnapshot;
let nextPython;
const pythonSnapshotFile = `pyodide-${versionOf('pyodide')}-node-${process.version}.snapshot`;

async function loadPython() {
  const { loadPyodide } = await import('pyodide');
  const instance = Symbol('python');
  owner = instance;
  const options = {
    indexURL: pyodideFolder,
    // Everything is read from node_modules/pyodide; nothing is downloaded (no packages load).
    packageCacheDir: pyodideFolder,
    lockFileURL: `${pyodideFolder}pyodide-lock.json`,
    env: {},
    jsglobals: Object.create(null),
    stdin: () => null,
  };
  let py;
  if (!pythonSnapshot) {
    const kept = await cached(pythonSnapshotFile);
    if (kept) {
      try {
        py = await loadPyodide({ ...options, _loadSnapshot: kept });
        pythonSnapshot = kept;
        port.postMessage({ type: 'asset', name: 'pyodideSnapshot', bytes: kept });
      } catch {
        py = undefined;
      }
    }
  } else {
    py = await loadPyodide({ ...options, _loadSnapshot: pythonSnapshot });
  }
  if (!py) {
    const maker = await loadPyodide({ ...options, _makeSnapshot: true });
    pythonSnapshot = maker.makeMemorySnapshot();
    port.postMessage({ type: 'asset', name: 'pyodideSnapshot', bytes: pythonSnapshot });
    await keep(pythonSnapshotFile, pythonSnapshot);
    // The instance that took the snapshot is left unused: every interpreter that runs code
    // starts from the snapshot, the same way.
    py = await loadPyodide({ ...options, _loadSnapshot: pythonSnapshot });
  }
  closeTheNetwork(py);
  py.setInterruptBuffer(interruptFlag);
  const run = pythonRunner(py);
  owner = 'shared';
  return { py, run, instance };
}

/**
 * Emscripten's sockets reach the network in Node (a WebSocket to the address a Python socket
 * connects to): every socket is refused with EPERM before Python runs. Pyodide also puts a
 * `require` of fs, child_process and ws on the worker's globalThis; it goes too.
 */
function closeTheNetwork(py) {
  const module = py._module;
  const refuse = () => {
    throw new module.FS.ErrnoError(63);
  };
  if (module.SOCKFS) {
    module.SOCKFS.createSocket = refuse;
    if (module.SOCKFS.websocket_sock_ops) {
      module.SOCKFS.websocket_sock_ops.createPeer = refuse;
      module.SOCKFS.websocket_sock_ops.connect = refuse;
      module.SOCKFS.websocket_sock_ops.listen = refuse;
    }
  }
  if (module._nodeSock) {
    for (const name of Object.keys(module._nodeSock)) module._nodeSock[name] = refuse;
  }
  delete globalThis.require;
}

async function runPython(job, tests, report) {
  // A fresh interpreter for every submission, so nothing one leaves behind reaches another.
  const { py, run, instance } = await (nextPython ?? loadPython());
  nextPython = undefined;
  owner = instance;
  try {
    for (const [index, test] of tests.entries()) {
      const outcome = runPythonTest(py, run, job, test, limits, () => {
        interruptFlag[0] = 0;
        report({ type: 'test-start', index });
      });
      report({ type: 'test-done', index, outcome });
    }
  } finally {
    run.destroy();
    retire(instance);
    owner = 'shared';
    interruptFlag[0] = 0;
    // The next submission's interpreter loads while this worker waits for work.
    nextPython = loadPython();
    nextPython.catch(() => {});
  }
}

/* ------------------------------------------------------------------ SQL */

let database;
async function postgres() {
  if (database) return database;
  const { PGlite } = await import('@electric-sql/pglite');
  const setup = sqlSetup;
  const hash = createHash('sha256').update(setup).digest('hex').slice(0, 12);
  const templateFile = `pglite-${versionOf('@electric-sql/pglite')}-${hash}.tar.gz`;
  const template = assets.pgliteTemplate ?? (await cached(templateFile));
  if (template) {
    try {
      database = await PGlite.create({ loadDataDir: new Blob([template]) });
      if (!assets.pgliteTemplate) {
        port.postMessage({ type: 'asset', name: 'pgliteTemplate', bytes: template });
      }
    } catch {
      database = undefined;
    }
  }
  if (!database) {
    database = await PGlite.create();
    // The role student queries run as: no superuser, no set_config (so no SET ROLE from a
    // query), nothing to create outside the exercise's schema.
    await database.exec(setup);
    const dump = await database.dumpDataDir('gzip');
    const bytes = new Uint8Array(await dump.arrayBuffer());
    port.postMessage({ type: 'asset', name: 'pgliteTemplate', bytes });
    await keep(templateFile, bytes);
  }
  // temp_file_limit bounds what a query spills to the in-memory file system; only a
  // superuser may change it, so the student's role cannot.
  await database.exec(sqlSession);
  return database;
}

/** Whether anything outlived the run's transaction (the pool then replaces the worker). */
async function dirty(db) {
  const clean = await db.query(
    "select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('exercise', 'public')",
  );
  return { dirty: clean.rows[0].n !== 0 };
}

async function runSql(job, test) {
  return runSqlTest(await postgres(), job, test, limits, dirty);
}

/* ------------------------------------------------------------------ the loop */

async function runJob(job) {
  const report = (message) => port.postMessage({ ...message, id: job.id });
  if (job.language === 'python') {
    await runPython(job, job.tests, report);
  } else {
    if (job.language === 'sql') await postgres();
    else await quickJs();
    for (const [index, test] of job.tests.entries()) {
      report({ type: 'test-start', index });
      const outcome =
        job.language === 'sql'
          ? await runSql(job, test)
          : await runJavaScript(job, test, job.language);
      report({ type: 'test-done', index, outcome });
    }
  }
  report({ type: 'done', wasmBytes: wasmBytes() });
}

jobs.on('message', (job) => {
  runJob(job).catch((error) => {
    port.postMessage({ type: 'failed', id: job.id, message: cut(String(error?.stack ?? error)) });
  });
});
port.postMessage({ type: 'ready' });
