import { idParamsSchema } from '@academy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error.js';
import { isFromThisMachine } from '../../lib/loopback.js';
import { MAILBOX_PATH } from '../../lib/urls.js';
import { mailboxPage } from './mailbox-page.js';
import { createOutboxRepository } from './outbox-repository.js';

const MAILBOX_SIZE = 50;

/**
 * GET /dev/mailbox and /dev/mailbox/{id}: the outbox as pages, for development and the
 * browser journeys. They show working sign-in links, so they answer only while the
 * DEV_MAILBOX switch is on (config.ts: by default only with the embedded database and no
 * SMTP_URL) and only to callers on this machine (isFromThisMachine, lib/loopback.ts).
 * Otherwise they answer 404 as an unknown page would; the routes exist either way, so that
 * the web app's history fallback never answers them.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = createOutboxRepository(app.db);
  const { devMailbox } = app.config;
  // Before anything else, validation included: to anyone else the routes do not exist.
  app.addHook('onRequest', async (request) => {
    if (!devMailbox || !isFromThisMachine(request)) throw notFound();
  });

  app.get(MAILBOX_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const messages = await outbox.recent(MAILBOX_SIZE);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(mailboxPage(messages));
  });

  app.get(
    `${MAILBOX_PATH}/:id`,
    { schema: { hide: true, params: idParamsSchema } },
    async (request, reply) => {
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
