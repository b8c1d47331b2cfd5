import type { Logger } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  type ConnectionPool,
  createDatabase,
  type Database,
  type DatabaseHandle,
} from '../../db/client.js';
import { seedDatabase } from '../../db/seed.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** PostgreSQL's connection pool, for the metrics; null with PGlite (db/client.ts). */
    databasePool: ConnectionPool | null;
    /** LISTEN on a channel of the database's notifications (db/notifications.ts). */
    listenForNotifications: DatabaseHandle['listen'];
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
  app.decorate('listenForNotifications', handle.listen);
}

export default fp(database, { name: 'database', dependencies: ['credentials', 'file-storage'] });
