import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createUnitOfWork, type UnitOfWork } from '../../db/unit-of-work.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One transaction with its repositories and after-commit callbacks (db/unit-of-work.ts). */
    unitOfWork: UnitOfWork;
  }
}

/** The unit of work, waking the mail sender after a commit that queued mail. */
async function unitOfWork(app: FastifyInstance) {
  app.decorate(
    'unitOfWork',
    createUnitOfWork({
      db: app.db,
      log: app.log.child({ module: 'unit-of-work' }),
      wakeMailer: () => app.mailer.wake(),
      publicUrl: app.config.publicUrl,
    }),
  );
}

export default fp(unitOfWork, { name: 'unit-of-work', dependencies: ['database', 'mailer'] });
