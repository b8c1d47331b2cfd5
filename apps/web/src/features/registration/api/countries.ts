import { registrationEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** GET countries: the list the country field chooses from. */
export function getCountries(signal?: AbortSignal) {
  return api(registrationEndpoints.listCountries, undefined, { signal });
}

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: ['countries'],
    queryFn: ({ signal }) => getCountries(signal),
    // It hardly ever changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
