import { describe, expect, it } from 'vitest';
import {
  cut,
  engineTestOf,
  errorOf,
  inputOf,
  javaScriptCall,
  jsonCell,
  jsonEqual,
  lineIn,
  outputBuffer,
  type PyodideInterpreter,
  type PythonRun,
  passes,
  queryLine,
  quickJsError,
  type RawOutcome,
  rowsEqual,
  runPythonTest,
  runSqlTest,
  type SqlDatabase,
  sqlCursorPrefix,
  sqlError,
  sqlQueryOf,
  typeScriptError,
} from './index.js';

/*
 * The rules the API's sandbox and the browser's "Run examples" share. The engines themselves
 * are tested where they run: apps/api/src/modules/code-runner/*.test.ts (the server's
 * workers) and apps/web/src/features/learning/code/run/run-examples.test.ts (the browser's
 * runner, in Node, on the same inputs).
 */

const ok = (value?: string, extra: Partial<RawOutcome> = {}): RawOutcome => ({
  status: 'ok',
  ...(value === undefined ? {} : { value }),
  stdout: '',
  stdoutTruncated: false,
  timeMs: 1,
  ...extra,
});
const limits = { memoryBytes: 256 * 2 ** 20, maxRows: 1000 };

describe('comparing', () => {
  it('compares JSON deeply, objects in any key order, arrays in order', () => {
    expect(jsonEqual({ a: [1, { b: null }], c: 'x' }, { c: 'x', a: [1, { b: null }] })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual(1, '1')).toBe(false);
  });

  it('compares rows with their columns, in order only when asked, numbers as numbers', () => {
    const expected = {
      columns: ['name', 'total'],
      rows: [
        ['Bob', 70],
        ['Ann', 2.5],
      ],
    };
    const swapped = {
      columns: ['name', 'total'],
      rows: [
        ['Ann', '2.50'],
        ['Bob', '70'],
      ],
    };
    expect(rowsEqual(swapped, expected, false)).toBe(true);
    expect(rowsEqual(swapped, expected, true)).toBe(false);
    expect(rowsEqual({ ...swapped, columns: ['who', 'total'] }, expected, false)).toBe(false);
    expect(rowsEqual({ columns: ['name', 'total'], rows: [['Bob', 70]] }, expected, false)).toBe(
      false,
    );
  });

  it('passes a test by its kind and outcome', () => {
    expect(passes({ kind: 'io', args: [1], expected: { a: 1 } }, ok('{"a":1}'), false)).toBe(true);
    expect(passes({ kind: 'io', args: [1], expected: 2 }, ok('3'), false)).toBe(false);
    expect(passes({ kind: 'io', args: [], expected: null }, ok(), false)).toBe(false);
    expect(passes({ kind: 'assertion', code: 'x' }, ok(), false)).toBe(true);
    const rows = { columns: ['n'], rows: [[1]] };
    const query = { kind: 'rows', data: '', expected: rows } as const;
    expect(passes(query, ok(JSON.stringify(rows)), true)).toBe(true);
    expect(passes(query, ok(JSON.stringify(rows), { rowsTruncated: true }), true)).toBe(false);
    expect(passes(query, { ...ok(), status: 'error' }, true)).toBe(false);
  });

  it('shows a test its input', () => {
    expect(inputOf({ kind: 'io', args: [1, 'a'], expected: 1 })).toEqual([1, 'a']);
    expect(inputOf({ kind: 'assertion', code: 'assert(f())' })).toBe('assert(f())');
    expect(inputOf({ kind: 'rows', data: 'insert …', expected: { columns: [], rows: [] } })).toBe(
      'insert …',
    );
  });
});

