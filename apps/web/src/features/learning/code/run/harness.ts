import type {
  CodeJsonValue,
  CodeRunError,
  CodeRunResult,
  CodeTest,
  CodeTestResult,
  StudentCodeExercise,
} from '@academy/contracts';

/*
 * "Run examples" in the browser: the engine-independent part, the same rules as the server's
 * grading (apps/api/src/modules/code-runner, grading.ts and sandbox-worker.mjs; ARCHITECTURE.md
 * "Code exercises: the sandbox"): how a test calls the function, what assert offers, how JSON
 * and rows compare, how an engine's error becomes a line of the student's code. Kept in step
 * with the server by run-examples.test.ts, which runs the server's own test inputs here.
 * Nothing of it is recorded: the server grades again at submission, hidden tests included.
 */

/** The same limits the server's workers are started with (pool.ts, defaultLimits). */
export const browserLimits = {
  memoryBytes: 256 * 2 ** 20,
  stackBytes: 1 * 2 ** 20,
  /** Captured console/print output per test, in characters. */
  outputBytes: 8 * 1024,
  valueBytes: 64 * 1024,
  maxRows: 1000,
} as const;
export type RunLimits = typeof browserLimits;

/** What a test did, raw (the server's WorkerOutcome). */
export interface RunError {
  kind: CodeRunError['kind'] | 'exercise';
  name: string;
  message: string;
  line: number | null;
  /** The error came from an assertion test's own code, not the student's. */
  inTest?: boolean;
}

export interface RunOutcome {
  status: 'ok' | 'error';
  /** The JSON text of the returned value, or of `{ columns, rows }` for a query. */
  value?: string;
  error?: RunError;
  stdout: string;
  stdoutTruncated: boolean;
  rowsTruncated?: boolean;
  timeMs: number;
}

/** One run: the student's code against the exercise's visible examples. */
export interface RunJob {
  language: StudentCodeExercise['language'];
  code: string;
  functionName: string | null;
  timeLimitMs: number;
  sqlSchema: string;
  tests: CodeTest[];
}

export function jobOf(exercise: StudentCodeExercise, code: string): RunJob {
  return {
    language: exercise.language,
    code,
    functionName: exercise.functionName,
    timeLimitMs: exercise.timeLimitMs,
    sqlSchema: exercise.sql?.schema ?? '',
    tests: exercise.examples,
  };
}

