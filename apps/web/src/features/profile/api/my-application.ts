import { accountEndpoints } from '@academy/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/**
 * GET applicants/me: the application the student was admitted with (phone, country, city).
 * The profile shows a failure in place, so no toast.
 */
export function getMyApplication(signal?: AbortSignal) {
  return api(accountEndpoints.getMyApplication, undefined, { signal, toast: false });
}

export function myApplicationQueryOptions() {
  return queryOptions({
    queryKey: ['applicants', 'me'],
    queryFn: ({ signal }) => getMyApplication(signal),
    staleTime: 5 * 60_000,
  });
}

export function useMyApplication() {
  return useQuery({ ...myApplicationQueryOptions(), retryOnMount: false });
}

/** The profile route's loader: the application, beside the current student (the layout's). */
export async function prefetchMyApplication(client: QueryClient) {
  await client.ensureQueryData(myApplicationQueryOptions());
}
