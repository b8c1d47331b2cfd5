import {
  BLACKLISTED_MESSAGE,
  type LoginResponse,
  type loginRequestSchema,
  normalizeEmail,
  type Role,
  type TokenPair,
} from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { AccessTokens } from '../../lib/access-tokens.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, notFound, unauthorized } from '../../lib/http-error.js';
import {
  burnPasswordCheck,
  hashPassword,
  needsRehash,
  verifyPassword,
} from '../../lib/passwords.js';
import { hashToken, randomToken } from '../../lib/secrets.js';
import { createUsersRepository } from '../users/index.js';
import type { DeviceCookies } from './device-cookies.js';
import type { LoginThrottle } from './login-throttle.js';
import { REFRESH_REUSE_GRACE_MS, refreshTokenExpiry } from './refresh-tokens.js';
import { createRefreshTokensRepository } from './repository.js';
import { startSession } from './sessions.js';

/*
 * Login answers (distinct codes; ARCHITECTURE.md, "Login lock and device
 * cookies", adds the mitigations):
 *   404 ERR_USER_NOT_EXISTS         unknown e-mail (after a dummy hash, so timing matches)
 *   400 ERR_USER_PASSWORD_IS_WRONG  wrong password, or an account without one yet
 *   400 ERR_TEMPORARY_PASSWORD_EXPIRED
 *   404 err_user_blacklisted        correct password of a blacklisted account
 *   429 ERR_TOO_MANY_LOGIN_ATTEMPTS too many failures for the account or the address
 *                                   (login-throttle.ts); the password is not even checked.
 *                                   A browser with the account's device cookie is not held
 *                                   by the account's count while its own is not full.
 * None is a 401: the client answers a 401 by refreshing tokens. A 200 comes with a
 * fresh device cookie (device-cookies.ts), unless it asks for a second factor
 * (two-factor-login.ts): that answer has a challenge instead of a session, and the cookie
 * comes with the second step's success.
 */

/** The login body after validation (defaults applied). */
type LoginInput = z.output<ReturnType<typeof loginRequestSchema>>;

type RotationOutcome =
  | { kind: 'rotated'; userId: number; role: Role; familyId: string; refreshToken: string }
  | { kind: 'rejected'; reason: 'unknown' | 'expired' | 'revoked' | 'user_missing' }
  | { kind: 'concurrent'; userId: number }
  | { kind: 'reused'; userId: number; familyId: string }
  | { kind: 'blacklisted'; userId: number };

const refreshTokenInvalid = () => unauthorized('ERR_REFRESH_TOKEN_INVALID');

/** Who is asking: for the logs, the per-address count of failed logins and the device. */
interface Caller {
  log: FastifyBaseLogger;
  address: string;
  /** The device cookie as the browser sent it (any text, or undefined). */
  deviceCookie: string | undefined;
  /** The browser's User-Agent, kept with the session for the devices list. */
  userAgent: string | null;
}

/** A login's answer, and the device cookie to set with it (none with a challenge). */
export interface LoginOutcome {
  answer: LoginResponse;
  deviceCookie: string | null;
}

/** What the login asks of the second step (two-factor-login.ts). */
export interface SecondFactorChallenges {
  challengeFor(
    user: { id: number; role: Role },
    remember: boolean,
  ): Promise<LoginResponse['secondFactor'] | null>;
}