/** Captured output, cut at the output limit. */
export function outputBuffer(limit: number) {
  let text = '';
  let truncated = false;
  return {
    write(chunk: string) {
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

export const cut = (text: string, max = 2000) =>
  text.length > max ? `${text.slice(0, max)}…` : text;

/* ------------------------------------------------------------------ JavaScript */

/**
 * Runs first in every QuickJS context: console writes through the one host function, which it
 * then hides; assert is the helper assertion tests use.
 */
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

/** The call of an `io` test: the function awaited, its value as JSON text. */
export const javaScriptCall = (functionName: string) =>
  `(async (args) => { delete globalThis.__academyArgs;
        if (typeof ${functionName} !== 'function') throw new ReferenceError('${functionName} is not a function');
        const value = await ${functionName}(...JSON.parse(args));
        return value === undefined ? undefined : JSON.stringify(value); })(globalThis.__academyArgs)`;

/** The line of `file` an engine's error names, if it names one. */
export function lineIn(text: string | undefined, file: string): number | null {
  const match = new RegExp(`${file.replace('.', '\\.')}:(\\d+)`).exec(text ?? '');
  return match ? Number(match[1]) : null;
}

interface Dumped {
  name?: string;
  message?: unknown;
  stack?: unknown;
}

/** A QuickJS error (as `vm.dump` gives it) as a run's error. */
export function quickJsError(dumped: unknown, deadlinePassed: boolean, file: string): RunError {
  const error = (typeof dumped === 'object' && dumped !== null ? dumped : {}) as Dumped;
  const name = error.name ?? 'Error';
  const message = String(error.message ?? dumped);
  const stack = String(error.stack ?? '');
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
export function typeScriptError(error: unknown): RunError {
  const message = String((error as { message?: unknown })?.message ?? error);
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
 * run's outcome as JSON text. The same function the server's worker defines.
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

/** Set once per database, as on the server: the role the student's query runs as. */
export const sqlSetup = `
    create role academy_student nosuperuser nocreatedb nocreaterole noinherit;
    revoke create on schema public from public;
    revoke execute on function pg_catalog.set_config(text, text, boolean) from public;
    create schema exercise authorization academy_student;
  `;
export const sqlSession =
  "set temp_file_limit = '64MB'; set session authorization academy_student; set search_path = exercise";

/** The student's query runs as a cursor's, so only a query can be graded. */
export const sqlCursorPrefix = 'declare academy_cursor no scroll cursor for ';

/** Which line of the student's query a PostgreSQL error position points at. */
export function queryLine(query: string, position: unknown, prefixLength: number): number | null {
  const at = Number(position) - 1 - prefixLength;
  if (!Number.isFinite(at) || at < 0) return null;
  return query.slice(0, at).split('\n').length;
}

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A cell of a query's result as JSON (bigint, dates and bytes as the server writes them). */
export function jsonCell(value: unknown): unknown {
  if (typeof value === 'bigint') {
    return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  }
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${hex(value)}`;
  return value;
}

/** A failed query as a run's error: its SQLSTATE, its line, "only a query" when it is none. */
export function sqlError(error: unknown, query: string): RunError {
  const failure = error as { message?: unknown; code?: string; position?: unknown } | null;
  const message = String(failure?.message ?? error);
  const syntax = failure?.code === '42601';
  const firstWord = query.length - query.trimStart().length + sqlCursorPrefix.length + 1;
  const notAQuery = syntax && Number(failure?.position) === firstWord;
  return {
    kind: /out of memory/i.test(message) ? 'memory_limit' : syntax ? 'compile' : 'runtime',
    name: failure?.code ? `SQLSTATE ${failure.code}` : 'Error',
    message: cut(
      notAQuery
        ? `Only a query (SELECT, WITH … SELECT, VALUES or TABLE) can be graded: ${message}`
        : message,
    ),
    line: queryLine(query, failure?.position, sqlCursorPrefix.length),
  };
}

/* ------------------------------------------------------------------ comparing */

/** Deep equality of two JSON values: objects regardless of key order, arrays in order. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && jsonEqual(left[key], right[key]))
  );
}

const numeric = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** A number and a numeric text of the same value are the same cell (`2.50` is `2.5`). */
function cellKey(value: unknown): string {
  if (typeof value === 'number') return `n:${value}`;
  if (typeof value === 'string' && numeric.test(value.trim())) return `n:${Number(value)}`;
  return `j:${JSON.stringify(value)}`;
}

export interface Rows {
  columns: string[];
  rows: unknown[][];
}

/** Whether a query returned the expected columns (in order) and rows (in order when `ordered`). */
export function rowsEqual(actual: Rows, expected: Rows, ordered: boolean): boolean {
  if (!jsonEqual(actual.columns, expected.columns)) return false;
  if (actual.rows.length !== expected.rows.length) return false;
  const keys = (rows: unknown[][]) => rows.map((row) => JSON.stringify(row.map(cellKey)));
  const left = keys(actual.rows);
  const right = keys(expected.rows);
  if (!ordered) {
    left.sort();
    right.sort();
  }
  return left.every((key, index) => key === right[index]);
}

function parsed(value: string | undefined): CodeJsonValue {
  if (value === undefined) return null;
  try {
    return JSON.parse(value) as CodeJsonValue;
  } catch {
    return null;
  }
}

/** Whether one example passed. */
export function passes(exercise: StudentCodeExercise, test: CodeTest, outcome: RunOutcome) {
  if (outcome.status !== 'ok') return false;
  switch (test.kind) {
    case 'assertion':
      return true;
    case 'io':
      return outcome.value !== undefined && jsonEqual(parsed(outcome.value), test.expected);
    case 'rows': {
      if (outcome.rowsTruncated) return false;
      const actual = parsed(outcome.value) as unknown as Rows | null;
      return actual !== null && rowsEqual(actual, test.expected, exercise.sql?.ordered ?? false);
    }
  }
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(2))} s`;

/** The error as the student reads it (the server's wording). */
export function errorOf(
  outcome: RunOutcome,
  exercise: StudentCodeExercise,
  limits: RunLimits = browserLimits,
): CodeRunError | null {
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
        message: `Time limit exceeded: the code ran longer than ${seconds(exercise.timeLimitMs)}.`,
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

function inputOf(test: CodeTest): CodeJsonValue {
  switch (test.kind) {
    case 'io':
      return test.args;
    case 'assertion':
      return test.code;
    case 'rows':
      return test.data;
  }
}

/** The outcome of one example as the result shows it (the server's visible test result). */
export function exampleResult(
  exercise: StudentCodeExercise,
  test: CodeTest,
  outcome: RunOutcome,
  limits: RunLimits = browserLimits,
): CodeTestResult {
  return {
    visible: true,
    name: test.name ?? null,
    passed: passes(exercise, test, outcome),
    input: inputOf(test),
    expected: test.kind === 'assertion' ? null : test.expected,
    actual: outcome.status === 'ok' ? parsed(outcome.value) : null,
    stdout: outcome.stdout,
    stdoutTruncated: outcome.stdoutTruncated,
    error: errorOf(outcome, exercise, limits),
    timeMs: Math.round(outcome.timeMs),
  };
}

/** A run of the examples, as a result: no hidden test is in it. */
export function examplesResult(
  exercise: StudentCodeExercise,
  outcomes: readonly RunOutcome[],
  limits: RunLimits = browserLimits,
): CodeRunResult {
  const tests = exercise.examples.map((test, index) => {
    const outcome = outcomes[index];
    if (!outcome) throw new Error(`no outcome for example ${index}`);
    return exampleResult(exercise, test, outcome, limits);
  });
  const passed = tests.filter((test) => test.passed).length;
  return { passed, total: tests.length, allPassed: passed === tests.length, tests };
}

/** sucrase's options: types stripped, nothing else changed, every line where it was. */
export const typeScriptTransform = {
  transforms: ['typescript'],
  disableESTransforms: true,
  filePath: 'solution.ts',
} as const;
