import { type LinkRequestResponse, normalizeEmail } from '@academy/contracts';
import type { OneTimeTokenPurpose } from '../../db/schema/index.js';
import type { TransactionScope } from '../../db/unit-of-work.js';
import { sha256 } from '../../lib/secrets.js';
import { createOneTimeTokensRepository } from './repository.js';

/**
 * At most one mailed link of a purpose per address a minute, however often it is asked for:
 * a form submitted again and again cannot flood a mailbox (or anyone else's).
 */
export const LINK_MAIL_COOLDOWN_MS = 60 * 1000;

/** The key of an address: a hash of the normalised e-mail, so no typed address is stored. */
export const addressKey = (email: string) => sha256(normalizeEmail(email));

/**
 * The one-a-minute rule of links asked for by e-mail address (forgot password, a new
 * verification link), applied to every address alike, with an account or without: the
 * request is taken when the address's last one (or the last link mailed to it) is a minute
 * old, and the answer says so and when the next will be. Only a taken request may mail a
 * link. Ask it in the unit of work that mails the link: of two requests at once exactly one
 * is taken (the upsert's row lock), also across processes.
 */
export async function requestLinkMail(
  scope: TransactionScope,
  request: { purpose: OneTimeTokenPurpose; email: string; now: Date },
): Promise<LinkRequestResponse> {
  const { purpose, now } = request;
  const tokens = createOneTimeTokensRepository(scope.tx);
  const heldUntilAfter = new Date(now.getTime() - LINK_MAIL_COOLDOWN_MS);
  const { taken, heldSince } = await tokens.claimRequest({
    purpose,
    addressHash: addressKey(request.email),
    now,
    heldUntilAfter,
  });
  // Requests whose minute has passed hold nothing any more: they go, a few with each request.
  await tokens.pruneRequests(heldUntilAfter);
  const waitMs = heldSince.getTime() + LINK_MAIL_COOLDOWN_MS - now.getTime();
  return { accepted: taken, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}
