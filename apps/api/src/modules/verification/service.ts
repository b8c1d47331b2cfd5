import {
  BLACKLISTED_MESSAGE,
  type LinkRequestResponse,
  normalizeEmail,
  type Role,
  type VerificationResponse,
} from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { AccessTokens } from '../../lib/access-tokens.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { hashToken } from '../../lib/secrets.js';
import {
  consumeLink,
  createOneTimeTokensRepository,
  requestLinkMail,
} from '../one-time-links/index.js';
import { createUsersRepository, findUserByEmail, markEmailVerified } from '../users/index.js';
import { queueFreshVerificationMail } from './verification-mail.js';

/*
 * Verification answers:
 *   200 { accessToken }                         the link was valid: e-mail verified
 *   409 ERR_USER_HAS_ALREADY_BEEN_VERIFIED      a spent (or replaced) link of a verified user
 *   400 ERR_TOKEN_INVALID                       unknown, malformed, expired link
 *   404 err_user_blacklisted
 * Never 401: the client answers a 401 by refreshing the session, which did not issue the link.
 */

type Outcome = { kind: 'verified'; userId: number; role: Role } | { kind: 'unusable' };

export function createVerificationService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  accessTokens: AccessTokens;
  publicUrl: string;
  now: Clock;
}) {
  const { db, unitOfWork, accessTokens, now } = deps;

  return {
    async verify(token: string | null, log: FastifyBaseLogger): Promise<VerificationResponse> {
      if (!token) throw badRequest('ERR_TOKEN_INVALID');
      const tokenHash = hashToken(token);
      const at = now();

      const outcome = await unitOfWork(async (scope): Promise<Outcome> => {
        const userId = await consumeLink(scope, tokenHash, 'verification', at);
        if (userId === null) return { kind: 'unusable' };
        const user = await markEmailVerified(scope, userId, at);
        if (!user) return { kind: 'unusable' };
        if (user.isBlacklisted) {
          log.warn({ event: 'auth.blacklisted_user_call', userId });
          // Thrown, so the transaction rolls back and the link stays unspent.
          throw notFound(BLACKLISTED_MESSAGE);
        }
        return { kind: 'verified', userId, role: user.role };
      });

      if (outcome.kind === 'verified') {
        log.info({ event: 'auth.email_verified', userId: outcome.userId });
        const accessToken = await accessTokens.sign({
          userId: outcome.userId,
          role: outcome.role,
          scope: 'full',
          sessionId: null,
        });
        return { accessToken };
      }

      const userId = await createOneTimeTokensRepository(db).findUser(tokenHash, 'verification');
      const user = userId === null ? null : await createUsersRepository(db).findById(userId);
      if (user?.emailVerifiedAt) {
        log.info({ event: 'auth.verification_repeated', userId: user.id });
        throw conflict('ERR_USER_HAS_ALREADY_BEEN_VERIFIED');
      }
      log.info({ event: 'auth.verification_rejected', known: userId !== null });
      throw badRequest('ERR_TOKEN_INVALID');
    },

    /**
     * Takes the request when the address's minute allows (the registration's link starts
     * it), and then mails a fresh link if the address belongs to an unverified applicant. The
     * answer is the rule's alone, the same for every address, so the call reveals no accounts.
     */
    async resend(email: string, log: FastifyBaseLogger): Promise<LinkRequestResponse> {
      const at = now();
      return unitOfWork(async (scope) => {
        const request = { purpose: 'verification' as const, email, now: at };
        const answer = await requestLinkMail(scope, request);
        const user = await findUserByEmail(scope, normalizeEmail(email));
        if (!user || user.emailVerifiedAt || user.isBlacklisted || !answer.accepted) {
          log.info({ event: 'auth.verification_resent', userId: user?.id, ...answer });
          return answer;
        }
        await queueFreshVerificationMail(
          scope,
          { publicUrl: deps.publicUrl, now: at },
          { id: user.id, email: user.email, fullName: user.fullName, language: user.language },
        );
        log.info({ event: 'auth.verification_resent', userId: user.id, ...answer });
        return answer;
      });
    },
  };
}