export function createAuthService(deps: {
  db: Database;
  accessTokens: AccessTokens;
  throttle: LoginThrottle;
  devices: DeviceCookies;
  secondFactor: SecondFactorChallenges;
  now: Clock;
}) {
  const { db, accessTokens, throttle, devices, secondFactor, now: clock } = deps;

  /**
   * One rotation step under a row lock. Failures are returned rather than thrown, so that a
   * family revocation decided here commits before the caller answers with the error.
   */
  async function rotate(presented: string): Promise<RotationOutcome> {
    return db.transaction(async (tx) => {
      const tokens = createRefreshTokensRepository(tx);
      const current = await tokens.findByHashForUpdate(hashToken(presented));
      if (!current) return { kind: 'rejected', reason: 'unknown' };
      const now = clock();

      if (current.revokedAt) {
        if (current.replacedBy === null) return { kind: 'rejected', reason: 'revoked' };
        const rotatedAgo = now.getTime() - current.revokedAt.getTime();
        if (rotatedAgo <= REFRESH_REUSE_GRACE_MS) {
          const successor = await tokens.findById(current.replacedBy);
          if (successor && successor.revokedAt === null) {
            return { kind: 'concurrent', userId: current.userId };
          }
        }
        await tokens.revokeFamily(current.familyId, now);
        return { kind: 'reused', userId: current.userId, familyId: current.familyId };
      }

      if (current.expiresAt <= now) return { kind: 'rejected', reason: 'expired' };

      const user = await createUsersRepository(tx).findAccessState(current.userId, null, now);
      if (!user) return { kind: 'rejected', reason: 'user_missing' };
      if (user.isBlacklisted) {
        await tokens.revokeFamily(current.familyId, now);
        return { kind: 'blacklisted', userId: current.userId };
      }

      const refreshToken = randomToken();
      const successor = await tokens.insert({
        tokenHash: hashToken(refreshToken),
        familyId: current.familyId,
        userId: current.userId,
        remember: current.remember,
        expiresAt: refreshTokenExpiry(current.remember, now),
        userAgent: current.userAgent,
        createdAt: now,
      });
      await tokens.markRotated(current.id, successor.id, now);
      return {
        kind: 'rotated',
        userId: current.userId,
        role: user.role,
        familyId: current.familyId,
        refreshToken,
      };
    });
  }

  return {
    async login(input: LoginInput, caller: Caller): Promise<LoginOutcome> {
      const { log, address } = caller;
      // A cookie that is not this account's (another account's, altered, expired) is no
      // cookie: never an error.
      const nonce = devices.recognise(caller.deviceCookie, input.email);
      const device = nonce === null ? null : `cookie:${nonce}`;
      await throttle.assertAllowed(input.email, address, device);
      const refuse = async (error: Error, reason: string, userId?: number) => {
        await throttle.recordFailure(input.email, address, device);
        log.info({ event: 'auth.login_failed', reason, userId, device: device !== null });
        return error;
      };
      const succeed = (answer: LoginResponse): LoginOutcome => ({
        answer,
        deviceCookie: devices.issue(input.email),
      });

      const users = createUsersRepository(db);
      const user = await users.findByEmail(normalizeEmail(input.email));
      if (!user) {
        await burnPasswordCheck(input.password);
        throw await refuse(notFound('ERR_USER_NOT_EXISTS'), 'unknown_user');
      }
      if (!user.passwordHash) {
        await burnPasswordCheck(input.password);
        throw await refuse(badRequest('ERR_USER_PASSWORD_IS_WRONG'), 'no_password', user.id);
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw await refuse(badRequest('ERR_USER_PASSWORD_IS_WRONG'), 'wrong_password', user.id);
      }
      // A login from a recognised device leaves the account's count alone: such logins are the
      // owner's everyday ones, and clearing the count on each would hand whoever is guessing
      // from elsewhere a fresh set of attempts every time (and lift their lock). Without the
      // cookie the count is cleared as before: that login got past the lock check, so the
      // count was below its limit (no lock is lifted), and it happens once per new browser,
      // which then carries the cookie. Guessers never get here: it needs the password.
      // With a second factor due the count stays until that step succeeds: else the password
      // alone would buy a fresh set of guesses at the code (two-factor-login.ts).
      const challenge = user.isBlacklisted
        ? null
        : await secondFactor.challengeFor(user, input.isRemember);
      if (device === null && !challenge) await throttle.clearAccount(input.email);
      if (user.isBlacklisted) {
        log.warn({ event: 'auth.login_blacklisted', userId: user.id });
        throw notFound(BLACKLISTED_MESSAGE);
      }
      if (user.deactivatedAt) {
        log.info({ event: 'auth.login_deactivated', userId: user.id });
        throw badRequest('ERR_ACCOUNT_DEACTIVATED');
      }
      if (needsRehash(user.passwordHash)) {
        await users.updatePasswordHash(user.id, await hashPassword(input.password));
        log.info({ event: 'auth.password_rehashed', userId: user.id });
      }

      const now = clock();
      if (user.isTemporaryPassword) {
        const expiresAt = user.temporaryPasswordExpiresAt;
        if (expiresAt && expiresAt <= now) {
          log.info({ event: 'auth.login_failed', reason: 'temporary_expired', userId: user.id });
          throw badRequest('ERR_TEMPORARY_PASSWORD_EXPIRED');
        }
      }
      if (challenge) {
        // No session and no device cookie yet: the second step gives both (and the
        // set-password token of a temporary password).
        log.info({ event: 'auth.login_second_factor_due', userId: user.id, step: challenge.step });
        return {
          answer: {
            accessToken: '',
            refreshToken: '',
            isTemporaryPassword: false,
            secondFactor: challenge,
          },
          deviceCookie: null,
        };
      }
      if (user.isTemporaryPassword) {
        // The client stores nothing and goes to set-password with this token, which opens
        // nothing else. No refresh token: it could mint full-scope tokens.
        log.info({ event: 'auth.login_temporary_password', userId: user.id });
        const accessToken = await accessTokens.sign({
          userId: user.id,
          role: user.role,
          scope: 'set_password',
          sessionId: null,
        });
        return succeed({ accessToken, refreshToken: '', isTemporaryPassword: true });
      }

      const remember = input.isRemember;
      const pair = await db.transaction((tx) =>
        startSession({ tx }, accessTokens, user, { remember, now, userAgent: caller.userAgent }),
      );
      log.info({ event: 'auth.login_succeeded', userId: user.id, remember });
      return succeed({ ...pair, isTemporaryPassword: false });
    },

    /** Rotates a refresh token: 401 ERR_REFRESH_TOKEN_INVALID for any token that cannot be used. */
    async refresh(presented: string, log: FastifyBaseLogger): Promise<TokenPair> {
      const outcome = await rotate(presented);
      switch (outcome.kind) {
        case 'rotated': {
          const accessToken = await accessTokens.sign({
            userId: outcome.userId,
            role: outcome.role,
            scope: 'full',
            sessionId: outcome.familyId,
          });
          return { accessToken, refreshToken: outcome.refreshToken };
        }
        case 'concurrent':
          log.info({ event: 'auth.refresh_concurrent', userId: outcome.userId });
          throw refreshTokenInvalid();
        case 'reused':
          log.warn({
            event: 'auth.refresh_token_reuse',
            userId: outcome.userId,
            familyId: outcome.familyId,
          });
          throw refreshTokenInvalid();
        case 'blacklisted':
          log.warn({ event: 'auth.blacklisted_user_call', userId: outcome.userId });
          throw notFound(BLACKLISTED_MESSAGE);
        case 'rejected':
          log.info({ event: 'auth.refresh_rejected', reason: outcome.reason });
          throw refreshTokenInvalid();
      }
    },

    /** Ends the session the refresh token belongs to. Unknown tokens are ignored. */
    async logout(presented: string, log: FastifyBaseLogger): Promise<void> {
      const tokens = createRefreshTokensRepository(db);
      const token = await tokens.findByHash(hashToken(presented));
      if (!token) return;
      await tokens.revokeFamily(token.familyId, clock());
      log.info({ event: 'auth.logout', userId: token.userId });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
