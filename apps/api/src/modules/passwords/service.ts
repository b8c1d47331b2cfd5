import {
  BLACKLISTED_MESSAGE,
  type ChangePasswordRequest,
  type LinkRequestResponse,
  type NewPasswordRequest,
  normalizeEmail,
  type PasswordLinkPurpose,
  type PasswordLinkRefusal,
  type PasswordLinkResponse,
  type SecondFactorStep,
  type SetPasswordResponse,
  type TokenPair,
} from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { OneTimeTokenPurpose } from '../../db/schema/index.js';
import type { UnitOfWork, UnitOfWorkScope } from '../../db/unit-of-work.js';
import type { AccessTokens } from '../../lib/access-tokens.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { hashPassword, verifyPassword, verifyPasswordOrBurn } from '../../lib/passwords.js';
import { hashToken } from '../../lib/secrets.js';
import type { AuthUser } from '../../plugins/app/authentication.js';
import type { ChallengeTokens, LoginThrottle } from '../auth/index.js';
import { endSessions, startSession } from '../auth/index.js';
import {
  consumeLink,
  createOneTimeTokensRepository,
  expireUnusedLinks,
  requestLinkMail,
} from '../one-time-links/index.js';
import type { TwoFactorService } from '../two-factor/index.js';
import {
  createUsersRepository,
  findUserByEmail,
  findUserForUpdate,
  setPassword,
  type UserRecord,
} from '../users/index.js';
import { queuePasswordChangedMail, queuePasswordResetMail } from './password-mails.js';

/*
 * Choosing a password without knowing the current one (forgot → reset link; temporary
 * password or set-password link → set) and changing it knowing it. Answers:
 *   forgot  200 whether the request was taken and when the next will be, for known and
 *           unknown e-mails alike (one a minute per address, requestLinkMail)
 *   reset   204 | 400 ERR_TOKEN_INVALID (no, unknown, used or expired link) | 404 blacklisted
 *   set     200 token pair, or with a link the login's second-factor challenge instead
 *           | 400 ERR_TOKEN_INVALID | 400 ERR_TEMPORARY_PASSWORD_EXPIRED |
 *           400 ERR_USER_PASSWORD_EQUAL_TEMPORARY_PASSWORD | 404 blacklisted
 *   change  204 | 400 ERR_CURRENT_PASSWORD_IS_WRONG | 400 ERR_NEW_PASSWORD_EQUALS_CURRENT |
 *           429 ERR_TOO_MANY_LOGIN_ATTEMPTS (wrong current passwords count like failed logins)
 *   check   200 whether reset or set would take the bearer, by their rules, spending nothing
 *           (what it is for, the account's e-mail; or why not) | 404 blacklisted
 * A refused link is never a 401: the client would answer it by refreshing a session that
 * did not issue the link. Every change runs in one unit of work (one transaction) with the
 * user's row locked, so a link or temporary token works exactly once, also when used twice at
 * the same moment; the mails it queues wake the sender once it has committed.
 */

const tokenInvalid = () => badRequest('ERR_TOKEN_INVALID');

/**
 * How a caller may choose a password: a mailed link, a temporary login's token, or (to
 * change it) a session.
 */
type Via = 'link' | 'temporary' | 'session';

/** A set or reset bearer as presented, before anything is looked up. */
type PasswordBearer = { via: 'temporary'; userId: number } | { via: 'link'; tokenHash: string };

/** The password screens' name for what a mailed link is for; null for other links. */
const passwordLinkPurpose: Record<OneTimeTokenPurpose, PasswordLinkPurpose | null> = {
  reset: 'reset',
  set_password: 'set',
  verification: null,
  exam_booking: null,
};

const refusalError = (refusal: PasswordLinkRefusal) =>
  refusal === 'expired' ? badRequest('ERR_TEMPORARY_PASSWORD_EXPIRED') : tokenInvalid();

