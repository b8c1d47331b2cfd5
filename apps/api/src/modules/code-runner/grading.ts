import * as rules from '@academy/code-grading';
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
 * here, on the API's side, and never enter a sandbox. How values and rows compare and how an
 * error is worded are @academy/code-grading's rules, the same the browser's "Run examples"
 * follows.
 */

/** Examples first, then hidden tests: the order of the job and of the result. */
export function testsOf(exercise: CodeExercise): { test: CodeTest; visible: boolean }[] {
  return [
    ...exercise.examples.map((test) => ({ test, visible: true })),
    ...exercise.hiddenTests.map((test) => ({ test, visible: false })),
  ];
}

export function jobFor(exercise: CodeExercise, code: string, id: number): WorkerJob {
  return {
    id,
    language: exercise.language,
    code,
    functionName: exercise.functionName,
    timeLimitMs: exercise.timeLimitMs,
    sqlSchema: exercise.sql?.schema ?? '',
    tests: testsOf(exercise).map(({ test }): WorkerTest => rules.engineTestOf(test)),
  };
}

/** Deep equality of two JSON values: objects regardless of key order, arrays in order. */
export const jsonEqual: (a: unknown, b: unknown) => boolean = rules.jsonEqual;

export type Rows = rules.Rows;

/**
 * Whether a query returned the expected columns (in order) and rows (in order when `ordered`);
 * a number and a numeric text of the same value are the same cell (`2.50` is `2.5`).
 */
export const rowsEqual: (actual: Rows, expected: Rows, ordered: boolean) => boolean =
  rules.rowsEqual;

/** Whether one test passed, judged here from the worker's outcome. */
export function passes(exercise: CodeExercise, test: CodeTest, outcome: WorkerOutcome): boolean {
  return rules.passes(test, outcome, exercise.sql?.ordered ?? false);
}

/** The error as the student reads it. */
export function errorOf(
  outcome: WorkerOutcome,
  exercise: CodeExercise,
  limits: SandboxLimits,
): CodeRunError | null {
  return rules.errorOf(outcome, exercise.timeLimitMs, limits);
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
    const value =
      outcome.status === 'ok' ? (rules.parsedValue(outcome.value) as CodeJsonValue) : null;
    return {
      visible: true,
      name: test.name ?? null,
      passed,
      input: rules.inputOf(test) as CodeJsonValue,
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
