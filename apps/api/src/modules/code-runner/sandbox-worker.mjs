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

/** Captured output (console, print), cut at the output limit. */
function outputBuffer() {
  let text = '';
  let truncated = false;
  return {
    write(chunk) {
      if (truncated) return;
      const room = limits.outputBytes - text.length;
      if (chunk.length > room) {
        text += chunk.slice(0, Math.max(0, room));
        truncated = true;
      } else text += chunk;
    },
    result: () => ({ stdout: text, stdoutTruncated: truncated }),
  };
}

const cut = (text, max = 2000) => (text.length > max ? `${text.slice(0, max)}…` : text);

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
  return sucrase.transform(code, {
    transforms: ['typescript'],
    disableESTransforms: true,
    filePath: 'solution.ts',
  }).code;
}

// Runs first in every context: console writes through the one host function, which it then
// hides; assert is the helper assertion tests use.
const prelude = `(() => {
  const write = globalThis.__academyWrite;
  delete globalThis.__academyWrite;
  const show = (value) => {
    if (typeof value === 'string') return value;
    if (typeof value === 'function') return '[Function ' + (value.name || 'anonymous') + ']';
    if (typeof value === 'bigint') return value + 'n';
    if (value instanceof Error) return value.name + ': ' + value.message;
    try { const json = JSON.stringify(value); return json === undefined ? String(value) : json; }
    catch { return String(value); }
  };
  const line = (...values) => write(values.map(show).join(' ') + '\\n');
  globalThis.console = { log: line, info: line, warn: line, error: line, debug: line };
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  const assert = (condition, message) => {
    if (!condition) throw new Error(message || 'Assertion failed');
  };
  assert.equal = (actual, expected, message) => {
    if (actual !== expected) throw new Error(message || 'Expected ' + show(expected) + ', got ' + show(actual));
  };
  assert.deepEqual = (actual, expected, message) => {
    if (!same(actual, expected)) throw new Error(message || 'Expected ' + show(expected) + ', got ' + show(actual));
  };
  globalThis.assert = assert;
})();`;

/** The line of `file` an engine's error names, if it names one. */
function lineIn(text, file) {
  const match = new RegExp(`${file.replace('.', '\\.')}:(\\d+)`).exec(text ?? '');
  return match ? Number(match[1]) : null;
}

function quickJsError(dumped, deadlinePassed, file) {
  const name = dumped?.name ?? 'Error';
  const message = String(dumped?.message ?? dumped);
  const stack = String(dumped?.stack ?? '');
  if (deadlinePassed || message === 'interrupted') {
    return { kind: 'time_limit', name: 'TimeLimitExceeded', message: 'interrupted', line: null };
  }
  if (name === 'InternalError' && /out of memory/i.test(message)) {
    return { kind: 'memory_limit', name, message, line: null };
  }
  const kind = name === 'SyntaxError' ? 'compile' : 'runtime';
  const line =
    lineIn(stack, 'solution.js') ?? (file === 'solution.js' ? lineIn(message, file) : null);
  return { kind, name, message: cut(message), line, inTest: file === 'test.js' && line === null };
}