export function createPasswordsService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  accessTokens: AccessTokens;
  throttle: LoginThrottle;
  /** A set-password link's second step: what is due, and the login's challenge for it. */
  twoFactor: Pick<TwoFactorService, 'pendingStep'>;
  challenges: Pick<ChallengeTokens, 'issue'>;
  publicUrl: string;
  now: Clock;
}) {
  const { db, unitOfWork, accessTokens, throttle, twoFactor, challenges, publicUrl } = deps;
  const clock = deps.now;

  /**
   * What a set-password bearer is: the access token of a temporary-password login, or
   * (anything else) a mailed link's token. Null for none, and for a session's access token.
   */
  async function readBearer(bearer: string | null): Promise<PasswordBearer | null> {
    if (!bearer) return null;
    const subject = await accessTokens.verify(bearer);
    if (!subject) return { via: 'link', tokenHash: hashToken(bearer) };
    return subject.scope === 'set_password' ? { via: 'temporary', userId: subject.userId } : null;
  }

  /**
   * Why the account cannot choose a password through `via` at `now`; null when it can. The
   * one place of these rules: set, reset and the check all ask it. A blacklisted account is
   * refused as all its calls are (404), also when the answer would otherwise be a check's.
   */
  function refusalFor(
    user: UserRecord | null,
    via: Via,
    now: Date,
    log: FastifyBaseLogger,
  ): PasswordLinkRefusal | null {
    if (!user) return 'invalid';
    if (user.isBlacklisted) {
      log.warn({ event: 'auth.blacklisted_user_call', userId: user.id });
      // Thrown inside the transaction of a change, so a spent link is given back.
      throw notFound(BLACKLISTED_MESSAGE);
    }
    // A deactivated staff account chooses no password: it would sign in with it.
    if (user.deactivatedAt) return 'invalid';
    if (via === 'temporary') {
      // The token of a temporary-password login lasts as long as the temporary password:
      // once a password is set, it is spent.
      if (!user.isTemporaryPassword) return 'invalid';
      const expiresAt = user.temporaryPasswordExpiresAt;
      if (expiresAt && expiresAt <= now) return 'expired';
    }
    return null;
  }

  /** The locked user, or the refusal a bearer of a vanished or blacklisted account gets. */
  async function lockUser(
    scope: UnitOfWorkScope,
    userId: number,
    context: { via: Via; now: Date; log: FastifyBaseLogger },
  ): Promise<UserRecord> {
    const user = await findUserForUpdate(scope, userId);
    const refusal = refusalFor(user, context.via, context.now, context.log);
    if (refusal || !user) throw refusalError(refusal ?? 'invalid');
    return user;
  }

  /** Stores the new password's hash and ends the user's sessions (all but `keep`). */
  async function storePassword(
    scope: UnitOfWorkScope,
    user: UserRecord,
    password: string,
    options: { now: Date; keep: string | null; emailProven: boolean },
  ) {
    await setPassword(scope, user.id, {
      passwordHash: await hashPassword(password),
      now: options.now,
      emailProven: options.emailProven,
    });
    await endSessions(scope, user.id, { now: options.now, keep: options.keep });
  }

  /** A usable mailed link of reset or set password: its user and what it is for. */
  async function findPasswordLink(tokenHash: string, now: Date) {
    const link = await createOneTimeTokensRepository(db).findUsable(tokenHash, now);
    const purpose = link && passwordLinkPurpose[link.purpose];
    return link && purpose ? { userId: link.userId, purpose } : null;
  }

  return {
    /**
     * Takes the request when the address's minute allows, and then mails a reset link if the
     * e-mail belongs to an account with a password. The answer is the rule's alone, so it is
     * the same for every address.
     */
    async forgot(email: string, log: FastifyBaseLogger): Promise<LinkRequestResponse> {
      const now = clock();
      return unitOfWork(async (scope) => {
        const answer = await requestLinkMail(scope, { purpose: 'reset', email, now });
        const user = await findUserByEmail(scope, normalizeEmail(email));
        if (!user || user.isBlacklisted || user.deactivatedAt || !user.passwordHash) {
          log.info({ event: 'auth.password_reset_requested', known: false, ...answer });
          return answer;
        }
        if (answer.accepted) await queuePasswordResetMail(scope, { publicUrl, now }, user);
        log.info({ event: 'auth.password_reset_requested', userId: user.id, ...answer });
        return answer;
      });
    },

    /** A new password through a mailed reset link: every session ends, a notice is mailed. */
    async reset(token: string | null, input: NewPasswordRequest, log: FastifyBaseLogger) {
      if (!token) throw tokenInvalid();
      const now = clock();
      const user = await unitOfWork(async (scope) => {
        const userId = await consumeLink(scope, hashToken(token), 'reset', now);
        if (userId === null) throw tokenInvalid();
        const user = await lockUser(scope, userId, { via: 'link', now, log });
        await storePassword(scope, user, input.password, { now, keep: null, emailProven: true });
        await expireUnusedLinks(scope, user.id, 'reset', now);
        await queuePasswordChangedMail(scope, { publicUrl, now }, user);
        return user;
      });
      // The reset is the way out of a login lock.
      await throttle.clearAccount(user.email);
      log.info({ event: 'auth.password_reset', userId: user.id });
    },

    /**
     * The first own password, with the token of a temporary-password login or of a mailed
     * set-password link. Answers a new session (as without "remember me"). A link proves the
     * mailbox only: when the account has a second factor, or is staff who must set one up (an
     * invitation), the password is saved and the answer is the login's challenge for that
     * step instead, so no session exists before it (ARCHITECTURE.md, "Two-factor sign-in").
     * A temporary password's token comes from a login that has passed its second step.
     */
    async set(
      bearer: string | null,
      input: NewPasswordRequest,
      log: FastifyBaseLogger,
      userAgent: string | null = null,
    ): Promise<SetPasswordResponse> {
      const holder = await readBearer(bearer);
      if (!holder) throw tokenInvalid();
      const now = clock();

      type Outcome = { step: SecondFactorStep } | { pair: TokenPair };
      const done = await unitOfWork(
        async (scope): Promise<{ user: UserRecord; outcome: Outcome }> => {
          const userId =
            holder.via === 'temporary'
              ? holder.userId
              : await consumeLink(scope, holder.tokenHash, 'set_password', now);
          if (userId === null) throw tokenInvalid();
          const user = await lockUser(scope, userId, { via: holder.via, now, log });

          const temporary = user.isTemporaryPassword ? user.passwordHash : null;
          if (temporary && (await verifyPassword(temporary, input.password))) {
            throw badRequest('ERR_USER_PASSWORD_EQUAL_TEMPORARY_PASSWORD');
          }

          await storePassword(scope, user, input.password, { now, keep: null, emailProven: true });
          await expireUnusedLinks(scope, user.id, 'set_password', now);
          const step = holder.via === 'link' ? await twoFactor.pendingStep(user, scope.tx) : null;
          if (step !== null) return { user, outcome: { step } };
          const pair = await startSession(scope, accessTokens, user, {
            remember: false,
            now,
            userAgent,
          });
          return { user, outcome: { pair } };
        },
      );
      const { user, outcome } = done;
      log.info({ event: 'auth.password_set', userId: user.id, via: holder.via });
      if ('step' in outcome) {
        // As after a login's password: the account's failed logins are cleared only by the
        // second step's success, so the link buys no fresh guesses at the code.
        log.info({ event: 'auth.login_second_factor_due', userId: user.id, step: outcome.step });
        const secondFactor = await challenges.issue({
          userId: user.id,
          step: outcome.step,
          remember: false,
        });
        return { accessToken: '', refreshToken: '', secondFactor };
      }
      await throttle.clearAccount(user.email);
      return outcome.pair;
    },

    /**
     * Whether reset or set password would take `bearer` now, by the rules they apply,
     * spending nothing: what it is for and the e-mail of its account, or why not.
     */
    async check(bearer: string | null, log: FastifyBaseLogger): Promise<PasswordLinkResponse> {
      const now = clock();
      const holder = await readBearer(bearer);
      const found =
        holder?.via === 'temporary'
          ? { userId: holder.userId, purpose: 'set' as const }
          : holder?.via === 'link'
            ? await findPasswordLink(holder.tokenHash, now)
            : null;
      const user = found && (await createUsersRepository(db).findById(found.userId));
      const refusal = holder ? refusalFor(user, holder.via, now, log) : 'invalid';
      log.info({ event: 'auth.password_link_checked', userId: user?.id, refusal });
      if (!found || !user || refusal) return { usable: false, reason: refusal ?? 'invalid' };
      return { usable: true, purpose: found.purpose, email: user.email };
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
      // The session is this caller's recognised device, as a device cookie is a login's
      // (ARCHITECTURE.md, "Login lock and device cookies"): failed logins from elsewhere do
      // not stop a signed-in owner changing the password, and the session's own wrong
      // guesses are limited (they count for the account too).
      const device = caller.sessionId === null ? null : `session:${caller.sessionId}`;
      await throttle.assertAllowed(account.email, address, device);

      const currentHash = account.passwordHash;
      if (!(await verifyPasswordOrBurn(currentHash, input.currentPassword))) {
        await throttle.recordFailure(account.email, address, device);
        log.info({ event: 'auth.password_change_refused', userId: account.id });
        throw badRequest('ERR_CURRENT_PASSWORD_IS_WRONG');
      }
      if (input.newPassword === input.currentPassword) {
        throw badRequest('ERR_NEW_PASSWORD_EQUALS_CURRENT');
      }

      const now = clock();
      await unitOfWork(async (scope) => {
        const user = await lockUser(scope, account.id, { via: 'session', now, log });
        // Another change won the race: the password just checked is no longer current.
        if (user.passwordHash !== currentHash) throw badRequest('ERR_CURRENT_PASSWORD_IS_WRONG');
        await storePassword(scope, user, input.newPassword, {
          now,
          keep: caller.sessionId,
          emailProven: false,
        });
        await queuePasswordChangedMail(scope, { publicUrl, now }, user);
      });
      // A new password makes the failures counted so far guesses at an old one (as a reset).
      await throttle.clearAccount(account.email);
      log.info({ event: 'auth.password_changed', userId: account.id });
    },
  };
}

export type PasswordsService = ReturnType<typeof createPasswordsService>;
