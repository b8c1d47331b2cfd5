import { idParamsSchema } from '@academy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error.js';
import { mailboxPage } from './mailbox-page.js';
import { createOutboxRepository } from './outbox-repository.js';

const MAILBOX_SIZE = 50;

/**
 * GET /dev/mailbox and /dev/mailbox/{id}: the outbox as pages, for development and the
 * browser journeys, only while mail is not delivered (no SMTP_URL). The routes exist either
 * way, so that with SMTP_URL set they answer 404 rather than the web app's history fallback.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = createOutboxRepository(app.db);
  const enabled = app.config.smtpUrl === null;

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    if (!enabled) throw notFound();
    const messages = await outbox.recent(MAILBOX_SIZE);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(mailboxPage(messages));
  });

  app.get(
    '/dev/mailbox/:id',
    { schema: { hide: true, params: idParamsSchema } },
    async (request, reply) => {
      if (!enabled) throw notFound();
      const mail = await outbox.findById(request.params.id);
      if (!mail) throw notFound();
      // Our own rendering, with every user-provided value escaped when the mail was made.
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(mail.html);
    },
  );
};
