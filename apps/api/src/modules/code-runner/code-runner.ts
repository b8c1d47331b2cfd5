import {
  type CodeExercise,
  type CodeExerciseInput,
  type CodeRunResult,
  codeExerciseLimits,
  codeExerciseSchema,
  type StaffCodeRunResult,
} from '@academy/contracts';
import { BusyError } from '../../lib/http-error.js';
import { jobFor, resultOf } from './grading.js';
import { CodeRunnerBusyError, type PoolOptions, SandboxPool } from './pool.js';
import type { SandboxLimits, WorkerOutcome } from './protocol.js';

export type CodeRunnerOptions = PoolOptions;

export interface CodeRunner {
  /**
   * Runs `code` against the exercise's examples and hidden tests. Rejects with
   * CodeRunnerBusyError when the queue is full, and with zod's error when the exercise breaks
   * its schema (the function name, say, is put into code).
   */
  grade(exercise: CodeExercise | CodeExerciseInput, code: string): Promise<CodeRunResult>;
  /**
   * The same run, every test in full (hidden ones' inputs, expected values and output too):
   * what the server keeps of a submission and what staff read. A student gets it only
   * through `studentCodeRunResultOf`.
   */
  gradeInFull(
    exercise: CodeExercise | CodeExerciseInput,
    code: string,
  ): Promise<StaffCodeRunResult>;
  /** The pool behind it (sizes, limits, workers replaced). */
  readonly pool: SandboxPool;
  close(): Promise<void>;
}

/**
 * Every test as staff read it: grading.ts's words for a visible example, given to each test,
 * with `hidden` saying which the student sees only as passed or failed.
 */
function staffResultOf(
  exercise: CodeExercise,
  outcomes: readonly WorkerOutcome[],
  limits: SandboxLimits,
): StaffCodeRunResult {
  // The same tests in the same order (examples, then hidden ones), all of them visible.
  const allVisible = {
    ...exercise,
    examples: [...exercise.examples, ...exercise.hiddenTests],
    hiddenTests: [],
  };
  const result = resultOf(allVisible, outcomes, limits);
  return {
    passed: result.passed,
    total: result.total,
    allPassed: result.allPassed,
    tests: result.tests.map((test, index) => {
      if (!test.visible) throw new Error('every test was made visible');
      return { ...test, hidden: index >= exercise.examples.length };
    }),
  };
}

/**
 * What a student may read of a graded submission: the examples in full, the hidden tests as
 * `{ visible: false, passed }` and nothing else (ARCHITECTURE.md, "Code exercises").
 */
export function studentCodeRunResultOf(result: StaffCodeRunResult): CodeRunResult {
  return {
    passed: result.passed,
    total: result.total,
    allPassed: result.allPassed,
    tests: result.tests.map(({ hidden, ...test }) =>
      hidden
        ? { visible: false, passed: test.passed }
        : {
            visible: true,
            name: test.name,
            passed: test.passed,
            input: test.input,
            expected: test.expected,
            actual: test.actual,
            stdout: test.stdout,
            stdoutTruncated: test.stdoutTruncated,
            error: test.error,
            timeMs: test.timeMs,
          },
    ),
  };
}

/** A runner with its pool of worker threads; one per process (the tests: one per file). */
export function createCodeRunner(options: CodeRunnerOptions = {}): CodeRunner {
  const pool = new SandboxPool(options);
  const schema = codeExerciseSchema();

  async function run(input: CodeExercise | CodeExerciseInput, code: string) {
    const exercise = schema.parse(input);
    if (code.length >= codeExerciseLimits.code.lessThan) {
      throw new RangeError(
        `The code must be under ${codeExerciseLimits.code.lessThan} characters.`,
      );
    }
    const outcomes = await pool.run(jobFor(exercise, code, 0));
    return { exercise, outcomes };
  }

  return {
    pool,
    async grade(input, code) {
      const { exercise, outcomes } = await run(input, code);
      return resultOf(exercise, outcomes, pool.limits);
    },
    async gradeInFull(input, code) {
      const { exercise, outcomes } = await run(input, code);
      return staffResultOf(exercise, outcomes, pool.limits);
    },
    close: () => pool.close(),
  };
}

/**
 * Grades in full for a request: a full queue is the 503 ERR_CODE_RUNNER_BUSY with
 * Retry-After the routes answer (ARCHITECTURE.md, "Code exercises"), before anything is
 * written.
 */
export async function gradeForRequest(
  runner: CodeRunner,
  exercise: CodeExercise | CodeExerciseInput,
  code: string,
): Promise<StaffCodeRunResult> {
  try {
    return await runner.gradeInFull(exercise, code);
  } catch (error) {
    if (error instanceof CodeRunnerBusyError) {
      throw new BusyError('ERR_CODE_RUNNER_BUSY', error.retryAfterSeconds);
    }
    throw error;
  }
}
