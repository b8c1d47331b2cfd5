import type { Country } from '@academy/contracts';
import type { Database } from '../../db/client.js';
import { createCountriesRepository } from './repository.js';

/*
 * Sorted here rather than in SQL: the database's collation differs between PGlite and a
 * PostgreSQL server (and between servers), and "Åland Islands" belongs under A for readers.
 */
const byName = new Intl.Collator('en', { sensitivity: 'base' });

export function createCountriesService(deps: { db: Database }) {
  const repository = createCountriesRepository(deps.db);
  return {
    async list(): Promise<Country[]> {
      const rows = await repository.all();
      return rows
        .map(({ id, code, name }) => ({ id, code, name }))
        .sort((a, b) => byName.compare(a.name, b.name));
    },
  };
}
