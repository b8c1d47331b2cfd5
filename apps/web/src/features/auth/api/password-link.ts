import { authEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/**
 * GET auth/password-link with the screen's bearer (a mailed link's token or a temporary
 * login's): whether reset or set password would take it, what for and whose. Spends nothing.
 */
export function checkPasswordLink(bearer: string, signal?: AbortSignal) {
  return api(authEndpoints.checkPasswordLink, undefined, { bearer, signal });
}

/** Asked afresh whenever a screen opens: a link is spent elsewhere at any moment. */
export function passwordLinkQueryOptions(bearer: string) {
  return queryOptions({
    queryKey: ['password-link', bearer],
    queryFn: ({ signal }) => checkPasswordLink(bearer, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

export function usePasswordLink(bearer: string) {
  return useQuery(passwordLinkQueryOptions(bearer));
}
