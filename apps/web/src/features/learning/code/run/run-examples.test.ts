import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { typeScriptTransform } from '@academy/code-grading';
import type { CodeTest, StudentCodeExercise } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { browserLimits, examplesResult, jobOf, type RunOutcome } from './harness';
import { type Engines, type RunReport, runExamples } from './run-examples';

/*
 * The browser's "Run examples" proven in Node on the inputs the server's code-runner tests
 * grade (apps/api/src/modules/code-runner/*.test.ts, test-exercises.ts), with the same
 * engines' Node builds: the same code, the same outcomes. The watchdog that stops a run past
 * its time limit is the browser's (browser-run.ts) and is tested there.
 */

const require = createRequire(import.meta.url);

let python: Promise<Engines['pyodide'] extends () => Promise<infer P> ? P : never> | undefined;
const nodeEngines: Engines = {
  quickJs: async () => {
    const { newQuickJSWASMModuleFromVariant } = await import('quickjs-emscripten-core');
    const variant = (await import('@jitl/quickjs-wasmfile-release-sync')).default;
    return newQuickJSWASMModuleFromVariant(variant);
  },
  stripTypes: async () => {
    const { transform } = await import('sucrase');
    return (code) => transform(code, { ...typeScriptTransform, transforms: ['typescript'] }).code;
  },
  // One interpreter for the file (Pyodide takes seconds to start); each run defines its own
  // namespace, as in the browser, where every run has a fresh worker.
  pyodide: () => {
    python ??= import('pyodide').then(({ loadPyodide }) =>
      loadPyodide({ indexURL: `${dirname(require.resolve('pyodide/package.json'))}/` }),
    );
    return python;
  },
  pglite: async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    return PGlite.create();
  },
};

type Language = 'javascript' | 'typescript' | 'python';

/** The server's addExercise, every test of it an example. */
const addExercise = (language: Language, timeLimitMs = 1000): StudentCodeExercise => ({
  language,
  starterCode: '',
  functionName: 'add',
  timeLimitMs,
  examples: [
    { kind: 'io', name: 'small numbers', args: [1, 2], expected: 3 },
    {
      kind: 'assertion',
      code: language === 'python' ? 'assert add(2, 2) == 4' : 'assert.equal(add(2, 2), 4);',
    },
    { kind: 'io', args: [40, 2], expected: 42 },
    { kind: 'io', args: [-7, 7], expected: 0 },
  ],
  hiddenTestCount: 0,
  sql: null,
});

const oneCall = (language: Language, timeLimitMs = 1000): StudentCodeExercise => ({
  ...addExercise(language, timeLimitMs),
  examples: [{ kind: 'io', args: [1, 2], expected: 3 }],
});

async function run(exercise: StudentCodeExercise, code: string) {
  const outcomes: RunOutcome[] = [];
  const reports: RunReport['type'][] = [];
  await runExamples(jobOf(exercise, code), nodeEngines, browserLimits, (message) => {
    reports.push(message.type);
    if (message.type === 'test-done') outcomes[message.index] = message.outcome;
  });
  return { result: examplesResult(exercise, outcomes), reports };
}

async function first(code: string, exercise: StudentCodeExercise) {
  const test = (await run(exercise, code)).result.tests[0];
  if (!test?.visible) throw new Error('an example is visible');
  return test;
}

describe('JavaScript, as the server runs it', () => {
  it('runs calls and assertions, with the output and the value', async () => {
    const { result, reports } = await run(
      addExercise('javascript'),
      'function add(a, b) {\n  console.log("adding", a, b, { a });\n  return a + b;\n}',
    );
    expect(result).toMatchObject({ passed: 4, total: 4, allPassed: true });
    expect(result.tests[0]).toMatchObject({
      visible: true,
      name: 'small numbers',
      input: [1, 2],
      expected: 3,
      actual: 3,
      stdout: 'adding 1 2 {"a":1}\n',
      error: null,
    });
    expect(reports.slice(0, 3)).toEqual(['engine-ready', 'test-start', 'test-done']);
  });

  it('names the line of a runtime error and of a syntax error', async () => {
    expect(
      await first('const add = (a, b) => {\n  return a + c;\n};', oneCall('javascript')),
    ).toMatchObject({ passed: false, error: { kind: 'runtime', name: 'ReferenceError', line: 2 } });
    expect(
      await first('function add(a, b) {\n\n  return a + ;\n}', oneCall('javascript')),
    ).toMatchObject({ error: { kind: 'compile', name: 'SyntaxError', line: 3 } });
  });

  it('awaits an async function and shows a wrong value', async () => {
    expect(
      await first('async function add(a, b) { return a + b; }', oneCall('javascript')),
    ).toMatchObject({ passed: true, actual: 3 });
    expect(
      await first('function add(a, b) { return [a, b]; }', oneCall('javascript')),
    ).toMatchObject({ passed: false, actual: [1, 2], error: null });
  });

  it('stops `while (true) {}` at the time limit and cuts endless output', async () => {
    expect(await first('function add() { while (true) {} }', oneCall('javascript'))).toMatchObject({
      error: {
        kind: 'time_limit',
        message: 'Time limit exceeded: the code ran longer than 1 s.',
      },
    });
    const spam = await first(
      'function add() { while (true) console.log("spam spam spam"); }',
      oneCall('javascript'),
    );
    expect(spam).toMatchObject({ stdoutTruncated: true, error: { kind: 'time_limit' } });
    expect(spam.stdout.length).toBeLessThanOrEqual(browserLimits.outputBytes);
  });

  it('tells a failed assertion in the test from an error in the code', async () => {
    const { result } = await run(addExercise('javascript'), 'function add(a, b) { return a - b; }');
    expect(result.tests[1]).toMatchObject({
      passed: false,
      error: { kind: 'runtime', name: 'Error (in the test)', message: 'Expected 4, got 0' },
    });
  });
});