describe('errors', () => {
  it('finds the line of the student’s file in a stack or message', () => {
    expect(lineIn('ReferenceError\n    at add (solution.js:2:10)', 'solution.js')).toBe(2);
    expect(lineIn('at test.js:4', 'solution.js')).toBeNull();
    expect(lineIn(undefined, 'solution.js')).toBeNull();
  });

  it('reads QuickJS errors: syntax, runtime, interrupt, memory, the test’s own', () => {
    expect(
      quickJsError(
        { name: 'SyntaxError', message: 'unexpected token', stack: 'at solution.js:3' },
        false,
        'solution.js',
      ),
    ).toMatchObject({ kind: 'compile', line: 3 });
    expect(
      quickJsError({ name: 'TypeError', message: 'x', stack: '' }, true, 'call.js'),
    ).toMatchObject({
      kind: 'time_limit',
    });
    expect(
      quickJsError(
        { name: 'InternalError', message: 'out of memory', stack: '' },
        false,
        'call.js',
      ),
    ).toMatchObject({ kind: 'memory_limit' });
    expect(
      quickJsError(
        { name: 'Error', message: 'Expected 4', stack: 'at test.js:1' },
        false,
        'test.js',
      ),
    ).toMatchObject({ kind: 'runtime', line: null, inTest: true });
  });

  it('reads sucrase’s error with its line', () => {
    expect(typeScriptError(new Error('Unexpected token (2:13)'))).toEqual({
      kind: 'compile',
      name: 'SyntaxError',
      message: 'Unexpected token (2:13)',
      line: 2,
    });
  });

  it('maps a PostgreSQL error to the query’s line, and says when it is no query', () => {
    const query = sqlQueryOf('select name,\n  agge\nfrom people;\n');
    expect(query).toBe('select name,\n  agge\nfrom people');
    const at = sqlCursorPrefix.length + query.indexOf('agge') + 1;
    expect(queryLine(query, at)).toBe(2);
    expect(
      sqlError(
        { message: 'column "agge" does not exist', code: '42703', position: String(at) },
        query,
      ),
    ).toEqual({
      kind: 'runtime',
      name: 'SQLSTATE 42703',
      message: 'column "agge" does not exist',
      line: 2,
    });
    const notAQuery = 'create extension x';
    expect(
      sqlError(
        {
          message: 'syntax error at or near "create"',
          code: '42601',
          position: String(sqlCursorPrefix.length + 1),
        },
        notAQuery,
      ),
    ).toMatchObject({ kind: 'compile', message: expect.stringMatching(/^Only a query/) });
  });

  it('words a test’s error for the student', () => {
    const over = {
      ...ok(),
      status: 'error' as const,
      error: { kind: 'time_limit' as const, name: 'x', message: 'x', line: null },
    };
    expect(errorOf(over, 1500, limits)).toEqual({
      kind: 'time_limit',
      name: 'TimeLimitExceeded',
      message: 'Time limit exceeded: the code ran longer than 1.5 s.',
      line: null,
    });
    const inTest = {
      ...over,
      error: {
        kind: 'runtime' as const,
        name: 'AssertionError',
        message: '',
        line: 0,
        inTest: true,
      },
    };
    expect(errorOf(inTest, 1000, limits)).toMatchObject({
      name: 'AssertionError (in the test)',
      line: null,
    });
    expect(errorOf(ok('[]', { rowsTruncated: true }), 1000, limits)).toMatchObject({
      name: 'TooManyRows',
    });
    expect(errorOf(ok('1'), 1000, limits)).toBeNull();
  });
});

