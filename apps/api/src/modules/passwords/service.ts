import {
  BLACKLISTED_MESSAGE,
  type ChangePasswordRequest,
  type NewPasswordRequest,
  normalizeEmail,
  type SetPasswordResponse,
} from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Repositories, UnitOfWork } from '../../db/unit-of-work.js';
import type { AccessTokens } from '../../lib/access-tokens.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { hashPassword, verifyPassword, verifyPasswordOrBurn } from '../../lib/passwords.js';
import { hashToken } from '../../lib/secrets.js';
import type { AuthUser } from '../../plugins/app/authentication.js';
import type { LoginThrottle } from '../auth/index.js';
import { endSessions, startSession } from '../auth/index.js';
import { createUsersRepository, type UserRecord } from '../users/index.js';
import { queuePasswordChangedMail, queuePasswordResetMail } from './password-mails.js';

/*
 * Choosing a password without knowing the current one (forgot → reset link; temporary
 * password or set-password link → set) and changing it knowing it. Answers:
 *   forgot  204 always, for known and unknown e-mails alike
 *   reset   204 | 400 ERR_TOKEN_INVALID (no, unknown, used or expired link) | 404 blacklisted
 *   set     200 token pair | 400 ERR_TOKEN_INVALID | 400 ERR_TEMPORARY_PASSWORD_EXPIRED |
 *           400 ERR_USER_PASSWORD_EQUAL_TEMPORARY_PASSWORD | 404 blacklisted
 *   change  204 | 400 ERR_CURRENT_PASSWORD_IS_WRONG | 400 ERR_NEW_PASSWORD_EQUALS_CURRENT |
 *           429 ERR_TOO_MANY_LOGIN_ATTEMPTS (wrong current passwords count like failed logins)
 * A refused link is never a 401: the client would answer it by refreshing a session that
 * did not issue the link. Every change runs in one unit of work (one transaction) with the
 * user's row locked, so a link or temporary token works exactly once, also when used twice at
 * the same moment; the mails it queues wake the sender once it has committed.
 */

const tokenInvalid = () => badRequest('ERR_TOKEN_INVALID');

