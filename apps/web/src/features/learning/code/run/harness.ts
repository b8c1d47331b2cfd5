import * as rules from '@academy/code-grading';
import type {
  CodeJsonValue,
  CodeRunError,
  CodeRunResult,
  CodeTest,
  CodeTestResult,
  StudentCodeExercise,
} from '@academy/contracts';

/*
 * "Run examples" in the browser: the engine-independent rules are @academy/code-grading's,
 * the very code the server's sandbox workers and grading run (how a test calls the function,
 * assert, JSON and row comparison, errors mapped to lines and worded; ARCHITECTURE.md "Code
 * exercises: the sandbox"). Here: the browser's limits, and a run of the visible examples
 * turned into a result. Nothing of it is recorded: the server grades again at submission,
 * hidden tests included.
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
export type RunError = rules.RawError;
export type RunOutcome = rules.RawOutcome;

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
    passed: rules.passes(test, outcome, exercise.sql?.ordered ?? false),
    input: rules.inputOf(test) as CodeJsonValue,
    expected: test.kind === 'assertion' ? null : test.expected,
    actual: outcome.status === 'ok' ? (rules.parsedValue(outcome.value) as CodeJsonValue) : null,
    stdout: outcome.stdout,
    stdoutTruncated: outcome.stdoutTruncated,
    error: rules.errorOf(outcome, exercise.timeLimitMs, limits) satisfies CodeRunError | null,
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
