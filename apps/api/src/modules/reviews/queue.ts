import type { ReviewKind, ReviewQueueResponse } from '@academy/contracts';
import { type AnyColumn, and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  chapters,
  miniProjects,
  projectAssignments,
  projectSubmissions,
  subjects,
  taskAssignments,
  tasks,
  users,
} from '../../db/schema/index.js';

/*
 * The review queue (GET reviews): mini-project submissions waiting for a review, and test
 * attempts whose free-text answers wait for one (submitted, `not_checked_yet`), oldest first.
 * Two statements whatever the length: the page, and how many wait in all.
 */

const waitingSubmission = eq(projectSubmissions.reviewStatus, 'not_checked_yet');
const waitingAttempt = and(
  eq(taskAssignments.status, 'completed'),
  eq(taskAssignments.reviewStatus, 'not_checked_yet'),
);
// A completed attempt has its time; the row's last change stands in for one without.
const attemptSubmittedAt = sql<Date>`coalesce(${taskAssignments.submittedAt}, ${taskAssignments.updatedAt})`;

/**
 * What "waiting for a review" means, for other reads of the queue (the dashboard's backlog):
 * a mini-project submission (`project_submissions`) or a test attempt (`task_assignments`)
 * matching its condition, waiting since its submission time.
 */
export const reviewWaiting = {
  submission: waitingSubmission,
  submissionSince: projectSubmissions.submittedAt,
  attempt: waitingAttempt,
  attemptSince: attemptSubmittedAt,
};

/** Output columns both halves of the union name alike, so the order can refer to them. */
const column = {
  itemId: (value: SQL | AnyColumn) => sql<number>`${value}`.mapWith(Number).as('item_id'),
  subjectTitle: sql<string>`${subjects.title}`.as('subject_title'),
  studentId: sql<number>`${users.id}`.mapWith(Number).as('student_id'),
  attempt: (value: SQL | AnyColumn) => sql<number>`${value}`.mapWith(Number).as('attempt'),
  submittedAt: (value: SQL | AnyColumn) =>
    sql<Date>`${value}`.mapWith(projectSubmissions.submittedAt).as('submitted_at'),
};

export function createReviewQueueRepository(db: Executor) {
  return {
    async page(limit: number) {
      // The submission's number among the student's submissions of the project: 1, 2, …
      const submissionNumber = sql`(
        select count(*)::int from ${projectSubmissions} as earlier
        where earlier.project_assignment_id = ${projectSubmissions.projectAssignmentId}
          and earlier.id <= ${projectSubmissions.id}
      )`;
      const projectItems = db
        .select({
          kind: sql<ReviewKind>`'mini-project'`.as('kind'),
          id: projectSubmissions.id,
          itemId: column.itemId(miniProjects.id),
          title: miniProjects.title,
          subjectTitle: column.subjectTitle,
          studentId: column.studentId,
          fullName: users.fullName,
          email: users.email,
          attempt: column.attempt(submissionNumber),
          submittedAt: column.submittedAt(projectSubmissions.submittedAt),
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
        .where(waitingSubmission);
      const taskItems = db
        .select({
          kind: sql<ReviewKind>`'task'`.as('kind'),
          id: taskAssignments.id,
          itemId: column.itemId(tasks.id),
          title: tasks.title,
          subjectTitle: column.subjectTitle,
          studentId: column.studentId,
          fullName: users.fullName,
          email: users.email,
          attempt: column.attempt(taskAssignments.attempt),
          submittedAt: column.submittedAt(attemptSubmittedAt),
        })
        .from(taskAssignments)
        .innerJoin(tasks, eq(tasks.id, taskAssignments.taskId))
        .innerJoin(chapters, eq(chapters.id, tasks.chapterId))
        .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
        .innerJoin(users, eq(users.id, taskAssignments.userId))
        .where(waitingAttempt);
      return unionAll(projectItems, taskItems)
        .orderBy(asc(sql`submitted_at`), asc(sql`kind`), asc(sql`id`))
        .limit(limit);
    },

    /** How many wait in all: one statement (the test attempts' count as a subquery). */
    async total(): Promise<number> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int + (
            select count(*)::int from ${taskAssignments} where ${waitingAttempt}
          )`.mapWith(Number),
        })
        .from(projectSubmissions)
        .where(waitingSubmission);
      return row?.total ?? 0;
    },
  };
}

export function createReviewQueue(deps: { db: Executor }) {
  const repository = createReviewQueueRepository(deps.db);
  return {
    /** The oldest `limit` waiting pieces of work, and how many wait in all. */
    async list(limit: number): Promise<ReviewQueueResponse> {
      const rows = await repository.page(limit);
      const total = await repository.total();
      return {
        items: rows.map((row) => ({
          kind: row.kind,
          id: row.id,
          itemId: row.itemId,
          title: row.title,
          subjectTitle: row.subjectTitle,
          student: { id: row.studentId, fullName: row.fullName, email: row.email },
          attempt: row.attempt,
          submittedAt: row.submittedAt.toISOString(),
        })),
        total,
      };
    },
  };
}
