import { randomInt } from 'node:crypto';
import { hashPassword } from './passwords.js';

/**
 * Temporary passwords, mailed when an applicant is admitted or an admin issues one: random, meeting the password
 * policy, and usable for a limited time only (at most seven days). Logging in
 * with one leads to set-password and nowhere else.
 */
export const TEMPORARY_PASSWORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const TEMPORARY_PASSWORD_LENGTH = 16;

/** Characters that cannot be misread in an e-mail (no 0/O, 1/l/I). */
const alphabets = {
  upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  lower: 'abcdefghijkmnopqrstuvwxyz',
  digit: '23456789',
  special: '#$%&*+-=?@',
} as const;

const pick = (chars: string) => chars.charAt(randomInt(chars.length));

/** 16 characters from a CSPRNG, with at least one of each class the policy asks for. */
export function generateTemporaryPassword(): string {
  const all = Object.values(alphabets).join('');
  const chars = [
    ...Object.values(alphabets).map(pick),
    ...Array.from({ length: TEMPORARY_PASSWORD_LENGTH - 4 }, () => pick(all)),
  ];
  // Fisher–Yates, so the guaranteed classes are not always in front.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

export function temporaryPasswordExpiry(now: Date): Date {
  return new Date(now.getTime() + TEMPORARY_PASSWORD_TTL_MS);
}

/**
 * A new temporary password as a service stores and mails it: the password (for the mail
 * only), its hash and its expiry. Hashed before any transaction opens, so no row lock is
 * held over argon2's work.
 */
export async function newTemporaryPassword(now: Date) {
  const password = generateTemporaryPassword();
  return {
    password,
    passwordHash: await hashPassword(password),
    expiresAt: temporaryPasswordExpiry(now),
  };
}
