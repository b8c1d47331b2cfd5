import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { countries } from '../../db/schema/index.js';

export type CountryRecord = typeof countries.$inferSelect;

export function createCountriesRepository(db: Executor) {
  return {
    async all(): Promise<CountryRecord[]> {
      return db.select().from(countries);
    },

    async findById(id: number): Promise<CountryRecord | null> {
      const [row] = await db.select().from(countries).where(eq(countries.id, id));
      return row ?? null;
    },
  };
}
