import type { OneTimeTokenPurpose } from '../../db/schema/index.js';
import type { TransactionScope } from '../../db/unit-of-work.js';
import { hashToken, randomToken } from '../../lib/secrets.js';
import { addressKey } from './link-requests.js';
import { createOneTimeTokensRepository } from './repository.js';

/**
 * The address of a page with a link token. Built from PUBLIC_URL, never from a request's
 * Host header, so a forged Host cannot point a mailed link elsewhere.
 */
export function pageLink(publicUrl: string, page: string, token: string): string {
  return `${publicUrl}${page}?token=${encodeURIComponent(token)}`;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Issues a mailed link in the change's unit of work (`scope`): 256
 * random bits, stored only as a hash, single use, expiring after `lifetimeHours`. The user's older
 * unused links of the same purpose stop working, and the address's minute of the
 * one-a-minute rule starts (link-requests.ts), whatever asked for the link. Answers the
 * link's address; the token itself exists nowhere else.
 */
export async function issueLink(
  scope: TransactionScope,
  link: {
    purpose: OneTimeTokenPurpose;
    userId: number;
    /** The address the link is mailed to. */
    email: string;
    /** contracts' lifetime of this kind of link; the mail that carries it states the same. */
    lifetimeHours: number;
    now: Date;
    publicUrl: string;
    page: string;
  },
): Promise<string> {
  const tokens = createOneTimeTokensRepository(scope.tx);
  await tokens.expireUnused(link.userId, link.purpose, link.now);
  const token = randomToken();
  await tokens.insert({
    purpose: link.purpose,
    tokenHash: hashToken(token),
    userId: link.userId,
    expiresAt: new Date(link.now.getTime() + link.lifetimeHours * HOUR_MS),
    createdAt: link.now,
  });
  await tokens.recordRequest(link.purpose, addressKey(link.email), link.now);
  return pageLink(link.publicUrl, link.page, token);
}
