import { contentEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

/** GET admin/directions: every direction, drafts too, filtered by title. */
export function getDirections(search: string, signal?: AbortSignal) {
  return api(
    contentEndpoints.listAdminDirections,
    { query: search ? { search } : {} },
    { signal, toast: false },
  );
}

export function directionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: contentKeys.directions(search),
    queryFn: ({ signal }) => getDirections(search, signal),
  });
}

export function useDirections(search: string) {
  return useQuery({ ...directionsQueryOptions(search), placeholderData: (previous) => previous });
}
