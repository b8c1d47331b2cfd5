import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { notificationReminders } from '../../db/schema/index.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { createPollingJob, type PollingJob } from '../../lib/polling-job.js';
import { notificationEvents, notify } from '../notifications/index.js';
import { dueDate } from './due-date.js';
import { awaitsStudent } from './open-work.js';
import { type DueWorkRow, workFallingDue } from './work-falling-due.js';

/*
 * The due-date reminders (ARCHITECTURE.md, "Notifications", "Reminders"): a background job,
 * like the billing reminder, that tells a student of a test or mini project still waiting for
 * their work (the homework's rule, `awaitsStudent`) once when it falls due within a day
 * (`due_soon`) and once when its due date has passed (`overdue`). It reads the items falling
 * due from OVERDUE_LOOKBACK_DAYS ago to a day ahead, of every student, in batches of one
 * statement each. Each batch is one transaction: it records the reminders in
 * `notification_reminders` (`insert … on conflict do nothing returning`) and notifies only
 * those this run recorded, so parallel runs never notify twice.
 */

const HOUR_MS = 60 * 60 * 1000;
/** How far ahead a due date makes `due_soon`. */
export const DUE_SOON_HOURS = 24;
/**
 * How long after its due date an open item is still reminded of as overdue: a job that was
 * not running catches up, and items long overdue before it first ran stay quiet.
 */
export const OVERDUE_LOOKBACK_DAYS = 7;
const BATCH_SIZE = 500;

export type DueReminderJob = PollingJob;

export function createDueReminderJob(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  now: Clock;
  log: FastifyBaseLogger;
  intervalMs: number;
}): DueReminderJob {
  const { unitOfWork, now, log } = deps;

  /** Records and notifies the batch's reminders; answers how many this run won. */
  async function remind(rows: DueWorkRow[], at: Date): Promise<number> {
    const due = rows.flatMap((row) => {
      const dueAt = dueDate(row.enrolledAt, row.dueDays);
      if (dueAt === null || !awaitsStudent(row)) return [];
      const kind = dueAt.getTime() < at.getTime() ? ('overdue' as const) : ('due_soon' as const);
      return [{ row, dueAt, kind }];
    });
    if (due.length === 0) return 0;
    return unitOfWork(async (scope) => {
      const won = await scope.tx
        .insert(notificationReminders)
        .values(
          due.map(({ row, kind }) => ({
            userId: row.userId,
            kind,
            subject: row.kind,
            subjectId: row.id,
            sentAt: at,
          })),
        )
        .onConflictDoNothing()
        .returning({
          userId: notificationReminders.userId,
          kind: notificationReminders.kind,
          subject: notificationReminders.subject,
          subjectId: notificationReminders.subjectId,
        });
      const recorded = new Set(won.map((r) => `${r.userId}/${r.kind}/${r.subject}/${r.subjectId}`));
      let sent = 0;
      for (const { row, dueAt, kind } of due) {
        if (!recorded.has(`${row.userId}/${kind}/${row.kind}/${row.id}`)) continue;
        const input = { item: row.kind, id: row.id, title: row.title, dueAt };
        const event =
          kind === 'overdue'
            ? notificationEvents.overdue(input)
            : notificationEvents.dueSoon(input);
        await notify(scope, { userIds: [row.userId] }, event, at);
        sent++;
      }
      return sent;
    });
  }

  async function pass(): Promise<number> {
    const at = now();
    const from = new Date(at.getTime() - OVERDUE_LOOKBACK_DAYS * 24 * HOUR_MS);
    const until = new Date(at.getTime() + DUE_SOON_HOURS * HOUR_MS);
    let sent = 0;
    let after: DueWorkRow | null = null;
    for (;;) {
      const rows = await workFallingDue(deps.db, {
        from,
        until,
        now: at,
        after,
        limit: BATCH_SIZE,
      });
      sent += await remind(rows, at);
      if (rows.length < BATCH_SIZE) break;
      after = rows[rows.length - 1] ?? null;
    }
    if (sent > 0) log.info({ event: 'learning.due_reminders_sent', count: sent });
    return sent;
  }

  return createPollingJob({
    pass,
    intervalMs: deps.intervalMs,
    log,
    failedEvent: 'learning.due_reminders_failed',
  });
}
