import type { TransactionScope } from '../../db/unit-of-work.js';
import { type CountryRecord, createCountriesRepository } from './repository.js';

/** The country with id `id`, read in the caller's unit of work, or null. */
export const findCountry = (scope: TransactionScope, id: number): Promise<CountryRecord | null> =>
  createCountriesRepository(scope.tx).findById(id);
