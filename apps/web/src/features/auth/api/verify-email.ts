import { authEndpoints } from '@academy/contracts';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/**
 * POST auth/verification with the link's token as bearer. A refusal is a toast; the screen
 * then offers what can be done about it.
 */
export function verifyEmail(linkToken: string) {
  return api(authEndpoints.verifyEmail, undefined, { bearer: linkToken });
}

/**
 * The token is single-use, so the call runs once per token however often the screen renders
 * (a query, cached for good) and is never cancelled half-way (no signal, so not
 * `endpointQuery`; its key has `endpointKey`'s shape).
 */
export function verifyEmailQuery(linkToken: string | null) {
  return queryOptions({
    queryKey: [authEndpoints.verifyEmail.operationId, null, { bearer: linkToken }],
    queryFn: linkToken === null ? skipToken : () => verifyEmail(linkToken),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
