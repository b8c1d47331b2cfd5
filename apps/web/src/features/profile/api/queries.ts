import { accountEndpoints, sessionEndpoints } from '@academy/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../shared/api/endpoint-query';

/**
 * GET applicants/me: the application the student was admitted with (phone, country, city).
 * The profile shows a failure in place, so no toast, and does not ask again on mounting what
 * its loader failed to get.
 */
export const myApplicationQuery = queryOptions({
  ...endpointQuery(accountEndpoints.getMyApplication, undefined, { toast: false }),
  staleTime: 5 * 60_000,
  retryOnMount: false,
});

/** GET sessions: the student's signed-in devices; the card shows a failure in place. */
export const mySessionsQuery = queryOptions({
  ...endpointQuery(sessionEndpoints.listMySessions, undefined, { toast: false }),
  retryOnMount: false,
});

/** The profile route's loader: the application and the devices, beside the current student. */
export async function prefetchProfile(client: QueryClient) {
  await Promise.all([
    client.ensureQueryData(myApplicationQuery),
    client.ensureQueryData(mySessionsQuery),
  ]);
}
