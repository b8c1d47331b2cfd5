import type {
  CodeExercise,
  CodeJsonValue,
  CodeRunError,
  CodeRunResult,
  CodeTest,
  CodeTestResult,
} from '@academy/contracts';
import type { SandboxLimits, WorkerJob, WorkerOutcome, WorkerTest } from './protocol.js';

/*
 * Turning an exercise into the worker's job and the worker's raw outcomes into the result
 * (ARCHITECTURE.md, "Code exercises: the sandbox"). Pure functions: the expected values stay
 * here, on the API's side, and never enter a sandbox.
 */

/** Examples first, then hidden tests: the order of the job and of the result. */
export function testsOf(exercise: CodeExercise): { test: CodeTest; visible: boolean }[] {
  return [
    ...exercise.examples.map((test) => ({ test, visible: true })),
    ...exercise.hiddenTests.map((test) => ({ test, visible: false })),
  ];
}

function workerTest(test: CodeTest): WorkerTest {
  switch (test.kind) {
    case 'io':
      return { kind: 'io', argsJson: JSON.stringify(test.args) };
    case 'assertion':
      return { kind: 'assertion', code: test.code };
    case 'rows':
      return { kind: 'rows', data: test.data };
  }
}

export function jobFor(exercise: CodeExercise, code: string, id: number): WorkerJob {
  return {
    id,
    language: exercise.language,
    code,
    functionName: exercise.functionName,
    timeLimitMs: exercise.timeLimitMs,
    sqlSchema: exercise.sql?.schema ?? '',
    tests: testsOf(exercise).map(({ test }) => workerTest(test)),
  };
}

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

/**
 * A cell of a query's result as compared: PostgreSQL's numeric and bigint come as text or
 * numbers depending on the type, so a number and a numeric text of the same value are equal
 * (`2.50` is `2.5`); anything else compares as JSON.
 */
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

/** Whether one test passed, judged here from the worker's outcome. */
export function passes(exercise: CodeExercise, test: CodeTest, outcome: WorkerOutcome): boolean {
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

/** The error as the student reads it. */
export function errorOf(
  outcome: WorkerOutcome,
  exercise: CodeExercise,
  limits: SandboxLimits,
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

/** The result a submission answers: hidden tests say only whether they passed. */
export function resultOf(
  exercise: CodeExercise,
  outcomes: readonly WorkerOutcome[],
  limits: SandboxLimits,
): CodeRunResult {
  const tests: CodeTestResult[] = testsOf(exercise).map(({ test, visible }, index) => {
    const outcome = outcomes[index];
    if (!outcome) throw new Error(`no outcome for test ${index}`);
    const passed = passes(exercise, test, outcome);
    if (!visible) return { visible: false, passed };
    const value = outcome.status === 'ok' ? parsed(outcome.value) : null;
    return {
      visible: true,
      name: test.name ?? null,
      passed,
      input: inputOf(test),
      expected: test.kind === 'assertion' ? null : test.expected,
      actual: value,
      stdout: outcome.stdout,
      stdoutTruncated: outcome.stdoutTruncated,
      error: errorOf(outcome, exercise, limits),
      timeMs: Math.round(outcome.timeMs),
    };
  });
  const passed = tests.filter((test) => test.passed).length;
  return { passed, total: tests.length, allPassed: passed === tests.length, tests };
}
