import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReminderJob, type ReminderJob } from '../../modules/billing/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job mailing the reminder before a student's access ends (modules/billing/reminders.ts). */
    billingReminders: ReminderJob;
  }
}

/**
 * The reminder job starts when the server listens (tests run it themselves with `runOnce`)
 * and stops on close, before the database closes, as the mail sender does.
 */
async function billingReminders(app: FastifyInstance) {
  const job = createReminderJob({
    db: app.db,
    unitOfWork: app.unitOfWork,
    now: app.now,
    log: app.log.child({ module: 'billing-reminders' }),
    daysBeforeEnd: app.config.billing.reminderDaysBeforeEnd,
    intervalMs: app.config.billing.reminderPollIntervalMs,
    publicUrl: app.config.publicUrl,
  });
  app.decorate('billingReminders', job);
  app.addHook('onListen', async () => {
    job.start();
  });
  app.addHook('onClose', async () => {
    await job.stop();
  });
}

export default fp(billingReminders, {
  name: 'billing-reminders',
  dependencies: ['database', 'unit-of-work'],
});
