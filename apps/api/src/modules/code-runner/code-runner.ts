import {
  type CodeExercise,
  type CodeExerciseInput,
  type CodeRunResult,
  codeExerciseLimits,
  codeExerciseSchema,
} from '@academy/contracts';
import { jobFor, resultOf } from './grading.js';
import { type PoolOptions, SandboxPool } from './pool.js';

export type CodeRunnerOptions = PoolOptions;

export interface CodeRunner {
  /**
   * Runs `code` against the exercise's examples and hidden tests. Rejects with
   * CodeRunnerBusyError when the queue is full, and with zod's error when the exercise breaks
   * its schema (the function name, say, is put into code).
   */
  grade(exercise: CodeExercise | CodeExerciseInput, code: string): Promise<CodeRunResult>;
  /** The pool behind it (sizes, limits, workers replaced). */
  readonly pool: SandboxPool;
  close(): Promise<void>;
}

/** A runner with its pool of worker threads; one per process (the tests: one per file). */
export function createCodeRunner(options: CodeRunnerOptions = {}): CodeRunner {
  const pool = new SandboxPool(options);
  const schema = codeExerciseSchema();
  return {
    pool,
    async grade(input, code) {
      const exercise = schema.parse(input);
      if (code.length >= codeExerciseLimits.code.lessThan) {
        throw new RangeError(
          `The code must be under ${codeExerciseLimits.code.lessThan} characters.`,
        );
      }
      const outcomes = await pool.run(jobFor(exercise, code, 0));
      return resultOf(exercise, outcomes, pool.limits);
    },
    close: () => pool.close(),
  };
}
