import type { QueryClient } from '@tanstack/react-query';
import { countriesQueryOptions } from '../../features/registration/api/countries';
import { weekDaysQueryOptions } from '../../features/registration/api/week-days';

/** The country list of the applicant form. */
export function prefetchCountries(client: QueryClient) {
  return client.ensureQueryData(countriesQueryOptions());
}

/** The confirmation step names the country and writes the exam time in the academy's zone. */
export function prefetchRegistrationSummary(client: QueryClient) {
  return Promise.all([
    client.ensureQueryData(countriesQueryOptions()),
    client.ensureQueryData(weekDaysQueryOptions()),
  ]);
}
