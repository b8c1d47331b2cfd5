import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export function createHealthRepository(db: Database) {
  return {
    /** A round trip to the database. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
