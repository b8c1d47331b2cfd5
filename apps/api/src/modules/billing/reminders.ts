import { paths, type SubscriptionKind } from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { notificationReminders } from '../../db/schema/index.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { createPollingJob, type PollingJob } from '../../lib/polling-job.js';
import { createExamScheduleRepository } from '../exam-schedule/index.js';
import { queueMail, renderAccessReminderMail } from '../mail/index.js';
import { notificationEvents, notify } from '../notifications/index.js';
import { waitingSince } from './confirmation-window.js';
import { createBillingRepository } from './repository.js';

/*
 * The reminder before the learning access ends (ARCHITECTURE.md, "Billing"): a background
 * job, like the mail sender, that looks for running access ending within
 * TRIAL_REMINDER_DAYS and mails its owner once. The candidates are periods ending in the
 * window without a reminder; one counts only when it ends the user's whole access (no
 * renewal follows without a gap: then the renewal's own end is reminded, in its time). For
 * each, one transaction marks the period (`reminder_sent_at`, a conditional update that only
 * one run wins) and queues the mail in the outbox: never lost, never twice.
 *
 * Each pass first ends every payment that waited past the confirmation window
 * (`expireWaiting` for all users), so one nobody looks at again (a provider failure never
 * retried, a 3-D Secure check abandoned) gives its promotion use back in time.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 100;
/** How long after an access ended the job still tells its owner (a job that was down catches up). */
const ENDED_LOOKBACK_DAYS = 7;

/** The access a period gives: a staff grant ends as a subscription does. */
const accessOf = (kind: SubscriptionKind): 'trial' | 'paid' =>
  kind === 'trial' ? 'trial' : 'paid';

export type ReminderJob = PollingJob;

export function createReminderJob(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  now: Clock;
  log: FastifyBaseLogger;
  daysBeforeEnd: number;
  intervalMs: number;
  publicUrl: string;
}): ReminderJob {
  const { unitOfWork, now, log } = deps;
  const read = createBillingRepository(deps.db);

  /**
   * `access_ended` once per period that ended the user's access (no period of theirs ends
   * later) within ENDED_LOOKBACK_DAYS: the reminder recorded and the notification written in
   * one transaction, only by the run whose insert won.
   */
  async function remindEnded(at: Date): Promise<number> {
    const from = new Date(at.getTime() - ENDED_LOOKBACK_DAYS * DAY_MS);
    let sent = 0;
    let afterId = 0;
    for (;;) {
      const ended = await read.accessesEnded(from, at, afterId, BATCH_SIZE);
      for (const period of ended) {
        const won = await unitOfWork(async (scope) => {
          const [recorded] = await scope.tx
            .insert(notificationReminders)
            .values({
              userId: period.userId,
              kind: 'access_ended',
              subject: 'period',
              subjectId: period.id,
              sentAt: at,
            })
            .onConflictDoNothing()
            .returning({ userId: notificationReminders.userId });
          if (!recorded) return false;
          await notify(
            scope,
            { userIds: [period.userId] },
            notificationEvents.accessEnded({
              access: accessOf(period.kind),
              endsAt: period.endsAt,
            }),
            at,
          );
          return true;
        });
        if (won) sent++;
      }
      if (ended.length < BATCH_SIZE) break;
      afterId = ended[ended.length - 1]?.id ?? afterId;
    }
    return sent;
  }

  async function pass(): Promise<number> {
    const at = now();
    const expired = await read.expireWaiting(null, waitingSince(at), at);
    if (expired > 0) log.info({ event: 'billing.payments_expired', count: expired });
    const ended = await remindEnded(at);
    if (ended > 0) log.info({ event: 'billing.access_ended_notified', count: ended });
    const until = new Date(at.getTime() + deps.daysBeforeEnd * DAY_MS);
    const candidates = await read.periodsEndingSoon(at, until, BATCH_SIZE);
    if (candidates.length === 0) return ended;
    // The academy's zone, which the mails write the end in: read once per pass.
    const timeZone = await createExamScheduleRepository(deps.db).timeZone();
    let queued = 0;
    for (const period of candidates) {
      const sent = await unitOfWork(async (scope) => {
        const billing = createBillingRepository(scope.tx);
        const access = await billing.learningAccess(period.userId, at);
        // A renewal follows without a gap: the access goes on past this period.
        if (access.endsAt === null || access.endsAt.getTime() !== period.endsAt.getTime()) {
          return false;
        }
        if (!(await billing.markReminderSent(period.id, at))) return false;
        const recipient = await billing.recipient(period.userId);
        if (!recipient) return false;
        const mail = renderAccessReminderMail({
          language: recipient.language,
          fullName: recipient.fullName,
          // A granted period ends as a subscription does: the mail says so.
          kind: accessOf(period.kind),
          endsAt: period.endsAt,
          timeZone,
          pricingLink: `${deps.publicUrl}${paths.student.pricing}`,
        });
        await queueMail(scope, { to: recipient.email, ...mail }, at);
        await notify(
          scope,
          { userIds: [period.userId] },
          notificationEvents.accessEnding({ access: accessOf(period.kind), endsAt: period.endsAt }),
          at,
        );
        return true;
      });
      if (sent) {
        queued++;
        log.info({ event: 'billing.reminder_queued', periodId: period.id, kind: period.kind });
      }
    }
    return ended + queued;
  }

  return createPollingJob({
    pass,
    intervalMs: deps.intervalMs,
    log,
    failedEvent: 'billing.reminders_failed',
  });
}
