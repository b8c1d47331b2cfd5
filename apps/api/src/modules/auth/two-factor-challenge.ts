import { createHmac, randomUUID } from 'node:crypto';
import {
  type SecondFactorChallenge,
  type SecondFactorStep,
  secondFactorSteps,
  TWO_FACTOR_CHALLENGE_SECONDS,
} from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import { resolveJwtSecret } from '../../lib/jwt-secret.js';

/*
 * A login's challenge token (ARCHITECTURE.md, "Two-factor sign-in"): proof, for five
 * minutes, that this user gave the right password, and which second step is due. An HS256
 * JWT under a key of its own (derived from the access-token secret), with its own audience:
 * it is no access token and opens nothing but auth/two-factor/*.
 */

const ALGORITHM = 'HS256';

const claimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d{0,9}$/),
  step: z.enum(secondFactorSteps),
  rem: z.boolean(),
});

export interface ChallengeSubject {
  userId: number;
  step: SecondFactorStep;
  /** The login's "remember me", for the session the second step starts. */
  remember: boolean;
}

export function createChallengeTokens(options: {
  jwtSecret: Uint8Array;
  publicUrl: string;
  now: Clock;
}) {
  const key = createHmac('sha256', options.jwtSecret)
    .update('academy two-factor challenge')
    .digest();
  const issuer = options.publicUrl;
  const audience = `${options.publicUrl}/v1/auth/two-factor`;

  return {
    async issue(subject: ChallengeSubject): Promise<SecondFactorChallenge> {
      const issuedAt = Math.floor(options.now().getTime() / 1000);
      const challengeToken = await new SignJWT({ step: subject.step, rem: subject.remember })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(subject.userId))
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setJti(randomUUID())
        .setExpirationTime(issuedAt + TWO_FACTOR_CHALLENGE_SECONDS)
        .sign(key);
      return {
        step: subject.step,
        challengeToken,
        expiresInSeconds: TWO_FACTOR_CHALLENGE_SECONDS,
      };
    },

    /** The challenge's subject, or null for anything that is not a current challenge. */
    async verify(token: string): Promise<ChallengeSubject | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
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
          step: claims.data.step,
          remember: claims.data.rem,
        };
      } catch {
        return null;
      }
    },
  };
}

export type ChallengeTokens = ReturnType<typeof createChallengeTokens>;

/**
 * The app's challenge tokens, under the key the access tokens' secret gives: the login's, and
 * a set-password's that asks for the same second step (modules/passwords).
 */
export async function appChallengeTokens(app: FastifyInstance): Promise<ChallengeTokens> {
  const jwtSecret = await resolveJwtSecret({
    configured: app.config.jwtSecret,
    dataDir: app.config.dataDir,
  });
  return createChallengeTokens({ jwtSecret, publicUrl: app.config.publicUrl, now: app.now });
}
