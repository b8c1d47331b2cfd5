import type { EnrolmentSecret, TwoFactorStatus } from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { LoginThrottle } from '../auth/index.js';
import { createUsersRepository } from '../users/index.js';
import { createTwoFactorRepository } from './repository.js';
import { type CodeRefusal, secondFactorRequired, type TwoFactorService } from './service.js';

/*
 * The signed-in user's own second factor (ARCHITECTURE.md, "Two-factor sign-in"): a student
 * switches it on (a new secret, confirmed by its first code; ten recovery codes) and off
 * (the password and a code); staff see it and cannot switch it off. Wrong passwords and
 * codes are failed logins, the session being the caller's recognised device, as for a
 * password change.
 */

/** The signed-in caller. */
interface Caller {
  id: number;
  sessionId: string | null;
  address: string;
  log: FastifyBaseLogger;
}

export function createTwoFactorProfile(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  throttle: LoginThrottle;
  twoFactor: TwoFactorService;
  now: Clock;
}) {
  const { db, unitOfWork, throttle, twoFactor, now: clock } = deps;

  async function account(id: number) {
    const user = await createUsersRepository(db).findById(id);
    if (!user) throw notFound('ERR_USER_NOT_EXISTS');
    return user;
  }

  /** The caller's account, once the login throttle lets the session try. */
  async function allowed(caller: Caller) {
    const user = await account(caller.id);
    const device = caller.sessionId === null ? null : `session:${caller.sessionId}`;
    await throttle.assertAllowed(user.email, caller.address, device);
    const fail = async (error: Error, reason: string) => {
      await throttle.recordFailure(user.email, caller.address, device);
      caller.log.info({ event: 'two_factor.profile_check_failed', reason, userId: user.id });
      return error;
    };
    return { user, fail };
  }

  return {
    async status(callerId: number): Promise<TwoFactorStatus> {
      return twoFactor.status(await account(callerId));
    },

    async begin(callerId: number): Promise<EnrolmentSecret> {
      return twoFactor.begin(await account(callerId));
    },

    async confirm(caller: Caller, code: string): Promise<{ recoveryCodes: string[] }> {
      const { user, fail } = await allowed(caller);
      const now = clock();
      const outcome = await unitOfWork((scope) => twoFactor.confirm(scope, user.id, code, now));
      if ('refused' in outcome) throw await fail(badRequest(outcome.refused), outcome.refused);
      caller.log.info({ event: 'two_factor.enabled', userId: user.id });
      return outcome;
    },

    /**
     * Ten new recovery codes, given a current code from the app (the request's schema takes
     * no recovery code): a wrong or reused code is a failed login and replaces nothing.
     */
    async replaceRecoveryCodes(caller: Caller, code: string): Promise<{ recoveryCodes: string[] }> {
      const { user, fail } = await allowed(caller);
      if (!(await createTwoFactorRepository(db).find(user.id))?.confirmedAt) {
        throw conflict('ERR_TWO_FACTOR_NOT_ENABLED');
      }
      const now = clock();
      type Outcome = { refused: CodeRefusal } | { recoveryCodes: string[] };
      const outcome = await unitOfWork(async (scope): Promise<Outcome> => {
        const refused = await twoFactor.check(scope, user.id, code, now);
        if (refused) return { refused };
        return { recoveryCodes: await twoFactor.replaceRecoveryCodes(scope, user, now) };
      });
      if ('refused' in outcome) throw await fail(badRequest(outcome.refused), outcome.refused);
      caller.log.info({ event: 'two_factor.recovery_codes_replaced', userId: user.id });
      return outcome;
    },

    async disable(caller: Caller, input: { password: string; code: string }): Promise<void> {
      const { user, fail } = await allowed(caller);
      if (secondFactorRequired(user.role)) throw conflict('ERR_TWO_FACTOR_REQUIRED');
      if (!(await createTwoFactorRepository(db).find(user.id))?.confirmedAt) {
        throw conflict('ERR_TWO_FACTOR_NOT_ENABLED');
      }
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.password))) {
        throw await fail(badRequest('ERR_CURRENT_PASSWORD_IS_WRONG'), 'wrong_password');
      }
      const now = clock();
      const refused = await unitOfWork(async (scope) => {
        const refusal = await twoFactor.check(scope, user.id, input.code, now);
        if (refusal === null) await twoFactor.remove(scope, user.id);
        return refusal;
      });
      if (refused) throw await fail(badRequest(refused), refused);
      caller.log.info({ event: 'two_factor.disabled', userId: user.id });
    },
  };
}