async function runJavaScript(job, test, language) {
  const started = performance.now();
  const out = outputBuffer();
  let source = job.code;
  if (language === 'typescript') {
    try {
      source = await stripTypes(job.code);
    } catch (error) {
      const match = /\((\d+):(\d+)\)/.exec(error.message);
      return {
        status: 'error',
        error: {
          kind: 'compile',
          name: 'SyntaxError',
          message: cut(error.message),
          line: match ? Number(match[1]) : null,
        },
        ...out.result(),
        timeMs: performance.now() - started,
      };
    }
  }
  const engine = await quickJs();
  const runtime = engine.newRuntime();
  const deadline = Date.now() + job.timeLimitMs;
  let interrupted = false;
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(limits.stackBytes);
  runtime.setInterruptHandler(() => {
    if (Date.now() > deadline) interrupted = true;
    return interrupted;
  });
  const vm = runtime.newContext();
  try {
    const write = vm.newFunction('__academyWrite', (handle) => {
      out.write(vm.getString(handle));
    });
    vm.setProp(vm.global, '__academyWrite', write);
    write.dispose();
    vm.unwrapResult(vm.evalCode(prelude, 'prelude.js')).dispose();

    const evaluate = (code, file) => {
      const result = vm.evalCode(code, file);
      if (result.error) {
        const dumped = vm.dump(result.error);
        result.error.dispose();
        return { error: quickJsError(dumped, interrupted, file) };
      }
      return { value: result.value };
    };
    const fail = (error) => ({
      status: 'error',
      error,
      ...out.result(),
      timeMs: performance.now() - started,
    });

    const loaded = evaluate(source, 'solution.js');
    if (loaded.error) return fail(loaded.error);
    loaded.value.dispose();

    if (test.kind === 'assertion') {
      const checked = evaluate(test.code, 'test.js');
      if (checked.error) return fail(checked.error);
      checked.value.dispose();
      return { status: 'ok', ...out.result(), timeMs: performance.now() - started };
    }

    const args = vm.newString(test.argsJson);
    vm.setProp(vm.global, '__academyArgs', args);
    args.dispose();
    const call = evaluate(
      `(async (args) => { delete globalThis.__academyArgs;
        if (typeof ${job.functionName} !== 'function') throw new ReferenceError('${job.functionName} is not a function');
        const value = await ${job.functionName}(...JSON.parse(args));
        return value === undefined ? undefined : JSON.stringify(value); })(globalThis.__academyArgs)`,
      'call.js',
    );
    if (call.error) return fail(call.error);
    const promise = call.value;
    const jobs = runtime.executePendingJobs();
    if (jobs.error) {
      const dumped = vm.dump(jobs.error);
      jobs.error.dispose();
      promise.dispose();
      return fail(quickJsError(dumped, interrupted, 'solution.js'));
    }
    const state = vm.getPromiseState(promise);
    promise.dispose();
    if (state.type === 'pending') {
      return fail({
        kind: 'runtime',
        name: 'Error',
        message: 'the function returned a promise that never settled',
        line: null,
      });
    }
    if (state.type === 'rejected') {
      const dumped = vm.dump(state.error);
      state.error.dispose();
      return fail(quickJsError(dumped, interrupted, 'solution.js'));
    }
    const value = vm.dump(state.value);
    state.value.dispose();
    return {
      status: 'ok',
      value: value === undefined ? undefined : cut(value, limits.valueBytes),
      ...out.result(),
      timeMs: performance.now() - started,
    };
  } finally {
    vm.dispose();
    runtime.dispose();
  }
}

/* ------------------------------------------------------------------ Python */

const pyodideFolder = `${dirname(require.resolve('pyodide/package.json'))}/`;
const pythonSetup = `
def _academy_setup():
    import builtins, json, os, sys, traceback
    # No way from Python to JavaScript or the host (ARCHITECTURE.md, "Code exercises: the
    # sandbox"): the bridge's modules are marked unimportable, and os loses what would reach out.
    for name in list(sys.modules):
        if name in ('js', 'pyodide_js', 'micropip') or name.split('.')[0] in ('pyodide', '_pyodide', '_pyodide_core'):
            sys.modules[name] = None
    for name in ('js', 'pyodide_js', 'pyodide', 'pyodide.ffi', 'pyodide.http', 'pyodide.code', 'pyodide.webloop', '_pyodide', '_pyodide_core', 'micropip'):
        sys.modules[name] = None
    def refused(*args, **kwargs):
        raise PermissionError('not available in the sandbox')
    for name in ('system', 'popen', 'execv', 'execve', 'fork', 'spawnv', 'kill'):
        if hasattr(os, name):
            setattr(os, name, refused)
    os.environ.clear()
    dumps, loads, compile_, exec_, walk_tb = json.dumps, json.loads, compile, exec, traceback.walk_tb

    def error(kind, exc, line=None, in_test=False):
        message = str(exc)
        return dumps({'status': 'error', 'error': {'kind': kind, 'name': type(exc).__name__, 'message': message[:2000], 'line': line, 'inTest': in_test}})

    def line_of(exc, filename):
        found = None
        for frame, lineno in walk_tb(exc.__traceback__):
            if frame.f_code.co_filename == filename:
                found = lineno
        return found

    def run(kind, code, function_name, args_json, test_code):
        namespace = {'__name__': '__main__', '__builtins__': builtins}
        try:
            compiled = compile_(code, 'solution.py', 'exec')
        except SyntaxError as exc:
            return error('compile', exc, exc.lineno)
        try:
            exec_(compiled, namespace)
            if kind == 'assertion':
                try:
                    checked = compile_(test_code, 'test.py', 'exec')
                except SyntaxError as exc:
                    return error('runtime', exc, None, True)
                exec_(checked, namespace)
                return dumps({'status': 'ok'})
            function = namespace.get(function_name)
            if not callable(function):
                return error('runtime', NameError(f"name '{function_name}' is not defined as a function"))
            value = function(*loads(args_json))
            try:
                text = dumps(value)
            except (TypeError, ValueError) as exc:
                return error('runtime', TypeError(f'the return value cannot be written as JSON: {exc}'))
            return dumps({'status': 'ok', 'value': text})
        except KeyboardInterrupt as exc:
            return error('time_limit', exc)
        except MemoryError as exc:
            return error('memory_limit', exc)
        except BaseException as exc:
            in_test = line_of(exc, 'test.py') is not None and line_of(exc, 'solution.py') is None
            return error('runtime', exc, line_of(exc, 'solution.py'), in_test)
    return run

_academy_run = _academy_setup()
del _academy_setup
`;

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
  py.runPython(pythonSetup);
  const run = py.globals.get('_academy_run');
  py.globals.delete('_academy_run');
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
      const out = outputBuffer();
      const decoder = new TextDecoder();
      const write = (bytes) => {
        out.write(decoder.decode(bytes));
        return bytes.length;
      };
      py.setStdout({ write });
      py.setStderr({ write });
      interruptFlag[0] = 0;
      report({ type: 'test-start', index });
      const started = performance.now();
      let outcome;
      try {
        outcome = JSON.parse(
          run(test.kind, job.code, job.functionName ?? '', test.argsJson ?? '[]', test.code ?? ''),
        );
      } catch (error) {
        outcome = {
          status: 'error',
          error: {
            kind: /memory/i.test(String(error)) ? 'memory_limit' : 'runtime',
            name: 'Error',
            message: cut(String(error?.message ?? error)),
            line: null,
          },
        };
      }
      if (outcome.value !== undefined) outcome.value = cut(outcome.value, limits.valueBytes);
      report({
        type: 'test-done',
        index,
        outcome: { ...outcome, ...out.result(), timeMs: performance.now() - started },
      });
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
  const setup = `
    create role academy_student nosuperuser nocreatedb nocreaterole noinherit;
    revoke create on schema public from public;
    revoke execute on function pg_catalog.set_config(text, text, boolean) from public;
    create schema exercise authorization academy_student;
  `;
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
  await database.exec(
    "set temp_file_limit = '64MB'; set session authorization academy_student; set search_path = exercise",
  );
  return database;
}

