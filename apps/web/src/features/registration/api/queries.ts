import { registrationEndpoints } from '@academy/contracts';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../shared/api/endpoint-query';

/* The registration wizard's reads, prefetched by its routes' loaders (app/prefetch/). */

/** GET countries: the list the country field chooses from. It hardly ever changes. */
export const countriesQuery = queryOptions({
  ...endpointQuery(registrationEndpoints.listCountries),
  staleTime: Number.POSITIVE_INFINITY,
});
