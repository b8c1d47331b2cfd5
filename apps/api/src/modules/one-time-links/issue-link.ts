import type { OneTimeTokenPurpose } from '../../db/schema/index.js';
import { hashToken, randomToken } from '../../lib/secrets.js';
import type { OneTimeTokensRepository } from './repository.js';

/**
 * The address of a page with a link token. Built from PUBLIC_URL, never from a request's
 * Host header, so a forged Host cannot point a mailed link elsewhere.
 */
export function pageLink(publicUrl: string, page: string, token: string): string {
  return `${publicUrl}${page}?token=${encodeURIComponent(token)}`;
}

/**
 * Issues a mailed link through `tokens`, the repository of the change's unit of work: 256
 * random bits, stored only as a hash, single use, expiring after `ttlMs`. The user's older
 * unused links of the same purpose stop working. Answers the link's address; the token
 * itself exists nowhere else.
 */
export async function issueLink(
  tokens: OneTimeTokensRepository,
  link: {
    purpose: OneTimeTokenPurpose;
    userId: number;
    ttlMs: number;
    now: Date;
    publicUrl: string;
    page: string;
  },
): Promise<string> {
  await tokens.expireUnused(link.userId, link.purpose, link.now);
  const token = randomToken();
  await tokens.insert({
    purpose: link.purpose,
    tokenHash: hashToken(token),
    userId: link.userId,
    expiresAt: new Date(link.now.getTime() + link.ttlMs),
    createdAt: link.now,
  });
  return pageLink(link.publicUrl, link.page, token);
}
