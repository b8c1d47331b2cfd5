import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDigestJob, type DigestJob } from '../../modules/notifications/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job mailing each user's daily digest of notifications (modules/notifications/digest.ts). */
    notificationDigest: DigestJob;
  }
}

/**
 * The digest job starts when the server listens (tests run it themselves with `runOnce`) and
 * stops on close, before the database closes, as the billing reminders do.
 */
async function notificationDigest(app: FastifyInstance) {
  const job = createDigestJob({
    db: app.db,
    unitOfWork: app.unitOfWork,
    now: app.now,
    log: app.log.child({ module: 'notification-digest' }),
    localHour: app.config.notificationDigest.localHour,
    intervalMs: app.config.notificationDigest.pollIntervalMs,
  });
  app.decorate('notificationDigest', job);
  app.addHook('onListen', async () => {
    job.start();
  });
  app.addHook('onClose', async () => {
    await job.stop();
  });
}

export default fp(notificationDigest, {
  name: 'notification-digest',
  dependencies: ['database', 'unit-of-work'],
});
