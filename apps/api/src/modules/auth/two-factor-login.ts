import {
  BLACKLISTED_MESSAGE,
  type ConfirmEnrolmentResponse,
  type EnrolmentSecret,
  type LoginResponse,
  type Role,
  type SecondFactorChallenge,
  type SecondFactorStep,
} from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { TransactionScope } from '../../db/unit-of-work.js';
import type { AccessTokens } from '../../lib/access-tokens.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import type { CodeRefusal, TwoFactorService } from '../two-factor/index.js';
import { createUsersRepository, type UserRecord } from '../users/index.js';
import type { DeviceCookies } from './device-cookies.js';
import type { LoginThrottle } from './login-throttle.js';
import { startSession } from './sessions.js';
import type { ChallengeTokens } from './two-factor-challenge.js';

/*
 * The login's second step (ARCHITECTURE.md, "Two-factor sign-in"). A login whose password
 * was right answers a challenge instead of a session when the account has a second factor
 * (`code`) or must set one up (`enrol`, staff); these calls take the challenge and finish
 * the login as it would have finished: the session, or the set-password token of a
 * temporary password. Wrong codes are failed logins for the login throttle (the account's,
 * the address's and the device's counts), and the account's count is cleared only here,
 * once the second factor was right.
 *   400 ERR_TWO_FACTOR_CHALLENGE_INVALID  no current challenge of this step
 *   400 ERR_TWO_FACTOR_CODE_WRONG          not a code of the secret now (or from the past)
 *   400 ERR_TWO_FACTOR_CODE_REUSED         a code of an already used time step
 *   400 ERR_RECOVERY_CODE_USED             a recovery code used before
 */

/** Who is asking, as for the login. */
interface Caller {
  log: FastifyBaseLogger;
  address: string;
  deviceCookie: string | undefined;
  /** The browser's User-Agent, kept with the session for the devices list. */
  userAgent: string | null;
}

/** What the route answers, and the device cookie to set with it. */
export interface SecondStepOutcome<Answer> {
  answer: Answer;
  deviceCookie: string;
}

const challengeInvalid = () => badRequest('ERR_TWO_FACTOR_CHALLENGE_INVALID');

