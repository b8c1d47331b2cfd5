import type { ReviewStatus, TaskStatus } from '@academy/contracts';
import { and, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { allPublished } from '../../db/published.js';
import {
  chapters,
  directions,
  enrolments,
  miniProjects,
  notificationReminders,
  projectAssignments,
  subjects,
  taskAssignments,
  tasks,
} from '../../db/schema/index.js';
import { dueDateSql } from './due-date.js';
import type { WorkItemRow } from './repository.js';

/** A test or mini project of one enrolled student, as the due-date reminders read it. */
export type DueWorkRow = Pick<
  WorkItemRow,
  'kind' | 'id' | 'title' | 'dueDays' | 'enrolledAt' | 'status' | 'reviewStatus' | 'attempt'
> & { userId: number };

/** Where a batch goes on from: the last row of the previous one. */
export type DueWorkCursor = Pick<DueWorkRow, 'userId' | 'kind' | 'id'>;

/**
 * The published tests and mini projects of every student's enrolled directions that fall
 * due after `from` and by `until`, with the student's own work joined in, in one statement
 * per batch (by student, kind and item, after `after`). Left out: those already reminded of
 * with the kind the due date calls for at `now` (`overdue` once it has passed, `due_soon`
 * before), so a pass reads what may still need a reminder. Whether the item still waits for
 * the student is the homework's rule (`awaitsStudent`), applied by the caller.
 */
export async function workFallingDue(
  db: Executor,
  input: { from: Date; until: Date; now: Date; after: DueWorkCursor | null; limit: number },
): Promise<DueWorkRow[]> {
  const publishedPath = allPublished(chapters.status, subjects.status, directions.status);
  const from = input.from.toISOString();
  const until = input.until.toISOString();
  const now = input.now.toISOString();

  function window(kind: 'task' | 'mini-project', itemId: PgColumn, dueDays: PgColumn) {
    const due = dueDateSql(enrolments.enrolledAt, dueDays);
    const after = input.after;
    return and(
      gt(due, sql`${from}::timestamptz`),
      lte(due, sql`${until}::timestamptz`),
      after
        ? sql`(${enrolments.userId}, ${kind}::text, ${itemId}) > (${after.userId}, ${after.kind}::text, ${after.id})`
        : undefined,
      notExists(
        db
          .select({ one: sql`1` })
          .from(notificationReminders)
          .where(
            and(
              eq(notificationReminders.userId, enrolments.userId),
              eq(notificationReminders.subject, kind),
              eq(notificationReminders.subjectId, itemId),
              sql`${notificationReminders.kind} = case when ${due} < ${now}::timestamptz then 'overdue' else 'due_soon' end`,
            ),
          ),
      ),
    );
  }

  const common = {
    userId: sql<number>`${enrolments.userId}`.as('user_id'),
    enrolledAt: enrolments.enrolledAt,
  };
  const taskRows = db
    .select({
      kind: sql<'task' | 'mini-project'>`'task'::text`.as('kind'),
      id: sql<number>`${tasks.id}`.as('item_id'),
      title: tasks.title,
      dueDays: tasks.dueDays,
      ...common,
      status: sql<TaskStatus | null>`${taskAssignments.status}::text`.as('status'),
      reviewStatus: sql<ReviewStatus | null>`${taskAssignments.reviewStatus}::text`.as(
        'review_status',
      ),
      attempt: sql<number | null>`${taskAssignments.attempt}`.as('attempt'),
    })
    .from(tasks)
    .innerJoin(chapters, eq(chapters.id, tasks.chapterId))
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .innerJoin(directions, eq(directions.id, subjects.directionId))
    .innerJoin(enrolments, eq(enrolments.directionId, directions.id))
    .leftJoin(
      taskAssignments,
      and(eq(taskAssignments.taskId, tasks.id), eq(taskAssignments.userId, enrolments.userId)),
    )
    .where(and(allPublished(tasks.status), publishedPath, window('task', tasks.id, tasks.dueDays)));
  const projectRows = db
    .select({
      kind: sql<'task' | 'mini-project'>`'mini-project'::text`.as('kind'),
      id: sql<number>`${miniProjects.id}`.as('item_id'),
      title: miniProjects.title,
      dueDays: miniProjects.dueDays,
      ...common,
      status: sql<TaskStatus | null>`null`.as('status'),
      reviewStatus: sql<ReviewStatus | null>`${projectAssignments.reviewStatus}::text`.as(
        'review_status',
      ),
      attempt: sql<number | null>`null::int`.as('attempt'),
    })
    .from(miniProjects)
    .innerJoin(chapters, eq(chapters.id, miniProjects.chapterId))
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .innerJoin(directions, eq(directions.id, subjects.directionId))
    .innerJoin(enrolments, eq(enrolments.directionId, directions.id))
    .leftJoin(
      projectAssignments,
      and(
        eq(projectAssignments.miniProjectId, miniProjects.id),
        eq(projectAssignments.userId, enrolments.userId),
      ),
    )
    .where(
      and(
        allPublished(miniProjects.status),
        publishedPath,
        window('mini-project', miniProjects.id, miniProjects.dueDays),
      ),
    );
  const rows = await taskRows
    .unionAll(projectRows)
    .orderBy(sql`user_id, kind, item_id`)
    .limit(input.limit);
  return rows.map((row) => ({
    userId: Number(row.userId),
    kind: row.kind,
    id: Number(row.id),
    title: row.title,
    dueDays: row.dueDays,
    enrolledAt: new Date(row.enrolledAt),
    status: row.status,
    reviewStatus: row.reviewStatus,
    attempt: row.attempt === null ? null : Number(row.attempt),
  }));
}
