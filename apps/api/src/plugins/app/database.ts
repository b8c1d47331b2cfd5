import type { Logger } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ConnectionPool, createDatabase, type Database } from '../../db/client.js';
import type { NotificationHandlers, NotificationListener } from '../../db/notifications.js';
import { seedDatabase } from '../../db/seed.js';

/** What keeps copies of the database's answers (db/notified-cache.ts). */
interface NotifiedCopies {
  handlers: NotificationHandlers;
  attach(listener: NotificationListener): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** PostgreSQL's connection pool, for the metrics; null with PGlite (db/client.ts). */
    databasePool: ConnectionPool | null;
    /**
     * Hands the database's notifications on `channel` to `copies` (db/notifications.ts) until
     * the app closes: copies kept while the database announces every change to them.
     */
    keepNotified(channel: string, copies: NotifiedCopies): Promise<void>;
  }
}

/**
 * Opens the database, applies pending migrations and seeds it, before any route can run;
 * closes it when the app closes (after in-flight requests finished). Migrations and seed run
 * under one lock (client.ts), so processes starting at once take turns.
 */
async function database(app: FastifyInstance, options: { queryLogger?: Logger }) {
  const { config } = app;
  const handle = await createDatabase(config.database, {
    ...(options.queryLogger ? { queryLogger: options.queryLogger } : {}),
    onPoolError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
    onStartupLockWait: () =>
      app.log.info('another process is migrating or seeding the database: waiting for it'),
  });
  try {
    await handle.migrate(async (db) => {
      app.log.info({ kind: handle.kind }, 'database migrated');
      const seeded = await seedDatabase(db, {
        demo: config.seedDemo,
        storage: app.fileStorage,
        credentialSigner: app.credentialSigner,
        secretBox: app.secretBox,
        currency: config.billing.currency,
        publicUrl: config.publicUrl,
      });
      if (seeded.demo) app.log.info('demo content and accounts seeded');
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  app.addHook('onClose', async () => {
    await handle.close();
  });

  app.decorate('db', handle.db);
  app.decorate('databasePool', handle.pool);
  app.decorate('keepNotified', async (channel: string, copies: NotifiedCopies) => {
    const listener = await handle.listen(channel, copies.handlers, (error) =>
      app.log.warn(
        { err: error, event: 'db.listener_failed', channel },
        `not hearing the database's notifications on ${channel}: its copies are not used`,
      ),
    );
    copies.attach(listener);
    app.addHook('onClose', () => listener.close());
  });
}

export default fp(database, { name: 'database', dependencies: ['credentials', 'file-storage'] });
