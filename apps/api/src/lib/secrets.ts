import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque token of 256 random bits, URL-safe: refresh tokens and mailed links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Opaque tokens are stored only as their SHA-256. They carry 256 bits of entropy, so a fast
 * hash is enough (nothing to brute-force), and lookups by hash stay a single index probe.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('base64url');
}

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
