import type { FastifyInstance } from 'fastify';

/** The driver drizzle runs on: PGlite (`close`) or a pg.Pool (`end`). */
interface DriverClient {
  close?: () => Promise<void>;
  end?: () => Promise<void>;
}

/**
 * Closes a running app's database under it, as if the server went away: its queries fail
 * from then on. The app's own close afterwards leaves the closed database be (db/client.ts).
 */
export async function closeDatabaseOf(app: FastifyInstance): Promise<void> {
  const client = (app.db as unknown as { $client: DriverClient }).$client;
  if (client.close) await client.close();
  else if (client.end) await client.end();
  else throw new Error('unknown database driver');
}
