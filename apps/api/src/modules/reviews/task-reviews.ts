import { endpoints, type reviewDecisionRequestSchema, type TaskReview } from '@academy/contracts';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { route } from '../../routing/route.js';
import { recordAudit } from '../audit/index.js';
import { type CredentialSigner, issueDueCertificates } from '../certificates/index.js';
import { notificationEvents, notify } from '../notifications/index.js';
import {
  type AttemptForReview,
  createTasksRepository,
  lockAttempt,
  saveAttemptReview,
  type TaskQuestion,
  type TasksRepository,
} from '../tasks/index.js';
import { reviewAuditEntry } from './review-audit.js';

/*
 * Staff review of test attempts (ARCHITECTURE.md, "Learning"). The server scores choice
 * questions itself; an attempt that met the pass mark with free-text answers waits
 * (`not_checked_yet`) until a mentor or an admin passes or fails it here, with a comment
 * (required when failing). Staff see which answers are correct; students never do before
 * the outcomes are revealed.
 *   GET reviews/tasks/{id}   a submitted attempt (the task assignment's id)
 *   POST reviews/tasks/{id}  the verdict: 409 ERR_REVIEW_ALREADY_DONE unless it waits for one
 */

type Decision = z.output<ReturnType<typeof reviewDecisionRequestSchema>>;

function taskReview(
  attempt: AttemptForReview,
  submittedAt: Date,
  questions: readonly TaskQuestion[],
): TaskReview {
  const { assignment } = attempt;
  const submitted = new Map(assignment.answers.map((answer) => [answer.questionId, answer]));
  return {
    kind: 'task',
    id: assignment.id,
    task: attempt.task,
    subjectTitle: attempt.subjectTitle,
    student: attempt.student,
    attempt: assignment.attempt,
    score: assignment.score,
    maxScore: assignment.maxScore,
    submittedAt: submittedAt.toISOString(),
    reviewStatus: assignment.reviewStatus,
    reviewComment: assignment.reviewComment,
    reviewerName: attempt.reviewerName,
    reviewedAt: assignment.reviewedAt?.toISOString() ?? null,
    questions: questions.map((question) => {
      const answer = submitted.get(question.id);
      const chosen = new Set(answer?.answerIds ?? []);
      return {
        id: question.id,
        text: question.text,
        answerType: question.answerType,
        answers: question.answers.map((option) => ({
          id: option.id,
          text: option.text,
          isSelected: chosen.has(option.id),
          isCorrect: option.isCorrect,
        })),
        answerText: answer?.answerText ?? null,
        // Staff see the whole exercise and every test's input, output and error.
        code: question.code,
        answerCode: answer?.code ?? null,
        codeResult: answer?.codeResult ?? null,
      };
    }),
  };
}

/** A submitted attempt with its questions; 404 for an unknown id or an attempt still open. */
async function submittedAttempt(repository: TasksRepository, id: number): Promise<TaskReview> {
  const attempt = await repository.findAttemptForReview(id);
  const submittedAt = attempt?.assignment.submittedAt;
  if (attempt?.assignment.status !== 'completed' || !submittedAt) throw notFound();
  return taskReview(attempt, submittedAt, await repository.questionsOf(attempt.task.id));
}

export function createTaskReviewsService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  credentialSigner: CredentialSigner;
  now: Clock;
}) {
  const { unitOfWork, now } = deps;
  const read = createTasksRepository(deps.db);

  return {
    get: (id: number) => submittedAttempt(read, id),

    /**
     * Passes or fails an attempt that waits for review. The row is locked first, so of two
     * reviewers deciding at once one decides and the other finds it decided (409).
     */
    async decide(
      id: number,
      reviewerId: number,
      decision: Decision,
      log: FastifyBaseLogger,
    ): Promise<TaskReview> {
      return unitOfWork(async (scope) => {
        const current = await lockAttempt(scope, id);
        if (!current) throw notFound();
        if (current.status !== 'completed' || current.reviewStatus !== 'not_checked_yet') {
          throw conflict('ERR_REVIEW_ALREADY_DONE');
        }
        const reviewedAt = now();
        const reviewComment = decision.comment === '' ? null : decision.comment;
        await saveAttemptReview(scope, id, {
          reviewStatus: decision.verdict,
          reviewComment,
          reviewedBy: reviewerId,
          reviewedAt,
        });
        await recordAudit(
          scope,
          reviewAuditEntry({
            reviewerId,
            kind: 'task',
            id,
            before: { reviewStatus: current.reviewStatus, reviewComment: current.reviewComment },
            after: { reviewStatus: decision.verdict, reviewComment },
          }),
        );
        // A pass may complete the student's subject: its certificate is issued with it.
        if (decision.verdict === 'passed') {
          await issueDueCertificates(scope, deps.credentialSigner, {
            userId: current.userId,
            item: { taskId: current.taskId },
            now: reviewedAt,
          });
        }
        log.info({
          event: 'review.task_decided',
          assignmentId: id,
          verdict: decision.verdict,
          reviewerId,
        });
        const review = await submittedAttempt(createTasksRepository(scope.tx), id);
        await notify(
          scope,
          { userIds: [current.userId] },
          notificationEvents.taskReviewed({
            taskId: current.taskId,
            title: review.task.title,
            verdict: decision.verdict,
            comment: reviewComment,
          }),
          reviewedAt,
        );
        return review;
      });
    },
  };
}

/** Staff group: one test attempt and its verdict. */
export const taskReviewRoutes: FastifyPluginAsync = async (app) => {
  const service = createTaskReviewsService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    credentialSigner: app.credentialSigner,
    now: app.now,
  });

  route(app, endpoints.getTaskReview, (request) => service.get(request.params.id));
  route(app, endpoints.reviewTaskAttempt, (request) =>
    service.decide(request.params.id, request.user.id, request.body, request.log),
  );
};