/** Which line of the student's query a PostgreSQL error position points at. */
function queryLine(query, position, prefixLength) {
  const at = Number(position) - 1 - prefixLength;
  if (!Number.isFinite(at) || at < 0) return null;
  return query.slice(0, at).split('\n').length;
}

function jsonCell(value) {
  if (typeof value === 'bigint') {
    return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  }
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  return value;
}

async function runSql(job, test) {
  const started = performance.now();
  const db = await postgres();
  const query = job.code.replace(/[\s;]+$/, '');
  const prefix = 'declare academy_cursor no scroll cursor for ';
  let phase = 'setup';
  try {
    const rows = await db.transaction(async (tx) => {
      await tx.exec(job.sqlSchema);
      if (test.data) await tx.exec(test.data);
      phase = 'query';
      await tx.query(prefix + query);
      const fetched = await tx.query(
        `fetch forward ${limits.maxRows + 1} from academy_cursor`,
        [],
        {
          rowMode: 'array',
        },
      );
      await tx.rollback();
      return fetched;
    });
    const clean = await db.query(
      "select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('exercise', 'public')",
    );
    const tooMany = rows.rows.length > limits.maxRows;
    return {
      status: 'ok',
      value: JSON.stringify({
        columns: rows.fields.map((field) => field.name),
        rows: rows.rows.slice(0, limits.maxRows).map((row) => row.map(jsonCell)),
      }),
      rowsTruncated: tooMany,
      dirty: clean.rows[0].n !== 0,
      stdout: '',
      stdoutTruncated: false,
      timeMs: performance.now() - started,
    };
  } catch (error) {
    const message = String(error?.message ?? error);
    if (phase === 'setup') {
      return {
        status: 'error',
        error: { kind: 'exercise', name: 'ExerciseError', message: cut(message), line: null },
        stdout: '',
        stdoutTruncated: false,
        timeMs: performance.now() - started,
      };
    }
    const syntax = error?.code === '42601';
    // The query runs as a cursor's: a statement that is no query fails at its first word.
    const firstWord = query.length - query.trimStart().length + prefix.length + 1;
    const notAQuery = syntax && Number(error?.position) === firstWord;
    return {
      status: 'error',
      error: {
        kind: /out of memory/i.test(message) ? 'memory_limit' : syntax ? 'compile' : 'runtime',
        name: error?.code ? `SQLSTATE ${error.code}` : 'Error',
        message: cut(
          notAQuery
            ? `Only a query (SELECT, WITH … SELECT, VALUES or TABLE) can be graded: ${message}`
            : message,
        ),
        line: queryLine(query, error?.position, prefix.length),
      },
      stdout: '',
      stdoutTruncated: false,
      timeMs: performance.now() - started,
    };
  }
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
