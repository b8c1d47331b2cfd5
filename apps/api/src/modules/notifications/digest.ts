import { dateInTimeZone, type NotificationKind } from '@academy/contracts';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.js';
import {
  notificationDigests,
  notificationPreferences,
  notifications,
  users,
} from '../../db/schema/index.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { createPollingJob, type PollingJob } from '../../lib/polling-job.js';
import { academyTimeZone } from '../exam-schedule/index.js';
import { queueMail, renderNotificationDigestMail } from '../mail/index.js';

/*
 * The daily digest (ARCHITECTURE.md, "Notifications"): a background job, like the billing
 * reminders, that once a day per user, from a fixed hour in the academy's time zone, mails one
 * list of the notifications of the kinds the user chose `digest` for, created since their
 * previous digest. The day's row (`notification_digests`, keyed by user and day) is written
 * in the transaction that queues the mail, and only one run can write it: one digest per user
 * and day however many processes run the job. A day with nothing to list keeps its row and
 * sends nothing.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 100;

/** The daily digest: a polling job (`lib/polling-job.ts`) whose pass answers the mails queued. */
export type DigestJob = PollingJob;

/** The hour (0-23) of `at` in `timeZone`. */
function hourInTimeZone(at: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return Number(hour);
}

function createDigestRepository(db: Executor) {
  return {
    /** Users who chose a digest for some kind, may sign in, and have no digest row for `day`. */
    async due(day: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ userId: notificationPreferences.userId })
        .from(notificationPreferences)
        .innerJoin(users, eq(users.id, notificationPreferences.userId))
        .leftJoin(
          notificationDigests,
          and(
            eq(notificationDigests.userId, notificationPreferences.userId),
            eq(notificationDigests.day, day),
          ),
        )
        .where(
          and(
            eq(notificationPreferences.mode, 'digest'),
            eq(users.isBlacklisted, false),
            isNull(users.deactivatedAt),
            isNull(notificationDigests.userId),
          ),
        )
        .orderBy(notificationPreferences.userId)
        .limit(limit);
      return rows.map((row) => row.userId);
    },

    /** Where the user's previous digest stopped; null before their first. */
    async previousEnd(userId: number): Promise<Date | null> {
      const [row] = await db
        .select({ end: sql<string | null>`max(${notificationDigests.coveredUntil})` })
        .from(notificationDigests)
        .where(eq(notificationDigests.userId, userId));
      return row?.end ? new Date(row.end) : null;
    },

    /** The user's notifications of their digest kinds created in (`after`, `until`], oldest first. */
    async items(userId: number, after: Date, until: Date) {
      const digestKinds = db
        .select({ kind: notificationPreferences.kind })
        .from(notificationPreferences)
        .where(
          and(
            eq(notificationPreferences.userId, userId),
            eq(notificationPreferences.mode, 'digest'),
          ),
        );
      return db
        .select({
          kind: notifications.kind,
          params: notifications.params,
          count: notifications.count,
          link: notifications.link,
        })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            inArray(notifications.kind, digestKinds),
            gt(notifications.createdAt, after),
            lte(notifications.createdAt, until),
          ),
        )
        .orderBy(asc(notifications.createdAt), asc(notifications.id));
    },

    /** Writes the user's row of `day`; false when another run wrote it first. */
    async claim(userId: number, day: string, until: Date, items: number): Promise<boolean> {
      const rows = await db
        .insert(notificationDigests)
        .values({ userId, day, coveredUntil: until, items })
        .onConflictDoNothing()
        .returning({ userId: notificationDigests.userId });
      return rows.length > 0;
    },

    async recipient(userId: number) {
      const [row] = await db
        .select({ email: users.email, fullName: users.fullName, language: users.language })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
  };
}

export function createDigestJob(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  now: Clock;
  log: FastifyBaseLogger;
  /** The hour of the day, in the academy's time zone, from which the day's digest goes. */
  localHour: number;
  intervalMs: number;
}): DigestJob {
  const { unitOfWork, now, log } = deps;
  const read = createDigestRepository(deps.db);

  /** One user's digest of `day`, in one transaction: true when a mail was queued. */
  function digest(userId: number, day: string, at: Date, timeZone: string): Promise<boolean> {
    return unitOfWork(async (scope) => {
      const repository = createDigestRepository(scope.tx);
      const after = (await repository.previousEnd(userId)) ?? new Date(at.getTime() - DAY_MS);
      const items = await repository.items(userId, after, at);
      // The row first: a run that finds it written already (another process) sends nothing.
      if (!(await repository.claim(userId, day, at, items.length))) return false;
      if (items.length === 0) return false;
      const recipient = await repository.recipient(userId);
      if (!recipient) return false;
      const written = new Intl.DateTimeFormat(recipient.language, {
        dateStyle: 'long',
        timeZone,
      }).format(at);
      const mail = renderNotificationDigestMail({
        language: recipient.language,
        fullName: recipient.fullName,
        day: written,
        timeZone,
        notifications: items.map((item) => ({
          kind: item.kind as NotificationKind,
          params: item.params,
          count: item.count,
          link: `${scope.publicUrl}${item.link}`,
        })),
      });
      await queueMail(scope, { to: recipient.email, ...mail }, at);
      return true;
    });
  }

  async function pass(): Promise<number> {
    const at = now();
    const timeZone = await academyTimeZone({ tx: deps.db });
    if (hourInTimeZone(at, timeZone) < deps.localHour) return 0;
    const day = dateInTimeZone(timeZone, at);
    let queued = 0;
    for (;;) {
      const due = await read.due(day, BATCH_SIZE);
      for (const userId of due) {
        if (await digest(userId, day, at, timeZone)) {
          queued++;
          log.info({ event: 'notifications.digest_queued', userId, day });
        }
      }
      if (due.length < BATCH_SIZE) return queued;
    }
  }

  return createPollingJob({
    pass,
    intervalMs: deps.intervalMs,
    log,
    failedEvent: 'notifications.digest_failed',
  });
}
