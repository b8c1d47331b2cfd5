import { randomUUID } from 'node:crypto';
import { type Role, roleSchema } from '@academy/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
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
});

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
  return {
    sign: (subject) => {
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
        .sign(options.secret);
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, options.secret, {
          algorithms: [ALGORITHM],
          issuer,
          audience,
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: options.now(),
          typ: 'JWT',
        });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success) return null;
        return {
          userId: Number(claims.data.sub),
          role: claims.data.role,
          scope: claims.data.scope,
          sessionId: claims.data.sid ?? null,
          issuedAt: claims.data.iat,
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
