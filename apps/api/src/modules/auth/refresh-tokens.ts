/**
 * Refresh-token rules. Tokens are opaque (256 random bits) and stored as SHA-256 only.
 * Every use rotates the token within its family; the lifetime restarts at each rotation
 * (30 days with "remember me", 1 day without), so an idle session ends, an active one
 * continues.
 */
export const REFRESH_TOKEN_TTL_MS = {
  remember: 30 * 24 * 60 * 60 * 1000,
  session: 24 * 60 * 60 * 1000,
} as const;

/**
 * Two tabs may refresh with the same token at the same moment. The token a rotation just
 * replaced, presented again within this window while its successor is still unused, is
 * refused (401) without revoking the family, so the tab that won keeps the session.
 * Any other reuse of a rotated token revokes the whole family.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export function refreshTokenExpiry(remember: boolean, now: Date): Date {
  return new Date(
    now.getTime() + (remember ? REFRESH_TOKEN_TTL_MS.remember : REFRESH_TOKEN_TTL_MS.session),
  );
}
