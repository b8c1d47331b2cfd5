import type { ReviewKind, ReviewQueueResponse, reviewQueueQuerySchema } from '@academy/contracts';
import { type AnyColumn, and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
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
import { containing } from '../../lib/like-pattern.js';

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
  late: (value: SQL | AnyColumn) => sql<boolean>`${value}`.mapWith(Boolean).as('late'),
};

export type ReviewQueueFilter = Omit<z.output<typeof reviewQueueQuerySchema>, 'limit'>;

/** The student condition of a search: name or e-mail contains it, in any case. */
function studentMatches(search: string | undefined) {
  if (search === undefined) return undefined;
  const pattern = containing(search);
  return or(ilike(users.fullName, pattern), ilike(users.email, pattern));
}

export function createReviewQueueRepository(db: Executor) {
  /** The two halves of the queue, as the filter keeps them (null: a kind left out). */
  function halves(filter: ReviewQueueFilter) {
    const student = studentMatches(filter.search);
    return {
      projects: filter.kind === 'task' ? null : and(waitingSubmission, student),
      tasks: filter.kind === 'mini-project' ? null : and(waitingAttempt, student),
    };
  }

  return {
    async page(limit: number, filter: ReviewQueueFilter) {
      const where = halves(filter);
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
          late: column.late(projectSubmissions.late),
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
        .where(where.projects ?? sql`false`);
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
          late: column.late(sql`false`),
        })
        .from(taskAssignments)
        .innerJoin(tasks, eq(tasks.id, taskAssignments.taskId))
        .innerJoin(chapters, eq(chapters.id, tasks.chapterId))
        .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
        .innerJoin(users, eq(users.id, taskAssignments.userId))
        .where(where.tasks ?? sql`false`);
      return unionAll(projectItems, taskItems)
        .orderBy(asc(sql`submitted_at`), asc(sql`kind`), asc(sql`id`))
        .limit(limit);
    },

    /** How many wait in all, as the filter keeps them: one statement. */
    async total(filter: ReviewQueueFilter): Promise<number> {
      const where = halves(filter);
      const projectIds = db
        .select({ id: projectSubmissions.id })
        .from(projectSubmissions)
        .innerJoin(
          projectAssignments,
          eq(projectAssignments.id, projectSubmissions.projectAssignmentId),
        )
        .innerJoin(users, eq(users.id, projectAssignments.userId))
        .where(where.projects ?? sql`false`);
      const taskIds = db
        .select({ id: taskAssignments.id })
        .from(taskAssignments)
        .innerJoin(users, eq(users.id, taskAssignments.userId))
        .where(where.tasks ?? sql`false`);
      const [row] = await db
        .select({ total: count() })
        .from(unionAll(projectIds, taskIds).as('waiting'));
      return row?.total ?? 0;
    },
  };
}

export function createReviewQueue(deps: { db: Executor }) {
  const repository = createReviewQueueRepository(deps.db);
  return {
    /** The oldest `limit` waiting pieces of work the filter keeps, and how many it keeps. */
    async list(query: z.output<typeof reviewQueueQuerySchema>): Promise<ReviewQueueResponse> {
      const { limit, ...filter } = query;
      const rows = await repository.page(limit, filter);
      const total = await repository.total(filter);
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
          late: row.late,
        })),
        total,
      };
    },
  };
}
