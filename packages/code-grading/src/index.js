// The engine-independent rules of running a code exercise, and the driving of each engine
// for one test (ARCHITECTURE.md, "Code exercises: the sandbox"): one implementation for the
// API's sandbox workers (apps/api/src/modules/code-runner: sandbox-worker.mjs and grading.ts)
// and the browser's "Run examples" (apps/web/src/features/learning/code/run). Plain
// JavaScript without Node's modules or any package (the engines are handed in), so that Node
// loads it as it is in a worker thread and a browser's worker bundles it. Types: index.d.ts.

/* ------------------------------------------------------------------ output */

/** Captured output (console, print), cut at `limit` characters. */
export function outputBuffer(limit) {
  let text = '';
  let truncated = false;
  return {
    write(chunk) {
      if (truncated) return;
      const room = limit - text.length;
      if (chunk.length > room) {
        text += chunk.slice(0, Math.max(0, room));
        truncated = true;
      } else text += chunk;
    },
    result: () => ({ stdout: text, stdoutTruncated: truncated }),
  };
}

/** A text cut at `max` characters, marked when cut. */
export const cut = (text, max = 2000) => (text.length > max ? `${text.slice(0, max)}…` : text);

/* ------------------------------------------------------------------ JavaScript, TypeScript */

// Runs first in every QuickJS context: console writes through the one host function, which it
// then hides; assert is the helper assertion tests use.
export const javaScriptPrelude = `(() => {
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

/** The call of an `io` test, run after the student's code: its value as JSON text. */
export const javaScriptCall = (functionName) =>
  `(async (args) => { delete globalThis.__academyArgs;
        if (typeof ${functionName} !== 'function') throw new ReferenceError('${functionName} is not a function');
        const value = await ${functionName}(...JSON.parse(args));
        return value === undefined ? undefined : JSON.stringify(value); })(globalThis.__academyArgs)`;

/** sucrase's options: TypeScript's types stripped, every line kept where it was. */
export const typeScriptTransform = {
  transforms: ['typescript'],
  disableESTransforms: true,
  filePath: 'solution.ts',
};

/** The line of `file` an engine's error names, if it names one. */
export function lineIn(text, file) {
  const match = new RegExp(`${file.replace('.', '\\.')}:(\\d+)`).exec(text ?? '');
  return match ? Number(match[1]) : null;
}

/** A QuickJS error (as `vm.dump` gives it) as a run's error. */
export function quickJsError(dumped, deadlinePassed, file) {
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

/** sucrase's error for TypeScript it cannot strip, with the line it names. */
export function typeScriptError(error) {
  const message = String(error?.message ?? error);
  const match = /\((\d+):(\d+)\)/.exec(message);
  return {
    kind: 'compile',
    name: 'SyntaxError',
    message: cut(message),
    line: match ? Number(match[1]) : null,
  };
}

/* ------------------------------------------------------------------ Python */

/**
 * Defines `_academy_run(kind, code, function_name, args_json, test_code)`, which answers a
 * test's outcome as JSON text. No way from Python to JavaScript or the host (ARCHITECTURE.md,
 * "Code exercises: the sandbox"): the bridge's modules are marked unimportable, and os loses
 * what would reach out.
 */
export const pythonSetup = `
def _academy_setup():
    import builtins, json, os, sys, traceback
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

/* ------------------------------------------------------------------ SQL */

/**
 * Once per database: the role student queries run as (no superuser, no set_config, so no SET
 * ROLE from a query, nothing to create outside the exercise's schema).
 */
export const sqlSetup = `
    create role academy_student nosuperuser nocreatedb nocreaterole noinherit;
    revoke create on schema public from public;
    revoke execute on function pg_catalog.set_config(text, text, boolean) from public;
    create schema exercise authorization academy_student;
  `;
export const sqlSession =
  "set temp_file_limit = '64MB'; set session authorization academy_student; set search_path = exercise";

/** The student's query runs as a cursor's, so that only a query can be graded. */
export const sqlCursorPrefix = 'declare academy_cursor no scroll cursor for ';

/** Which line of the student's query a PostgreSQL error position points at. */
export function queryLine(query, position, prefixLength = sqlCursorPrefix.length) {
  const at = Number(position) - 1 - prefixLength;
  if (!Number.isFinite(at) || at < 0) return null;
  return query.slice(0, at).split('\n').length;
}

