import type { QueryClient } from '@tanstack/react-query';
import { countriesQuery } from '../../features/registration/api/queries';
import { weekDaysQuery } from '../../shared/exam-calendar/queries';

/** The country list of the applicant form. */
export function prefetchCountries(client: QueryClient) {
  return client.ensureQueryData(countriesQuery);
}

/** The confirmation step names the country and writes the exam time in the academy's zone. */
export function prefetchRegistrationSummary(client: QueryClient) {
  return Promise.all([
    client.ensureQueryData(countriesQuery),
    client.ensureQueryData(weekDaysQuery),
  ]);
}
