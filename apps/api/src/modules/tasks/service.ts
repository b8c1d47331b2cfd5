import {
  endpoints,
  TASK_MAX_ATTEMPTS,
  type TaskResponse,
  type taskAnswerRequestSchema,
} from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { STUDENT_WRITE, type UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import type { SerialisedJson } from '../../lib/serialised-json.js';
import { type CredentialSigner, issueDueCertificates } from '../certificates/index.js';
import { type CodeRunner, gradeForRequest } from '../code-runner/index.js';
import type { LearningAnswers } from '../learning/index.js';
import { notificationEvents, notify, STAFF } from '../notifications/index.js';
import {
  createTasksRepository,
  type TaskAssignmentRecord,
  type TaskForStudent,
  type TaskPage,
  type TaskQuestion,
  type TasksRepository,
} from './repository.js';
import { type AttemptAnswer, answersFitQuestions, scoreAttempt } from './scoring.js';
import { taskResponse } from './task-response.js';

/*
 * Tests (ARCHITECTURE.md, "Learning"):
 *   GET tasks/{id}              the questions, the caller's attempt, outcomes once revealed
 *   POST questions/task-answer  one attempt, scored here; 409 ERR_TASK_ALREADY_SUBMITTED when
 *                               no attempt is open (however many requests arrive at once)
 *   PATCH tasks/retake/{id}     opens the paid second attempt of a failed first one
 * 404 ERR_TASK_NOT_EXISTS for an unknown test, 403 ERR_USER_FORBIDDEN for a test of a
 * direction the caller is not enrolled in.
 */

type TaskAnswerInput = z.output<typeof taskAnswerRequestSchema>;
type VisibleTask = TaskForStudent & { enrolledAt: Date };

/**
 * The test's page, if the test exists (404) and the caller is enrolled in its direction
 * (403): one statement (repository's `taskPage`).
 */
async function visibleTask(
  repository: TasksRepository,
  userId: number,
  taskId: number,
): Promise<TaskPage & { task: VisibleTask }> {
  const page = await repository.findForStudent(userId, taskId);
  if (!page) throw notFound('ERR_TASK_NOT_EXISTS');
  const { enrolledAt } = page.task;
  if (enrolledAt === null) throw forbidden();
  return { ...page, task: { ...page.task, enrolledAt } };
}

/** An attempt may be submitted when none was, or a retake is open (never a third one). */
const attemptOpen = (assignment: TaskAssignmentRecord) =>
  assignment.status === 'incomplete' && assignment.attempt < TASK_MAX_ATTEMPTS;

/** An open retake: the second attempt, opened and not yet submitted. */
const retakeOpen = (assignment: TaskAssignmentRecord) =>
  assignment.status === 'incomplete' && assignment.attempt === 1;

/** A failed first attempt, the one a paid retake follows. */
const retakeAllowed = (assignment: TaskAssignmentRecord) =>
  assignment.status === 'completed' &&
  assignment.reviewStatus === 'failed' &&
  assignment.attempt === 1;

/** Stored answers: blank text counts as no text; code comes with its grading. */
const storedAnswers = (
  answers: TaskAnswerInput['answers'],
  graded: ReadonlyMap<number, Pick<AttemptAnswer, 'code' | 'codeResult'>>,
): AttemptAnswer[] =>
  answers.map(({ questionId, answerIds, answerText }) => ({
    questionId,
    answerIds,
    ...(answerText === undefined || answerText.trim() === '' ? {} : { answerText }),
    ...graded.get(questionId),
  }));

/**
 * Grades the code answers in the sandbox, one after the other (one submission holds one place
 * of the queue at a time). Runs before the attempt's transaction: no connection or lock is
 * held while code runs (ARCHITECTURE.md, "Code exercises"). A code question answered
 * without `code` is unanswered; empty code is graded like any other (and fails).
 */
async function gradeCode(
  runner: CodeRunner,
  questions: readonly TaskQuestion[],
  answers: TaskAnswerInput['answers'],
): Promise<Map<number, Pick<AttemptAnswer, 'code' | 'codeResult'>>> {
  const graded = new Map<number, Pick<AttemptAnswer, 'code' | 'codeResult'>>();
  const byId = new Map(questions.map((question) => [question.id, question]));
  for (const answer of answers) {
    const exercise = byId.get(answer.questionId)?.code;
    if (!exercise || answer.code === undefined) continue;
    const codeResult = await gradeForRequest(runner, exercise, answer.code);
    graded.set(answer.questionId, { code: answer.code, codeResult });
  }
  return graded;
}

export function createTasksService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  credentialSigner: CredentialSigner;
  now: Clock;
  /** Answers kept while the database announces changes to them (learning's answers-cache.ts). */
  answers: LearningAnswers;
  /** The process's code runner (plugins/app/code-runner.ts). */
  codeRunner: CodeRunner;
}) {
  const { unitOfWork, now } = deps;
  const read = createTasksRepository(deps.db);

  return {
    async get(userId: number, taskId: number): Promise<SerialisedJson<TaskResponse>> {
      const kept = await deps.answers.remembered(
        userId,
        `task/${taskId}`,
        endpoints.getTask.responses[200],
        async () => {
          const { task, questions, assignment } = await visibleTask(read, userId, taskId);
          return { body: taskResponse(task, questions, assignment) };
        },
      );
      return kept.json;
    },

    /**
     * Scores and records one attempt. Code answers are graded first, outside any transaction
     * (a full queue: 503 with Retry-After, nothing recorded). Then the assignment row is
     * created if missing and locked, so of parallel submissions of one attempt the first to
     * lock records it and the others find it submitted (409).
     */
    async submit(
      userId: number,
      input: TaskAnswerInput,
      log: FastifyBaseLogger,
    ): Promise<TaskResponse> {
      const before = await visibleTask(read, userId, input.taskId);
      if (!answersFitQuestions(before.questions, input.answers)) {
        throw badRequest('ERR_TASK_ANSWERS_INVALID');
      }
      // Nothing to grade for an attempt that cannot be recorded anyway.
      if (before.assignment && !attemptOpen(before.assignment)) {
        throw conflict('ERR_TASK_ALREADY_SUBMITTED');
      }
      const graded = await gradeCode(deps.codeRunner, before.questions, input.answers);

      return unitOfWork(async (scope) => {
        const tasks = createTasksRepository(scope.tx);
        const { task, questions } = await visibleTask(tasks, userId, input.taskId);
        if (!answersFitQuestions(questions, input.answers)) {
          throw badRequest('ERR_TASK_ANSWERS_INVALID');
        }
        // An exercise staff saved while the code ran: the code was graded against the one
        // it was sent for, as if the save had come a moment later.

        const current = await tasks.openAssignment(userId, task.id);
        if (!attemptOpen(current)) throw conflict('ERR_TASK_ALREADY_SUBMITTED');

        const answers = storedAnswers(input.answers, graded);
        const result = scoreAttempt(questions, answers, task.passPercent);
        const submittedAt = now();
        const saved = await tasks.saveAttempt(current.id, {
          ...result,
          attempt: current.attempt + 1,
          answers,
          submittedAt,
        });
        if (saved.reviewStatus === 'not_checked_yet') {
          await notify(
            scope,
            STAFF,
            notificationEvents.reviewQueued({ title: task.title }),
            submittedAt,
          );
        }
        // Passed on submission (choice questions only): it may be the subject's last item.
        if (saved.reviewStatus === 'passed') {
          await issueDueCertificates(scope, deps.credentialSigner, {
            userId,
            item: { taskId: task.id },
            now: submittedAt,
          });
        }
        log.info({
          event: 'task.attempt_submitted',
          taskId: task.id,
          attempt: saved.attempt,
          reviewStatus: saved.reviewStatus,
        });
        return taskResponse(task, questions, saved);
      }, STUDENT_WRITE);
    },

    /**
     * Opens the second attempt of a failed first one, once it is paid for. Asking again
     * while it is open answers the open attempt; the row is locked, so parallel calls open
     * one attempt.
     */
    async openRetake(
      userId: number,
      taskId: number,
      log: FastifyBaseLogger,
    ): Promise<TaskResponse> {
      return unitOfWork(async (scope) => {
        const tasks = createTasksRepository(scope.tx);
        const { task, questions } = await visibleTask(tasks, userId, taskId);
        const current = await tasks.lockAssignment(userId, task.id);
        if (!current) throw conflict('ERR_TASK_RETAKE_NOT_AVAILABLE');

        let assignment = current;
        if (!retakeOpen(current)) {
          if (!retakeAllowed(current)) throw conflict('ERR_TASK_RETAKE_NOT_AVAILABLE');
          if (!task.retakePaid) throw conflict('ERR_TASK_RETAKE_NOT_PAID');
          assignment = await tasks.openRetake(current.id);
          log.info({ event: 'task.retake_opened', taskId: task.id });
        }
        return taskResponse(task, questions, assignment);
      });
    },
  };
}
