import type { ApiError } from '../../../shared/api/client';

/**
 * Why the bearer of a password screen was refused: a used, expired or unknown link (or the
 * temporary login's token, which expires too), or a temporary password past its time.
 */
export type LinkRefusal = 'invalid' | 'expired';

export function linkRefusalOf(error: ApiError): LinkRefusal | null {
  if (error.code === 'ERR_TEMPORARY_PASSWORD_EXPIRED') return 'expired';
  // A bearer call is never renewed by the client, so a 401 means the token itself is dead.
  if (error.code === 'ERR_TOKEN_INVALID' || error.status === 401) return 'invalid';
  return null;
}
