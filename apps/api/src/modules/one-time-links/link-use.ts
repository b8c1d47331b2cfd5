import type { OneTimeTokenPurpose } from '../../db/schema/index.js';
import type { TransactionScope } from '../../db/unit-of-work.js';
import { createOneTimeTokensRepository } from './repository.js';

/**
 * Spends a link in the unit of work that acts on it: the user's id, or null when the link is
 * unknown, used, expired or of another purpose (of two parallel uses exactly one gets it).
 */
export function consumeLink(
  scope: TransactionScope,
  tokenHash: string,
  purpose: OneTimeTokenPurpose,
  now: Date,
): Promise<number | null> {
  return createOneTimeTokensRepository(scope.tx).consume(tokenHash, purpose, now);
}

/** Ends the user's still usable links of one purpose (a new password makes them pointless). */
export function expireUnusedLinks(
  scope: TransactionScope,
  userId: number,
  purpose: OneTimeTokenPurpose,
  now: Date,
): Promise<void> {
  return createOneTimeTokensRepository(scope.tx).expireUnused(userId, purpose, now);
}