export function createTwoFactorLogin(deps: {
  db: Database;
  accessTokens: AccessTokens;
  throttle: LoginThrottle;
  devices: DeviceCookies;
  challenges: ChallengeTokens;
  twoFactor: TwoFactorService;
  now: Clock;
}) {
  const { db, accessTokens, throttle, devices, challenges, twoFactor, now: clock } = deps;

  /** The challenge's user, if the challenge is current and of `step`, and may still log in. */
  async function challenged(token: string, step: SecondFactorStep, caller: Caller) {
    const subject = await challenges.verify(token);
    if (!subject || subject.step !== step) throw challengeInvalid();
    const user = await createUsersRepository(db).findById(subject.userId);
    if (!user) throw challengeInvalid();
    if (user.isBlacklisted) {
      caller.log.warn({ event: 'auth.login_blacklisted', userId: user.id });
      throw notFound(BLACKLISTED_MESSAGE);
    }
    // Deactivated between the password and the code: as at the password (service.ts).
    if (user.deactivatedAt) throw badRequest('ERR_ACCOUNT_DEACTIVATED');
    const nonce = devices.recognise(caller.deviceCookie, user.email);
    const device = nonce === null ? null : `cookie:${nonce}`;
    return { user, remember: subject.remember, device };
  }

  /** The login's own end: a session, or the set-password token of a temporary password. */
  async function finish(
    scope: TransactionScope,
    user: UserRecord,
    remember: boolean,
    now: Date,
    userAgent: string | null,
  ): Promise<LoginResponse> {
    if (user.isTemporaryPassword) {
      const expiresAt = user.temporaryPasswordExpiresAt;
      if (expiresAt && expiresAt <= now) throw badRequest('ERR_TEMPORARY_PASSWORD_EXPIRED');
      const accessToken = await accessTokens.sign({
        userId: user.id,
        role: user.role,
        scope: 'set_password',
        sessionId: null,
      });
      return { accessToken, refreshToken: '', isTemporaryPassword: true };
    }
    const pair = await startSession(scope, accessTokens, user, { remember, now, userAgent });
    return { ...pair, isTemporaryPassword: false };
  }

  /** Counts a refused code as a failed login and answers its error. */
  async function refuse(
    user: UserRecord,
    device: string | null,
    caller: Caller,
    code: Parameters<typeof badRequest>[0],
  ) {
    await throttle.recordFailure(user.email, caller.address, device);
    caller.log.info({ event: 'auth.second_factor_failed', reason: code, userId: user.id });
    return badRequest(code);
  }

  async function succeeded(user: UserRecord, device: string | null, caller: Caller) {
    // As after a password (service.ts): a recognised device leaves the account's count alone.
    if (device === null) await throttle.clearAccount(user.email);
    caller.log.info({ event: 'auth.login_succeeded', userId: user.id, secondFactor: true });
    return devices.issue(user.email);
  }

  return {
    /** The challenge a login with the right password answers; null when none is due. */
    async challengeFor(
      user: { id: number; role: Role },
      remember: boolean,
    ): Promise<SecondFactorChallenge | null> {
      const step = await twoFactor.pendingStep(user);
      return step === null ? null : challenges.issue({ userId: user.id, step, remember });
    },

    /** An `enrol` challenge's new secret (a second call replaces it). */
    async beginEnrolment(token: string, caller: Caller): Promise<EnrolmentSecret> {
      const { user } = await challenged(token, 'enrol', caller);
      const secret = await twoFactor.begin(user);
      caller.log.info({ event: 'auth.second_factor_enrolment_started', userId: user.id });
      return secret;
    },

    /** The first code of the new secret: the second factor is on and the login finishes. */
    async confirmEnrolment(
      token: string,
      code: string,
      caller: Caller,
    ): Promise<SecondStepOutcome<ConfirmEnrolmentResponse>> {
      const { user, remember, device } = await challenged(token, 'enrol', caller);
      await throttle.assertAllowed(user.email, caller.address, device);
      const now = clock();
      type Outcome = { refused: CodeRefusal } | { answer: ConfirmEnrolmentResponse };
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const confirmed = await twoFactor.confirm({ tx }, user.id, code, now);
        if ('refused' in confirmed) return confirmed;
        const answer = await finish({ tx }, user, remember, now, caller.userAgent);
        return { answer: { ...answer, recoveryCodes: confirmed.recoveryCodes } };
      });
      if ('refused' in outcome) throw await refuse(user, device, caller, outcome.refused);
      caller.log.info({ event: 'auth.second_factor_enrolled', userId: user.id });
      return { answer: outcome.answer, deviceCookie: await succeeded(user, device, caller) };
    },

    /** A code from the app or a recovery code finishes a `code` challenge's login. */
    async verify(
      token: string,
      code: string,
      caller: Caller,
    ): Promise<SecondStepOutcome<LoginResponse>> {
      const { user, remember, device } = await challenged(token, 'code', caller);
      await throttle.assertAllowed(user.email, caller.address, device);
      const now = clock();
      type Outcome = { refused: CodeRefusal } | { answer: LoginResponse };
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const refusal = await twoFactor.check({ tx }, user.id, code, now);
        if (refusal !== null) return { refused: refusal };
        return { answer: await finish({ tx }, user, remember, now, caller.userAgent) };
      });
      if ('refused' in outcome) throw await refuse(user, device, caller, outcome.refused);
      return { answer: outcome.answer, deviceCookie: await succeeded(user, device, caller) };
    },
  };
}

export type TwoFactorLogin = ReturnType<typeof createTwoFactorLogin>;
