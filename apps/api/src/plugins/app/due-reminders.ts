import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDueReminderJob, type DueReminderJob } from '../../modules/learning/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job notifying students of work falling due (modules/learning/due-reminders.ts). */
    dueReminders: DueReminderJob;
  }
}

/**
 * The due-date reminders start when the server listens (tests run them with `runOnce`) and
 * stop on close, before the database closes, as the billing reminders do.
 */
async function dueReminders(app: FastifyInstance) {
  const job = createDueReminderJob({
    db: app.db,
    unitOfWork: app.unitOfWork,
    now: app.now,
    log: app.log.child({ module: 'due-reminders' }),
    intervalMs: app.config.dueReminderPollIntervalMs,
  });
  app.decorate('dueReminders', job);
  app.addHook('onListen', async () => {
    job.start();
  });
  app.addHook('onClose', async () => {
    await job.stop();
  });
}

export default fp(dueReminders, {
  name: 'due-reminders',
  dependencies: ['database', 'unit-of-work'],
});
