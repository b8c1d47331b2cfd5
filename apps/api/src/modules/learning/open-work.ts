import {
  isHomeworkOpen,
  type MyHomeworkItem,
  miniProjectItemState,
  taskItemState,
} from '@academy/contracts';
import type { Executor } from '../../db/client.js';
import { dueDate } from './due-date.js';
import {
  createLearningRepository,
  type LearningRepository,
  type WorkItemRow,
} from './repository.js';

type WorkState = Pick<WorkItemRow, 'kind' | 'status' | 'reviewStatus' | 'attempt'>;

function state(row: WorkState): MyHomeworkItem['state'] {
  return row.kind === 'task'
    ? taskItemState(
        row.status !== null && row.reviewStatus !== null && row.attempt !== null
          ? { status: row.status, reviewStatus: row.reviewStatus, attempt: row.attempt }
          : null,
      )
    : miniProjectItemState(row.reviewStatus !== null ? { reviewStatus: row.reviewStatus } : null);
}

/**
 * Whether the item waits for the student's own work: homework lists it (`isHomeworkOpen`)
 * and nothing of theirs waits for a review. What the due-date reminders remind of.
 */
export function awaitsStudent(row: WorkState): boolean {
  const itemState = state(row);
  return (
    isHomeworkOpen(row.kind, itemState, row.attempt ?? 0) && itemState !== 'waiting_for_review'
  );
}

/**
 * The open tests and mini projects of every subject the user is enrolled in, from one
 * statement (GET homework, and the calendar feed's due dates). Overdue first, then by due
 * date (none last), then course order.
 */
export async function openWork(
  repository: Pick<LearningRepository, 'enrolledWork'>,
  userId: number,
  now: Date,
): Promise<MyHomeworkItem[]> {
  const open = (await repository.enrolledWork(userId)).flatMap(
    (row, index): { item: MyHomeworkItem; due: number; index: number }[] => {
      const itemState = state(row);
      if (!isHomeworkOpen(row.kind, itemState, row.attempt ?? 0)) return [];
      const due = dueDate(row.enrolledAt, row.dueDays);
      return [
        {
          index,
          due: due?.getTime() ?? Number.POSITIVE_INFINITY,
          item: {
            kind: row.kind,
            id: row.id,
            title: row.title,
            chapterTitle: row.chapterTitle,
            state: itemState,
            dueAt: due?.toISOString() ?? null,
            overdue: due !== null && due.getTime() < now.getTime(),
            subjectId: row.subjectId,
            subjectTitle: row.subjectTitle,
            directionTitle: row.directionTitle,
          },
        },
      ];
    },
  );
  open.sort(
    (a, b) =>
      Number(b.item.overdue) - Number(a.item.overdue) ||
      (a.due === b.due ? 0 : a.due < b.due ? -1 : 1) ||
      a.index - b.index,
  );
  return open.map((entry) => entry.item);
}

/** `openWork` for another module: the user's open work, read through `db`. */
export const openWorkOf = (db: Executor, userId: number, now: Date) =>
  openWork(createLearningRepository(db), userId, now);
