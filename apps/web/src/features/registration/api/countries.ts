import { apiPaths, countriesResponseSchema } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** GET countries: the list the country field chooses from. It hardly ever changes. */
export function useCountries() {
  return useQuery({
    queryKey: ['countries'],
    queryFn: ({ signal }) => api.get(apiPaths.countries, countriesResponseSchema, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
