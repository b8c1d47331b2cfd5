import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createMailSender,
  createSmtpTransport,
  type MailSender,
} from '../../modules/mail/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's background sender; a unit of work that queued mail wakes it on commit. */
    mailer: MailSender;
  }
}

/**
 * The mail sender starts when the server listens (not merely when the app is built, so tests
 * drive it themselves) and stops on close, before the database closes: onClose hooks run in
 * reverse order of registration, and this plugin comes after the database.
 */
async function mailer(app: FastifyInstance) {
  const { smtpUrl, mailFrom } = app.config;
  const transport = smtpUrl ? await createSmtpTransport(smtpUrl, mailFrom) : null;
  const sender = createMailSender({
    db: app.db,
    transport,
    now: app.now,
    pollIntervalMs: app.config.mailPollIntervalMs,
    log: app.log.child({ module: 'mail' }),
  });
  app.decorate('mailer', sender);

  app.addHook('onListen', async () => {
    sender.start();
  });
  app.addHook('onClose', async () => {
    await sender.stop();
    transport?.close();
  });
}

export default fp(mailer, { name: 'mailer', dependencies: ['database'] });
