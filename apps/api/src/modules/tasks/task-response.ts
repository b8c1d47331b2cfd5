import { revealsOutcomes, studentCodeExerciseOf, type TaskResponse } from '@academy/contracts';
import { studentCodeRunResultOf } from '../code-runner/index.js';
import type { TaskAssignmentRecord, TaskForStudent, TaskQuestion } from './repository.js';
import { type AttemptAnswer, questionOutcome } from './scoring.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Due `dueDays` days after the student's enrolment; none when the test sets no due date. */
export function dueAtOf(dueDays: number | null, enrolledAt: Date): Date | null {
  return dueDays === null ? null : new Date(enrolledAt.getTime() + dueDays * DAY_MS);
}

/**
 * A test as its student sees it: the questions, the last submitted attempt's choices (blank
 * while an attempt is open), and how each question went, which options are correct and the
 * staff's explanation only once the attempt reveals them (contracts' `revealsOutcomes`: after
 * a pass, or after the last attempt failed). Every field is set here by name, and the route serialises through
 * contracts' schema besides, so nothing else of the rows can reach the student.
 */
export function taskResponse(
  task: TaskForStudent & { enrolledAt: Date },
  questions: readonly TaskQuestion[],
  assignment: TaskAssignmentRecord | null,
): TaskResponse {
  const reveal = revealsOutcomes(assignment);
  const submitted = new Map<number, AttemptAnswer>(
    assignment?.status === 'completed'
      ? assignment.answers.map((answer) => [answer.questionId, answer])
      : [],
  );

  return {
    id: task.id,
    title: task.title,
    description: task.description,
    subjectId: task.subjectId,
    subjectTitle: task.subjectTitle,
    passPercent: task.passPercent,
    dueAt: dueAtOf(task.dueDays, task.enrolledAt)?.toISOString() ?? null,
    questions: questions.map((question) => {
      const answer = submitted.get(question.id);
      const chosen = new Set(answer?.answerIds ?? []);
      return {
        id: question.id,
        text: question.text,
        answerType: question.answerType,
        points: question.points,
        answers: question.answers.map((option) => ({
          id: option.id,
          text: option.text,
          isSelected: chosen.has(option.id),
          // Not named at all before the reveal.
          ...(reveal ? { isCorrect: option.isCorrect } : {}),
        })),
        answerText: answer?.answerText ?? null,
        // A code question: the exercise without its hidden tests and solution, the code sent
        // and its grading with hidden tests as passed or failed only (ARCHITECTURE.md, "Code
        // exercises").
        code: question.code && studentCodeExerciseOf(question.code),
        answerCode: answer?.code ?? null,
        codeResult: answer?.codeResult ? studentCodeRunResultOf(answer.codeResult) : null,
        outcome: reveal && assignment ? questionOutcome(question, answer, assignment) : null,
        ...(reveal ? { explanation: question.explanation } : {}),
      };
    }),
    assignment: assignment && {
      id: assignment.id,
      status: assignment.status,
      reviewStatus: assignment.reviewStatus,
      attempt: assignment.attempt,
      score: assignment.score,
      maxScore: assignment.maxScore,
      retakePaid: task.retakePaid,
      submittedAt: assignment.submittedAt?.toISOString() ?? null,
      reviewComment: assignment.reviewComment,
      reviewedAt: assignment.reviewedAt?.toISOString() ?? null,
    },
  };
}
