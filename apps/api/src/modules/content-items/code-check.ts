import {
  type CodeExercise,
  englishMessages,
  type FieldError,
  type StaffCodeRunResult,
} from '@academy/contracts';
import { type CodeRunner, gradeForRequest } from '../code-runner/index.js';

/*
 * A code question's exercise is saved only when its own reference solution passes every one
 * of its tests, examples and hidden ones (ARCHITECTURE.md, "Code exercises"): the test
 * editor's save and a direction's import both check it, before their transaction, so no
 * connection waits on the sandbox. A full queue is 503 ERR_CODE_RUNNER_BUSY (Retry-After).
 */

/** A code question whose reference solution fails some of its tests. */
export interface ReferenceFailure {
  /** The question's index in the list checked. */
  index: number;
  /** `questions.N.code.referenceSolution`, where the editor and the import say it. */
  field: string;
  /** The validation message `codeReferenceFails`, with the counts. */
  message: string;
}

/**
 * Runs the reference solution of each code question given (one after the other) and answers
 * those that fail. `unchanged` skips exercises saved before exactly as they are (they passed
 * then).
 */
export async function referenceFailures(
  runner: CodeRunner,
  questions: readonly { code?: CodeExercise | null | undefined }[],
  unchanged: (exercise: CodeExercise, index: number) => boolean = () => false,
): Promise<ReferenceFailure[]> {
  const failures: ReferenceFailure[] = [];
  for (const [index, question] of questions.entries()) {
    const exercise = question.code;
    if (!exercise || unchanged(exercise, index)) continue;
    const result = await gradeForRequest(runner, exercise, exercise.referenceSolution);
    if (result.allPassed) continue;
    failures.push({
      index,
      field: `questions.${index}.code.referenceSolution`,
      message: englishMessages('codeReferenceFails', {
        passed: result.passed,
        total: result.total,
      }),
    });
  }
  return failures;
}

/** The failures as a 422's field errors. */
export const referenceFieldErrors = (failures: readonly ReferenceFailure[]): FieldError[] =>
  failures.map(({ field, message }) => ({ field, message }));

/**
 * POST admin/code-exercises/check: the code given (the reference solution when none) against
 * every test, as staff read it. Nothing is saved.
 */
export function checkCodeExercise(
  runner: CodeRunner,
  request: { exercise: CodeExercise; code?: string | undefined },
): Promise<StaffCodeRunResult> {
  return gradeForRequest(
    runner,
    request.exercise,
    request.code ?? request.exercise.referenceSolution,
  );
}
