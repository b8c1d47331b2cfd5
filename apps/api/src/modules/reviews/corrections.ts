import type { ReviewCorrection, ReviewCorrectionRequest } from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { UnitOfWork, UnitOfWorkScope } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { recordAudit } from '../audit/index.js';
import {
  type CompletedItem,
  type CredentialSigner,
  issueDueCertificates,
  revokeUnearnedCertificates,
} from '../certificates/index.js';
import { type NotificationEvent, notificationEvents, notify } from '../notifications/index.js';
import { createTasksRepository, lockAttempt, saveAttemptReview } from '../tasks/index.js';
import { createMiniProjectReviewsRepository } from './mini-project-reviews.js';
import { reviewAuditEntry } from './review-audit.js';

/*
 * An admin's correction of a verdict already given (ARCHITECTURE.md, "Reviews"): POST
 * admin/reviews/corrections turns a pass into a failure or back, in ONE unit of work:
 *   - the submission (and its assignment) or the test attempt takes the new verdict, with the
 *     admin as its reviewer and the reason as its comment: the history the student reads;
 *   - the audit log records it (`review`, `pass`/`fail`, before/after with `correction`);
 *   - progress counts passed work, so it follows the row at once;
 *   - certificates follow: a pass issues what it completes (certificates' issuing), a
 *     failure revokes the subject's and direction's certificates no longer earned.
 * Only the latest verdict of a piece of work given by a reviewer can be corrected: a test
 * scored by the server alone, or a submission the student has replaced since, is 409.
 */

type Correction = {
  kind: ReviewCorrectionRequest['kind'];
  id: number;
  verdict: 'passed' | 'failed';
  reason: string;
};

interface Decided {
  userId: number;
  item: CompletedItem;
  /** What the student is told: the corrected verdict on this work. */
  event: NotificationEvent;
  before: { reviewStatus: string; reviewComment: string | null };
}

/** Locks the work, checks it can be corrected, and writes the new verdict on it. */
async function rewriteVerdict(
  scope: UnitOfWorkScope,
  correction: Correction,
  adminId: number,
  at: Date,
): Promise<Decided> {
  const review = { verdict: correction.verdict, comment: correction.reason };
  if (correction.kind === 'mini-project') {
    const miniProjectReviews = createMiniProjectReviewsRepository(scope.tx);
    const submission = await miniProjectReviews.lock(correction.id);
    if (!submission) throw notFound();
    if (submission.reviewStatus === 'not_checked_yet') throw conflict('ERR_REVIEW_NOT_DONE');
    if (submission.reviewStatus === review.verdict) throw conflict('ERR_REVIEW_VERDICT_UNCHANGED');
    const ids = { submissionId: correction.id, assignmentId: submission.assignmentId };
    if (await miniProjectReviews.hasLater(ids)) throw conflict('ERR_REVIEW_SUPERSEDED');
    await miniProjectReviews.decide({
      ...ids,
      verdict: review.verdict,
      comment: review.comment,
      reviewerId: adminId,
      at,
    });
    const found = await miniProjectReviews.find(correction.id);
    return {
      userId: submission.userId,
      item: { miniProjectId: submission.miniProjectId },
      event: notificationEvents.miniProjectReviewed({
        miniProjectId: submission.miniProjectId,
        title: found?.miniProject.title ?? '',
        ...review,
        corrected: true,
      }),
      before: { reviewStatus: submission.reviewStatus, reviewComment: submission.reviewComment },
    };
  }
  const attempt = await lockAttempt(scope, correction.id);
  if (!attempt) throw notFound();
  // A retake started since (the attempt open again) replaced the verdict.
  if (attempt.status !== 'completed') throw conflict('ERR_REVIEW_SUPERSEDED');
  // Scored by the server alone (no reviewer), or still waiting: no verdict to correct.
  if (attempt.reviewStatus === 'not_checked_yet' || attempt.reviewedAt === null) {
    throw conflict('ERR_REVIEW_NOT_DONE');
  }
  if (attempt.reviewStatus === review.verdict) throw conflict('ERR_REVIEW_VERDICT_UNCHANGED');
  await saveAttemptReview(scope, correction.id, {
    reviewStatus: review.verdict,
    reviewComment: review.comment,
    reviewedBy: adminId,
    reviewedAt: at,
  });
  const found = await createTasksRepository(scope.tx).findAttemptForReview(correction.id);
  return {
    userId: attempt.userId,
    item: { taskId: attempt.taskId },
    event: notificationEvents.taskReviewed({
      taskId: attempt.taskId,
      title: found?.task.title ?? '',
      ...review,
      corrected: true,
    }),
    before: { reviewStatus: attempt.reviewStatus, reviewComment: attempt.reviewComment },
  };
}

export function createReviewCorrections(deps: {
  unitOfWork: UnitOfWork;
  credentialSigner: CredentialSigner;
  now: Clock;
}) {
  return {
    async correct(
      adminId: number,
      correction: Correction,
      log: FastifyBaseLogger,
    ): Promise<ReviewCorrection> {
      const result = await deps.unitOfWork(async (scope) => {
        const at = deps.now();
        const decided = await rewriteVerdict(scope, correction, adminId, at);
        await recordAudit(
          scope,
          reviewAuditEntry({
            reviewerId: adminId,
            kind: correction.kind,
            id: correction.id,
            before: decided.before,
            after: {
              reviewStatus: correction.verdict,
              reviewComment: correction.reason,
              correction: true,
            },
          }),
        );
        const issued =
          correction.verdict === 'passed'
            ? await issueDueCertificates(scope, deps.credentialSigner, {
                userId: decided.userId,
                item: decided.item,
                now: at,
              })
            : [];
        const revoked =
          correction.verdict === 'failed'
            ? await revokeUnearnedCertificates(scope, {
                userId: decided.userId,
                item: decided.item,
                adminId,
                reason: correction.reason,
                at,
              })
            : [];
        await notify(scope, { userIds: [decided.userId] }, decided.event, at);
        return { issued: issued.map((certificate) => certificate.id), revoked };
      });
      log.info({
        event: 'review.corrected',
        kind: correction.kind,
        id: correction.id,
        verdict: correction.verdict,
        adminId,
        certificatesIssued: result.issued.length,
        certificatesRevoked: result.revoked.length,
      });
      return {
        kind: correction.kind,
        id: correction.id,
        reviewStatus: correction.verdict,
        certificates: result,
      };
    },
  };
}