describe('values and output', () => {
  it('writes cells as JSON the same on the server and in a browser', () => {
    expect(jsonCell(12n)).toBe(12);
    expect(jsonCell(2n ** 60n)).toBe('1152921504606846976');
    expect(jsonCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(jsonCell(new Uint8Array([0, 171]))).toBe('\\x00ab');
    expect(jsonCell('text')).toBe('text');
  });

  it('cuts output at its limit and says so', () => {
    const out = outputBuffer(5);
    out.write('abc');
    out.write('defg');
    out.write('more');
    expect(out.result()).toEqual({ stdout: 'abcde', stdoutTruncated: true });
    expect(cut('abcdef', 3)).toBe('abc…');
  });

  it('calls the function by name, awaited, its value as JSON text', () => {
    expect(javaScriptCall('sum')).toContain("typeof sum !== 'function'");
    expect(javaScriptCall('sum')).toContain('await sum(...JSON.parse(args))');
  });
});

/*
 * The engines' runs of one test, with stand-ins for the engines: only the wiring around them
 * (the engines themselves run in the API's and the browser's tests).
 */
describe('running one test', () => {
  const engineLimits = { ...limits, stackBytes: 2 ** 20, outputBytes: 5, valueBytes: 4 };
  const job = { code: 'code', functionName: null, timeLimitMs: 1000, sqlSchema: 'schema' };

  it('hands an engine a test without its expected value', () => {
    expect(engineTestOf({ kind: 'io', args: [1, 'a'], expected: 2 })).toEqual({
      kind: 'io',
      argsJson: '[1,"a"]',
    });
    expect(engineTestOf({ kind: 'assertion', code: 'assert(1)' })).toEqual({
      kind: 'assertion',
      code: 'assert(1)',
    });
    expect(
      engineTestOf({ kind: 'rows', data: 'insert', expected: { columns: [], rows: [] } }),
    ).toEqual({ kind: 'rows', data: 'insert' });
  });

  it('runs Python with its output captured, started after the output is wired', () => {
    const events: string[] = [];
    let write: (bytes: Uint8Array) => number = () => 0;
    const py: PyodideInterpreter = {
      runPython: () => undefined,
      globals: {},
      setStdout: (options) => {
        events.push('stdout');
        write = options.write;
      },
      setStderr: () => events.push('stderr'),
    };
    const run = Object.assign(
      (...args: string[]) => {
        events.push(`run ${JSON.stringify(args)}`);
        write(Uint8Array.from('printed', (char) => char.charCodeAt(0)));
        return JSON.stringify({ status: 'ok', value: '123456' });
      },
      { destroy: () => {} },
    ) satisfies PythonRun;
    const outcome = runPythonTest(py, run, job, { kind: 'rows', data: 'x' }, engineLimits, () =>
      events.push('start'),
    );
    expect(events).toEqual(['stdout', 'stderr', 'start', 'run ["rows","code","","[]",""]']);
    expect(outcome).toMatchObject({
      status: 'ok',
      value: '1234…',
      stdout: 'print',
      stdoutTruncated: true,
    });
  });

  it('answers a Python run that throws as an error, memory named', () => {
    const py: PyodideInterpreter = {
      runPython: () => undefined,
      globals: {},
      setStdout: () => {},
      setStderr: () => {},
    };
    const throwing = (message: string) =>
      Object.assign(
        () => {
          throw new Error(message);
        },
        { destroy: () => {} },
      );
    const test = { kind: 'io', argsJson: '[]' } as const;
    expect(
      runPythonTest(py, throwing('out of memory'), job, test, engineLimits, () => {}).error,
    ).toMatchObject({ kind: 'memory_limit', message: 'out of memory' });
    expect(
      runPythonTest(py, throwing('boom'), job, test, engineLimits, () => {}).error,
    ).toMatchObject({ kind: 'runtime', name: 'Error', message: 'boom', line: null });
  });

  it("fails a SQL test whose schema or data fails as the exercise's fault", async () => {
    const db: SqlDatabase = {
      transaction: (callback) =>
        callback({
          exec: async () => {
            throw new Error('relation "t" does not exist');
          },
          query: async () => ({ rows: [], fields: [] }),
          rollback: async () => {},
        }),
    };
    const outcome = await runSqlTest(db, job, { kind: 'rows', data: 'insert' }, engineLimits);
    expect(outcome).toMatchObject({
      status: 'error',
      error: { kind: 'exercise', name: 'ExerciseError' },
      stdout: '',
    });
  });

  it('reads one row more than the limit, and adds what `after` answers', async () => {
    const queries: string[] = [];
    const db: SqlDatabase = {
      transaction: (callback) =>
        callback({
          exec: async () => {},
          query: async (sql) => {
            queries.push(sql);
            return { rows: [[1n], [2n]], fields: [{ name: 'n' }] };
          },
          rollback: async () => {},
        }),
    };
    const outcome = await runSqlTest(
      db,
      { ...job, code: 'select n from t;\n' },
      { kind: 'rows', data: '' },
      { ...engineLimits, maxRows: 1 },
      async () => ({ dirty: false }),
    );
    expect(queries).toEqual([
      `${sqlCursorPrefix}select n from t`,
      'fetch forward 2 from academy_cursor',
    ]);
    expect(outcome).toMatchObject({
      status: 'ok',
      value: '{"columns":["n"],"rows":[[1]]}',
      rowsTruncated: true,
      dirty: false,
    });
  });
});