describe('TypeScript, as the server runs it', () => {
  it('runs once its types are stripped, on the lines it was written on', async () => {
    const { result } = await run(
      addExercise('typescript'),
      'interface Pair { a: number }\nfunction add(a: number, b: number): number {\n  return a + b;\n}',
    );
    expect(result).toMatchObject({ passed: 4, total: 4 });
    expect(
      await first(
        'type N = number;\nfunction add(a: N, b: N): N {\n  return (a as any).nope.deeper;\n}',
        oneCall('typescript'),
      ),
    ).toMatchObject({ error: { kind: 'runtime', name: 'TypeError', line: 3 } });
    expect(
      await first(
        'function add(a: number, b: number) {\n  return a +* b;\n}',
        oneCall('typescript'),
      ),
    ).toMatchObject({ passed: false, error: { kind: 'compile', line: 2 } });
  });
});

describe('Python, as the server runs it', () => {
  it('runs calls and assertions, with the output', async () => {
    const { result } = await run(
      addExercise('python', 5000),
      'def add(a, b):\n    print("adding", a, b)\n    return a + b\n',
    );
    expect(result).toMatchObject({ passed: 4, total: 4, allPassed: true });
    expect(result.tests[0]).toMatchObject({ actual: 3, stdout: 'adding 1 2\n', error: null });
  }, 60_000);

  it('names the line of errors, and tells a failed assertion from the code', async () => {
    expect(
      await first('def add(a, b):\n    x = 1\n    return a / 0\n', oneCall('python', 5000)),
    ).toMatchObject({ error: { kind: 'runtime', name: 'ZeroDivisionError', line: 3 } });
    expect(await first('def add(a, b):\n    return a +\n', oneCall('python', 5000))).toMatchObject({
      error: { kind: 'compile', name: 'SyntaxError', line: 2 },
    });
    const { result } = await run(addExercise('python', 5000), 'def add(a, b):\n    return a - b\n');
    expect(result.tests[1]).toMatchObject({
      passed: false,
      error: { kind: 'runtime', name: 'AssertionError (in the test)', line: null },
    });
  }, 60_000);
});

/** The server's `people` exercise, its hidden test an example too. */
const people = (ordered: boolean): StudentCodeExercise => ({
  language: 'sql',
  starterCode: 'select ',
  functionName: null,
  timeLimitMs: 2000,
  sql: {
    schema:
      "create table people (id int primary key, name text not null, age int not null);\ninsert into people values (1, 'Ann', 30), (2, 'Bob', 12);",
    ordered,
  },
  examples: [
    {
      kind: 'rows',
      name: 'the adults',
      data: "insert into people values (3, 'Cid', 45);",
      expected: {
        columns: ['name', 'age'],
        rows: [
          ['Cid', 45],
          ['Ann', 30],
        ],
      },
    },
    {
      kind: 'rows',
      data: "insert into people values (4, 'Dee', 18), (5, 'Eve', 17);",
      expected: {
        columns: ['name', 'age'],
        rows: [
          ['Ann', 30],
          ['Dee', 18],
        ],
      },
    } satisfies CodeTest,
  ],
  hiddenTestCount: 0,
});

describe('SQL, as the server runs it', () => {
  it('compares the rows, in order only when the exercise says so', async () => {
    const unordered = 'select name, age from people where age >= 18';
    expect((await run(people(false), unordered)).result).toMatchObject({ passed: 2, total: 2 });
    const ordered = await run(
      people(true),
      'select name, age from people where age >= 18 order by age',
    );
    expect(ordered.result).toMatchObject({ passed: 0, total: 2 });
    expect(ordered.result.tests[0]).toMatchObject({
      actual: {
        columns: ['name', 'age'],
        rows: [
          ['Ann', 30],
          ['Cid', 45],
        ],
      },
    });
    expect(
      (await run(people(true), 'select name, age from people where age >= 18 order by age desc;'))
        .result,
    ).toMatchObject({ allPassed: true });
  }, 60_000);

  it('gives each example its own data', async () => {
    expect(
      await first('select count(*)::int as name, 0 as age from people', people(false)),
    ).toMatchObject({ actual: { columns: ['name', 'age'], rows: [[3, 0]] } });
  });

  it('names the line of an error in the query, and refuses what is not a query', async () => {
    expect(await first('select name,\n  agge\nfrom people', people(false))).toMatchObject({
      error: { kind: 'runtime', name: 'SQLSTATE 42703', line: 2 },
    });
    expect(
      await first('select name, age\nfrom people\nwhere where age > 3', people(false)),
    ).toMatchObject({
      error: { kind: 'compile', line: 3 },
    });
    expect((await first('create extension pg_trgm', people(false))).error?.message).toMatch(
      /Only a query/,
    );
    expect(
      (await first("select pg_read_file('/etc/passwd') as name, 1 as age", people(false))).error
        ?.message,
    ).toMatch(/permission denied/);
  });
});
