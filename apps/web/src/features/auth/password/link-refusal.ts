import type { PasswordLinkRefusal, PasswordLinkResponse } from '@academy/contracts';
import type { ApiError } from '../../../shared/api/client';
import type { PasswordMode } from './password-mode';

/**
 * Why the bearer of a password screen cannot be used: a used, expired or unknown link (or the
 * temporary login's token, which expires too), or a temporary password past its time.
 */
export type LinkRefusal = PasswordLinkRefusal;

/** The refusal a failed save means, when it is about the bearer. */
export function linkRefusalOf(error: ApiError): LinkRefusal | null {
  if (error.code === 'ERR_TEMPORARY_PASSWORD_EXPIRED') return 'expired';
  // A bearer call is never renewed by the client, so a 401 means the token itself is dead.
  if (error.code === 'ERR_TOKEN_INVALID' || error.status === 401) return 'invalid';
  return null;
}

/** The refusal the check of the bearer answered; a link of the other mode is no use here. */
export function checkedRefusal(
  check: PasswordLinkResponse,
  mode: PasswordMode,
): LinkRefusal | null {
  if (!check.usable) return check.reason;
  return check.purpose === mode ? null : 'invalid';
}
