import { paths } from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { createExamScheduleRepository } from '../exam-schedule/index.js';
import { queueMail, renderAccessReminderMail } from '../mail/index.js';
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

export interface ReminderJob {
  /** One pass now; answers how many reminders it queued. */
  runOnce(): Promise<number>;
  /** Polls every `intervalMs` (the app does this when it listens). */
  start(): void;
  /** Stops polling and waits for a pass in progress. */
  stop(): Promise<void>;
}

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
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<number> | null = null;

  async function pass(): Promise<number> {
    const at = now();
    const expired = await read.expireWaiting(null, waitingSince(at), at);
    if (expired > 0) log.info({ event: 'billing.payments_expired', count: expired });
    const until = new Date(at.getTime() + deps.daysBeforeEnd * DAY_MS);
    const candidates = await read.periodsEndingSoon(at, until, BATCH_SIZE);
    if (candidates.length === 0) return 0;
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
          kind: period.kind === 'trial' ? 'trial' : 'paid',
          endsAt: period.endsAt,
          timeZone,
          pricingLink: `${deps.publicUrl}${paths.student.pricing}`,
        });
        await queueMail(scope, { to: recipient.email, ...mail }, at);
        return true;
      });
      if (sent) {
        queued++;
        log.info({ event: 'billing.reminder_queued', periodId: period.id, kind: period.kind });
      }
    }
    return queued;
  }

  function runOnce(): Promise<number> {
    const run = pass();
    current = run;
    const clear = () => {
      if (current === run) current = null;
    };
    run.then(clear, clear);
    return run;
  }

  function schedule(delayMs: number) {
    if (!running) return;
    timer = setTimeout(() => {
      timer = null;
      runOnce()
        .catch((error: unknown) => log.error({ err: error, event: 'billing.reminders_failed' }))
        .finally(() => schedule(deps.intervalMs));
    }, delayMs);
  }

  return {
    runOnce,
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await current?.catch(() => undefined);
    },
  };
}
