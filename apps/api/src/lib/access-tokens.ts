import { randomUUID } from 'node:crypto';
import { type Role, roleSchema } from '@academy/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Clock } from './clock.js';

/**
 * Access tokens: short-lived HS256 JWTs. Only HS256 is accepted when verifying, so `alg:
 * none` or another algorithm fails, as do a wrong issuer or audience and an expired token.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';

/**
 * `full` opens the API; `set_password` comes from a temporary-password login and opens
 * auth/set-password only.
 */
export const accessScopes = ['full', 'set_password'] as const;
export type AccessScope = (typeof accessScopes)[number];

export interface AccessTokenSubject {
  userId: number;
  role: Role;
  scope: AccessScope;
  /**
   * The refresh-token family (login session) the token belongs to, as claim `sid`; null for
   * a set-password token, which has no session. A password change keeps this session alive.
   */
  sessionId: string | null;
}

/** A verified token's subject and when it was issued (seconds since the epoch, `iat`). */
export interface VerifiedAccessToken extends AccessTokenSubject {
  issuedAt: number;
}

const claimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d{0,9}$/),
  role: roleSchema,
  scope: z.enum(accessScopes),
  sid: z.uuid().optional(),
  iat: z.number().int(),
  exp: z.number(),
});

/** How many verified tokens are kept (about 300 bytes each). */
const VERIFIED_TOKENS_KEPT = 10_000;

function subjectOf({ expiresAt: _, ...subject }: VerifiedAccessToken & { expiresAt: number }) {
  return subject;
}

export interface AccessTokens {
  sign(subject: AccessTokenSubject): Promise<string>;
  /** The token's subject, or null for any token that is not a valid, current access token. */
  verify(token: string): Promise<VerifiedAccessToken | null>;
}

export function createAccessTokens(options: {
  secret: Uint8Array;
  publicUrl: string;
  /** The app's clock: issue and expiry times follow it, like every other expiry. */
  now: Clock;
}): AccessTokens {
  const issuer = options.publicUrl;
  const audience = `${options.publicUrl}/v1`;
  // The HMAC key, imported once: given the raw secret, jose imports it again on every
  // signature and every check.
  const key = crypto.subtle.importKey(
    'raw',
    options.secret,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  /*
   * Tokens whose signature and claims were checked, by their text, until they expire: a
   * client sends the same token with every call for up to 15 minutes, and checking the
   * signature again each time cost a sixth of an authenticated read (ARCHITECTURE.md,
   * "Speed and memory"). Only what was verified is kept, each entry still expires on the
   * app's clock, and whether its session and user still allow it is asked of the database
   * on every call (plugins/app/authentication.ts), so nothing is trusted longer than before.
   */
  const verified = new LRUCache<string, VerifiedAccessToken & { expiresAt: number }>({
    max: VERIFIED_TOKENS_KEPT,
  });
  const nowSeconds = () => options.now().getTime() / 1000;
  return {
    sign: async (subject) => {
      const issuedAt = Math.floor(options.now().getTime() / 1000);
      return new SignJWT({
        role: subject.role,
        scope: subject.scope,
        ...(subject.sessionId ? { sid: subject.sessionId } : {}),
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(subject.userId))
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setJti(randomUUID())
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(await key);
    },

    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (nowSeconds() < known.expiresAt) return subjectOf(known);
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer,
          audience,
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: options.now(),
          typ: 'JWT',
        });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success) return null;
        const subject: VerifiedAccessToken = {
          userId: Number(claims.data.sub),
          role: claims.data.role,
          scope: claims.data.scope,
          sessionId: claims.data.sid ?? null,
          issuedAt: claims.data.iat,
        };
        verified.set(token, { ...subject, expiresAt: claims.data.exp });
        return subject;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