export function createPasswordsService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  accessTokens: AccessTokens;
  throttle: LoginThrottle;
  publicUrl: string;
  now: Clock;
}) {
  const { db, unitOfWork, accessTokens, throttle, publicUrl, now: clock } = deps;

  /** The locked user, or the error a link of a vanished or blacklisted account gets. */
  async function lockUser(repos: Repositories, userId: number, log: FastifyBaseLogger) {
    const user = await repos.users.findByIdForUpdate(userId);
    if (!user) throw tokenInvalid();
    if (user.isBlacklisted) {
      log.warn({ event: 'auth.blacklisted_user_call', userId });
      // Thrown inside the transaction, so a spent link is given back.
      throw notFound(BLACKLISTED_MESSAGE);
    }
    return user;
  }

  /** Stores the new password's hash and ends the user's sessions (all but `keep`). */
  async function storePassword(
    repos: Repositories,
    user: UserRecord,
    password: string,
    options: { now: Date; keep: string | null; emailProven: boolean },
  ) {
    await repos.users.setPassword(user.id, {
      passwordHash: await hashPassword(password),
      now: options.now,
      emailProven: options.emailProven,
    });
    await endSessions(repos.refreshTokens, user.id, { now: options.now, keep: options.keep });
  }

  return {
    /** Mails a reset link when the e-mail belongs to an account with a password; else nothing. */
    async forgot(email: string, log: FastifyBaseLogger): Promise<void> {
      const now = clock();
      await unitOfWork(async ({ repos }) => {
        const found = await repos.users.findByEmail(normalizeEmail(email));
        const user = found && (await repos.users.findByIdForUpdate(found.id));
        if (!user || user.isBlacklisted || !user.passwordHash) {
          log.info({ event: 'auth.password_reset_requested', known: false });
          return;
        }
        const mailed = await queuePasswordResetMail(repos, { publicUrl, now }, user);
        log.info({ event: 'auth.password_reset_requested', userId: user.id, mailed });
      });
    },

    /** A new password through a mailed reset link: every session ends, a notice is mailed. */
    async reset(token: string | null, input: NewPasswordRequest, log: FastifyBaseLogger) {
      if (!token) throw tokenInvalid();
      const now = clock();
      const user = await unitOfWork(async ({ repos }) => {
        const userId = await repos.oneTimeLinks.consume(hashToken(token), 'reset', now);
        if (userId === null) throw tokenInvalid();
        const user = await lockUser(repos, userId, log);
        await storePassword(repos, user, input.password, { now, keep: null, emailProven: true });
        await repos.oneTimeLinks.expireUnused(user.id, 'reset', now);
        await queuePasswordChangedMail(repos, { publicUrl, now }, user);
        return user;
      });
      // The reset is the way out of a login lock.
      await throttle.clearAccount(user.email);
      log.info({ event: 'auth.password_reset', userId: user.id });
    },

    /**
     * The first own password, with the token of a temporary-password login or of a mailed
     * set-password link. Answers a new session (as without "remember me").
     */
    async set(
      bearer: string | null,
      input: NewPasswordRequest,
      log: FastifyBaseLogger,
    ): Promise<SetPasswordResponse> {
      if (!bearer) throw tokenInvalid();
      const subject = await accessTokens.verify(bearer);
      // A session's access token is no set-password token.
      if (subject && subject.scope !== 'set_password') throw tokenInvalid();
      const now = clock();

      const { user, pair } = await unitOfWork(async ({ repos }) => {
        const userId = subject
          ? subject.userId
          : await repos.oneTimeLinks.consume(hashToken(bearer), 'set_password', now);
        if (userId === null) throw tokenInvalid();
        const user = await lockUser(repos, userId, log);

        const temporary = user.isTemporaryPassword ? user.passwordHash : null;
        if (subject) {
          // The token of a temporary-password login lasts as long as the temporary password:
          // once a password is set, it is spent.
          if (!temporary) throw tokenInvalid();
          const expiresAt = user.temporaryPasswordExpiresAt;
          if (expiresAt && expiresAt <= now) throw badRequest('ERR_TEMPORARY_PASSWORD_EXPIRED');
        }
        if (temporary && (await verifyPassword(temporary, input.password))) {
          throw badRequest('ERR_USER_PASSWORD_EQUAL_TEMPORARY_PASSWORD');
        }

        await storePassword(repos, user, input.password, { now, keep: null, emailProven: true });
        await repos.oneTimeLinks.expireUnused(user.id, 'set_password', now);
        const pair = await startSession(repos.refreshTokens, accessTokens, user, {
          remember: false,
          now,
        });
        return { user, pair };
      });
      await throttle.clearAccount(user.email);
      log.info({
        event: 'auth.password_set',
        userId: user.id,
        via: subject ? 'temporary' : 'link',
      });
      return pair;
    },

    /**
     * A logged-in user's new password, given the current one. The session it is made from
     * stays; every other session ends and a notice is mailed.
     */
    async change(
      caller: AuthUser,
      input: ChangePasswordRequest,
      context: { log: FastifyBaseLogger; address: string },
    ): Promise<void> {
      const { log, address } = context;
      const account = await createUsersRepository(db).findById(caller.id);
      if (!account) throw notFound('ERR_USER_NOT_EXISTS');
      await throttle.assertAllowed(account.email, address);

      const currentHash = account.passwordHash;
      if (!(await verifyPasswordOrBurn(currentHash, input.currentPassword))) {
        await throttle.recordFailure(account.email, address);
        log.info({ event: 'auth.password_change_refused', userId: account.id });
        throw badRequest('ERR_CURRENT_PASSWORD_IS_WRONG');
      }
      if (input.newPassword === input.currentPassword) {
        throw badRequest('ERR_NEW_PASSWORD_EQUALS_CURRENT');
      }

      const now = clock();
      await unitOfWork(async ({ repos }) => {
        const user = await lockUser(repos, account.id, log);
        // Another change won the race: the password just checked is no longer current.
        if (user.passwordHash !== currentHash) throw badRequest('ERR_CURRENT_PASSWORD_IS_WRONG');
        await storePassword(repos, user, input.newPassword, {
          now,
          keep: caller.sessionId,
          emailProven: false,
        });
        await queuePasswordChangedMail(repos, { publicUrl, now }, user);
      });
      await throttle.clearAccount(account.email);
      log.info({ event: 'auth.password_changed', userId: account.id });
    },
  };
}

export type PasswordsService = ReturnType<typeof createPasswordsService>;