const hex = (bytes) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A cell of a query's result as JSON: bigint as a number when safe, dates as ISO, bytes as \\x… */
export function jsonCell(value) {
  if (typeof value === 'bigint') {
    return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  }
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${hex(value)}`;
  return value;
}

/** The student's query as run: without the semicolons and blanks it ends with. */
export const sqlQueryOf = (code) => code.replace(/[\s;]+$/, '');

/** A failed query as a run's error: its SQLSTATE, its line, "only a query" when it is none. */
export function sqlError(error, query) {
  const message = String(error?.message ?? error);
  const syntax = error?.code === '42601';
  // The query runs as a cursor's: a statement that is no query fails at its first word.
  const firstWord = query.length - query.trimStart().length + sqlCursorPrefix.length + 1;
  const notAQuery = syntax && Number(error?.position) === firstWord;
  return {
    kind: /out of memory/i.test(message) ? 'memory_limit' : syntax ? 'compile' : 'runtime',
    name: error?.code ? `SQLSTATE ${error.code}` : 'Error',
    message: cut(
      notAQuery
        ? `Only a query (SELECT, WITH … SELECT, VALUES or TABLE) can be graded: ${message}`
        : message,
    ),
    line: queryLine(query, error?.position),
  };
}

/* ------------------------------------------------------------------ running one test */

// How each engine runs one test, the same on the server (sandbox-worker.mjs) and in the
// browser (run-examples.ts). The engines come in already loaded, since each side loads them
// its own way; loading, memory caps, watchdogs and messaging stay with the caller.

/** A test as an engine runs it, without its expected value (the API's WorkerTest). */
export function engineTestOf(test) {
  switch (test.kind) {
    case 'io':
      return { kind: 'io', argsJson: JSON.stringify(test.args) };
    case 'assertion':
      return { kind: 'assertion', code: test.code };
    case 'rows':
      return { kind: 'rows', data: test.data };
  }
}

/**
 * Runs one JavaScript test in a runtime and context of its own, made from the QuickJS module
 * `quickJs`: the student's code (its types stripped by `strip` first, when given), then the
 * assertion or the call; stopped at the job's time limit by QuickJS's interrupt handler.
 */
export async function runJavaScriptTest(quickJs, strip, job, test, limits) {
  const started = performance.now();
  const out = outputBuffer(limits.outputBytes);
  let source = job.code;
  if (strip) {
    try {
      source = await strip(job.code);
    } catch (error) {
      return {
        status: 'error',
        error: typeScriptError(error),
        ...out.result(),
        timeMs: performance.now() - started,
      };
    }
  }
  const runtime = quickJs.newRuntime();
  const deadline = Date.now() + job.timeLimitMs;
  let interrupted = false;
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(limits.stackBytes);
  runtime.setInterruptHandler(() => {
    if (Date.now() > deadline) interrupted = true;
    return interrupted;
  });
  const vm = runtime.newContext();
  const fail = (error) => ({
    status: 'error',
    error,
    ...out.result(),
    timeMs: performance.now() - started,
  });
  try {
    const write = vm.newFunction('__academyWrite', (handle) => {
      out.write(vm.getString(handle));
    });
    vm.setProp(vm.global, '__academyWrite', write);
    write.dispose();
    vm.unwrapResult(vm.evalCode(javaScriptPrelude, 'prelude.js')).dispose();

    const evaluate = (code, file) => {
      const result = vm.evalCode(code, file);
      if (result.error) {
        const dumped = vm.dump(result.error);
        result.error.dispose();
        return { error: quickJsError(dumped, interrupted, file) };
      }
      return { value: result.value };
    };

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
    const call = evaluate(javaScriptCall(job.functionName), 'call.js');
    if (call.error) return fail(call.error);
    const promise = call.value;
    const pending = runtime.executePendingJobs();
    if (pending.error) {
      const dumped = vm.dump(pending.error);
      pending.error.dispose();
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
      value: value === undefined ? undefined : cut(String(value), limits.valueBytes),
      ...out.result(),
      timeMs: performance.now() - started,
    };
  } finally {
    vm.dispose();
    runtime.dispose();
  }
}

/** Defines `pythonSetup`'s runner in a Pyodide interpreter and takes it out of its globals. */
export function pythonRunner(py) {
  py.runPython(pythonSetup);
  const run = py.globals.get('_academy_run');
  py.globals.delete('_academy_run');
  return run;
}

/**
 * Runs one Python test with `run` (pythonRunner's) in the interpreter `py`, its output
 * captured; `onStart` is called once the output is wired, as the test's clock starts.
 */
export function runPythonTest(py, run, job, test, limits, onStart) {
  const out = outputBuffer(limits.outputBytes);
  const decoder = new TextDecoder();
  const write = (bytes) => {
    out.write(decoder.decode(bytes));
    return bytes.length;
  };
  py.setStdout({ write });
  py.setStderr({ write });
  onStart();
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
  return { ...outcome, ...out.result(), timeMs: performance.now() - started };
}

/**
 * Runs one SQL test in a PGlite database set up with `sqlSetup` and `sqlSession`: the
 * exercise's schema and the test's data, then the student's query as a cursor's, all in a
 * transaction rolled back. `after(db)`, when given, runs once the transaction is over; what it
 * answers is added to a successful outcome.
 */
export async function runSqlTest(db, job, test, limits, after) {
  const started = performance.now();
  const query = sqlQueryOf(job.code);
  let phase = 'setup';
  const silent = { stdout: '', stdoutTruncated: false };
  try {
    const rows = await db.transaction(async (tx) => {
      await tx.exec(job.sqlSchema);
      if (test.data) await tx.exec(test.data);
      phase = 'query';
      await tx.query(sqlCursorPrefix + query);
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
    const extra = after ? await after(db) : {};
    return {
      status: 'ok',
      value: JSON.stringify({
        columns: rows.fields.map((field) => field.name),
        rows: rows.rows.slice(0, limits.maxRows).map((row) => row.map(jsonCell)),
      }),
      rowsTruncated: rows.rows.length > limits.maxRows,
      ...extra,
      ...silent,
      timeMs: performance.now() - started,
    };
  } catch (error) {
    if (phase === 'setup') {
      return {
        status: 'error',
        error: {
          kind: 'exercise',
          name: 'ExerciseError',
          message: cut(String(error?.message ?? error)),
          line: null,
        },
        ...silent,
        timeMs: performance.now() - started,
      };
    }
    return {
      status: 'error',
      error: sqlError(error, query),
      ...silent,
      timeMs: performance.now() - started,
    };
  }
}

/* ------------------------------------------------------------------ comparing */

/** Deep equality of two JSON values: objects regardless of key order, arrays in order. */
export function jsonEqual(a, b) {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  }
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]))
  );
}

const numeric = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/**
 * A cell of a query's result as compared: PostgreSQL's numeric and bigint come as text or
 * numbers depending on the type, so a number and a numeric text of the same value are equal
 * (`2.50` is `2.5`); anything else compares as JSON.
 */
function cellKey(value) {
  if (typeof value === 'number') return `n:${value}`;
  if (typeof value === 'string' && numeric.test(value.trim())) return `n:${Number(value)}`;
  return `j:${JSON.stringify(value)}`;
}

/** Whether a query returned the expected columns (in order) and rows (in order when `ordered`). */
export function rowsEqual(actual, expected, ordered) {
  if (!jsonEqual(actual.columns, expected.columns)) return false;
  if (actual.rows.length !== expected.rows.length) return false;
  const keys = (rows) => rows.map((row) => JSON.stringify(row.map(cellKey)));
  const left = keys(actual.rows);
  const right = keys(expected.rows);
  if (!ordered) {
    left.sort();
    right.sort();
  }
  return left.every((key, index) => key === right[index]);
}

/** A worker's JSON text read back; null when there is none, or it is no JSON. */
export function parsedValue(value) {
  if (value === undefined) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** Whether one test passed, judged from its outcome (`ordered`: a query's rows in order). */
export function passes(test, outcome, ordered) {
  if (outcome.status !== 'ok') return false;
  switch (test.kind) {
    case 'assertion':
      return true;
    case 'io':
      return outcome.value !== undefined && jsonEqual(parsedValue(outcome.value), test.expected);
    case 'rows': {
      if (outcome.rowsTruncated) return false;
      const actual = parsedValue(outcome.value);
      return actual !== null && rowsEqual(actual, test.expected, ordered);
    }
    default:
      return false;
  }
}

const seconds = (ms) => `${Number((ms / 1000).toFixed(2))} s`;

/** A test's error as the student reads it. */
export function errorOf(outcome, timeLimitMs, limits) {
  const error = outcome.error;
  if (!error) {
    if (outcome.rowsTruncated) {
      return {
        kind: 'runtime',
        name: 'TooManyRows',
        message: `The query returned more than ${limits.maxRows} rows.`,
        line: null,
      };
    }
    return null;
  }
  switch (error.kind) {
    case 'time_limit':
      return {
        kind: 'time_limit',
        name: 'TimeLimitExceeded',
        message: `Time limit exceeded: the code ran longer than ${seconds(timeLimitMs)}.`,
        line: null,
      };
    case 'memory_limit':
      return {
        kind: 'memory_limit',
        name: 'MemoryLimitExceeded',
        message: `Memory limit exceeded: the code needed more than ${Math.round(limits.memoryBytes / 2 ** 20)} MiB.`,
        line: null,
      };
    case 'exercise':
    case 'internal':
      return {
        kind: 'internal',
        name: 'InternalError',
        message: 'The test could not be run. Your code was not judged by it; please tell a mentor.',
        line: null,
      };
    default:
      return {
        kind: error.kind,
        name: error.inTest ? `${error.name} (in the test)` : error.name,
        message: error.message,
        line: error.line !== null && error.line > 0 ? error.line : null,
      };
  }
}

/** A test's input as the student sees it: arguments, assertion code or data SQL. */
export function inputOf(test) {
  switch (test.kind) {
    case 'io':
      return test.args;
    case 'assertion':
      return test.code;
    case 'rows':
      return test.data;
    default:
      return null;
  }
}
