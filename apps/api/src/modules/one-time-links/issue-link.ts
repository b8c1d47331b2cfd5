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
 * At most one mailed link of a purpose per account per minute, however often it is asked
 * for: a form submitted again and again cannot flood a mailbox (or anyone else's).
 */
export const LINK_MAIL_COOLDOWN_MS = 60 * 1000;

/**
 * Whether the user's newest link of this purpose was issued less than LINK_MAIL_COOLDOWN_MS
 * before `now`; the caller then mails nothing. Ask it in the unit of work that holds the
 * user's row lock (SELECT … FOR UPDATE), so that of two requests at the same moment only the
 * first finds the last link old enough.
 */
export async function linkMailedRecently(
  tokens: OneTimeTokensRepository,
  link: { purpose: OneTimeTokenPurpose; userId: number; now: Date },
): Promise<boolean> {
  const last = await tokens.lastIssuedAt(link.userId, link.purpose);
  return last !== null && link.now.getTime() - last.getTime() < LINK_MAIL_COOLDOWN_MS;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Issues a mailed link through `tokens`, the repository of the change's unit of work: 256
 * random bits, stored only as a hash, single use, expiring after `lifetimeHours`. The user's older
 * unused links of the same purpose stop working. Answers the link's address; the token
 * itself exists nowhere else.
 */
export async function issueLink(
  tokens: OneTimeTokensRepository,
  link: {
    purpose: OneTimeTokenPurpose;
    userId: number;
    /** contracts' lifetime of this kind of link; the mail that carries it states the same. */
    lifetimeHours: number;
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
    expiresAt: new Date(link.now.getTime() + link.lifetimeHours * HOUR_MS),
    createdAt: link.now,
  });
  return pageLink(link.publicUrl, link.page, token);
}
