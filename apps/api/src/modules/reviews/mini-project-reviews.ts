import type { MiniProjectReview, ReviewStatus } from '@academy/contracts';
import { and, eq, gt, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import {
  chapters,
  miniProjects,
  projectAssignments,
  projectSubmissions,
  subjects,
  users,
} from '../../db/schema/index.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { recordAudit } from '../audit/index.js';
import { type CredentialSigner, issueDueCertificates } from '../certificates/index.js';
import { createSubmissionHistory } from '../mini-projects/index.js';
import { notificationEvents, notify } from '../notifications/index.js';
import { reviewAuditEntry } from './review-audit.js';

/*
 * A mentor's review of a mini-project submission: the submission with the student's every
 * other one (GET admin/reviews/mini-projects/{id}), and the verdict (POST), which decides the
 * submission and the student's assignment together, the rows locked, so a submission is
 * decided once (ARCHITECTURE.md, "Learning").
 */

export type Verdict = Exclude<ReviewStatus, 'not_checked_yet'>;

export function createMiniProjectReviewsRepository(db: Executor) {
  return {
    /** The submission with its project, subject and student; null when there is none. */
    async find(submissionId: number) {
      const [row] = await db
        .select({
          id: projectSubmissions.id,
          assignmentId: projectSubmissions.projectAssignmentId,
          miniProject: {
            id: miniProjects.id,
            title: miniProjects.title,
            description: miniProjects.description,
          },
          subjectTitle: subjects.title,
          student: { id: users.id, fullName: users.fullName, email: users.email },
        })
        .from(projectSubmissions)
        .innerJoin(
          projectAssignments,
          eq(projectAssignments.id, projectSubmissions.projectAssignmentId),
        )
        .innerJoin(miniProjects, eq(miniProjects.id, projectAssignments.miniProjectId))
        .innerJoin(chapters, eq(chapters.id, miniProjects.chapterId))
        .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
        .innerJoin(users, eq(users.id, projectAssignments.userId))
        .where(eq(projectSubmissions.id, submissionId));
      return row ?? null;
    },

    /** The submission and its assignment, both rows locked until the transaction ends. */
    async lock(submissionId: number) {
      const [row] = await db
        .select({
          id: projectSubmissions.id,
          assignmentId: projectAssignments.id,
          userId: projectAssignments.userId,
          miniProjectId: projectAssignments.miniProjectId,
          reviewStatus: projectSubmissions.reviewStatus,
          reviewComment: projectSubmissions.reviewComment,
        })
        .from(projectSubmissions)
        .innerJoin(
          projectAssignments,
          eq(projectAssignments.id, projectSubmissions.projectAssignmentId),
        )
        .where(eq(projectSubmissions.id, submissionId))
        .for('update');
      return row ?? null;
    },

    /** Whether the assignment has a submission newer than this one. */
    async hasLater(input: { submissionId: number; assignmentId: number }): Promise<boolean> {
      const [row] = await db
        .select({ id: projectSubmissions.id })
        .from(projectSubmissions)
        .where(
          and(
            eq(projectSubmissions.projectAssignmentId, input.assignmentId),
            gt(projectSubmissions.id, input.submissionId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Records the verdict on the submission, and on the assignment, whose review status is
     * its latest submission's (this one: a later one cannot be made while it waits).
     */
    async decide(input: {
      submissionId: number;
      assignmentId: number;
      verdict: Verdict;
      comment: string | null;
      reviewerId: number;
      at: Date;
    }): Promise<void> {
      await db
        .update(projectSubmissions)
        .set({
          reviewStatus: input.verdict,
          reviewComment: input.comment,
          reviewedBy: input.reviewerId,
          reviewedAt: input.at,
        })
        .where(eq(projectSubmissions.id, input.submissionId));
      const later = alias(projectSubmissions, 'later');
      await db
        .update(projectAssignments)
        .set({ reviewStatus: input.verdict })
        .where(
          and(
            eq(projectAssignments.id, input.assignmentId),
            notExists(
              db
                .select({ id: later.id })
                .from(later)
                .where(
                  and(
                    eq(later.projectAssignmentId, input.assignmentId),
                    gt(later.id, input.submissionId),
                  ),
                ),
            ),
          ),
        );
    },
  };
}

export type MiniProjectReviewsRepository = ReturnType<typeof createMiniProjectReviewsRepository>;

export function createMiniProjectReviews(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  credentialSigner: CredentialSigner;
  now: Clock;
}) {
  const repository = createMiniProjectReviewsRepository(deps.db);
  const history = createSubmissionHistory(deps.db);

  /** GET admin/reviews/mini-projects/{id}: the submission, its answers and files, the history. */
  async function get(submissionId: number): Promise<MiniProjectReview> {
    const submission = await repository.find(submissionId);
    if (!submission) throw notFound();
    const submissions = await history.forAssignment(submission.assignmentId);
    const current = submissions.find((entry) => entry.id === submission.id);
    if (!current) throw notFound();
    return {
      kind: 'mini-project',
      id: submission.id,
      miniProject: submission.miniProject,
      subjectTitle: submission.subjectTitle,
      student: submission.student,
      githubLink: current.githubLink,
      submittedAt: current.submittedAt,
      late: current.late,
      reviewStatus: current.reviewStatus,
      reviewComment: current.reviewComment,
      reviewerName: current.reviewerName,
      reviewedAt: current.reviewedAt,
      studentAnswers: current.studentAnswers,
      history: submissions,
    };
  }

  return {
    get,

    /**
     * POST admin/reviews/mini-projects/{id}: passes or fails a waiting submission, with the comment
     * (required to fail, by the request's schema). Deciding one already decided is a 409.
     */
    async decide(
      reviewerId: number,
      submissionId: number,
      decision: { verdict: Verdict; comment: string },
    ): Promise<MiniProjectReview> {
      await deps.unitOfWork(async (scope) => {
        const miniProjectReviews = createMiniProjectReviewsRepository(scope.tx);
        const submission = await miniProjectReviews.lock(submissionId);
        if (!submission) throw notFound();
        if (submission.reviewStatus !== 'not_checked_yet') {
          throw conflict('ERR_REVIEW_ALREADY_DONE');
        }
        const at = deps.now();
        const comment = decision.comment === '' ? null : decision.comment;
        await miniProjectReviews.decide({
          submissionId,
          assignmentId: submission.assignmentId,
          verdict: decision.verdict,
          comment,
          reviewerId,
          at,
        });
        await recordAudit(
          scope,
          reviewAuditEntry({
            reviewerId,
            kind: 'mini-project',
            id: submissionId,
            before: {
              reviewStatus: submission.reviewStatus,
              reviewComment: submission.reviewComment,
            },
            after: { reviewStatus: decision.verdict, reviewComment: comment },
          }),
        );
        const decided = await miniProjectReviews.find(submissionId);
        await notify(
          scope,
          { userIds: [submission.userId] },
          notificationEvents.miniProjectReviewed({
            miniProjectId: submission.miniProjectId,
            title: decided?.miniProject.title ?? '',
            verdict: decision.verdict,
            comment,
          }),
          at,
        );
        // A pass may complete the student's subject: its certificate is issued with it.
        if (decision.verdict === 'passed') {
          await issueDueCertificates(scope, deps.credentialSigner, {
            userId: submission.userId,
            item: { miniProjectId: submission.miniProjectId },
            now: at,
          });
        }
      });
      return get(submissionId);
    },
  };
}
