import {
  type EnrolmentSecret,
  type ErrorCode,
  type Language,
  paths,
  RECOVERY_CODE_COUNT,
  type Role,
  type SecondFactorStep,
  staffRoles,
  type TwoFactorStatus,
} from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.js';
import type { TransactionScope, UnitOfWork, UnitOfWorkScope } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { recordAudit } from '../audit/index.js';
import { endSessions } from '../auth/index.js';
import {
  queueMail,
  renderRecoveryCodesReplacedMail,
  renderTwoFactorResetMail,
} from '../mail/index.js';
import { createUsersRepository } from '../users/index.js';
import { createTwoFactorRepository } from './repository.js';
import { DEMO_TWO_FACTOR_SECRET, openSealedSecret, sealContext } from './sealed-secret.js';
import {
  enrolmentSecret,
  matchingTimeStep,
  newRecoveryCode,
  newTotpSecret,
  recoveryCodeHash,
} from './totp.js';

/*
 * Second factors (ARCHITECTURE.md, "Two-factor sign-in"). Staff must have one: a login
 * without it asks them to set one up. A student may switch one on and off from the profile.
 * Secrets are sealed with the two-factor key, bound to the user's id; recovery codes are kept
 * as hashes. Callers count wrong codes with the login throttle, as wrong passwords.
 */

/** Whether the role must sign in with a second factor. */
export const secondFactorRequired = (role: Role) => (staffRoles as readonly Role[]).includes(role);

/** Why a code was not accepted: each is its own 400. */
export type CodeRefusal = Extract<
  ErrorCode,
  'ERR_TWO_FACTOR_CODE_WRONG' | 'ERR_TWO_FACTOR_CODE_REUSED' | 'ERR_RECOVERY_CODE_USED'
>;

export function createTwoFactorService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  secretBox: SecretBox;
  publicUrl: string;
  now: Clock;
}) {
  const { db, unitOfWork, secretBox, now: clock } = deps;

  const seal = (userId: number, secret: string) => secretBox.seal(secret, sealContext(userId));

  const openSecret = (tx: Executor, userId: number, sealed: string) =>
    openSealedSecret(tx, secretBox, userId, sealed);

  /** New recovery codes replace the old ones; the plain codes go back to be shown once. */
  async function issueRecoveryCodes(tx: Executor, userId: number, now: Date): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await createTwoFactorRepository(tx).replaceRecoveryCodes(
      userId,
      codes.map((code) => recoveryCodeHash(userId, code)),
      now,
    );
    return codes;
  }

  return {
    /**
     * What a login with the right password still needs; null when nothing. `tx`: inside the
     * caller's transaction (a set-password decides there whether a session starts).
     */
    async pendingStep(
      user: { id: number; role: Role },
      tx: Executor = db,
    ): Promise<SecondFactorStep | null> {
      const row = await createTwoFactorRepository(tx).find(user.id);
      if (row?.confirmedAt) return 'code';
      return secondFactorRequired(user.role) ? 'enrol' : null;
    },

    /** A new secret for the user's app, kept unconfirmed until a code from it is given. */
    async begin(user: { id: number; email: string }): Promise<EnrolmentSecret> {
      const repository = createTwoFactorRepository(db);
      const existing = await repository.find(user.id);
      if (existing?.confirmedAt) throw conflict('ERR_TWO_FACTOR_ALREADY_ENABLED');
      const secret = newTotpSecret();
      await repository.savePending(user.id, seal(user.id, secret), clock());
      return enrolmentSecret(user.email, secret);
    },

    /**
     * Confirms the set-up with its first code, in the caller's transaction (the login starts
     * its session in the same one): the recovery codes, or why not.
     */
    async confirm(
      scope: TransactionScope,
      userId: number,
      code: string,
      now: Date,
    ): Promise<{ recoveryCodes: string[] } | { refused: CodeRefusal }> {
      const repository = createTwoFactorRepository(scope.tx);
      const row = await repository.findForUpdate(userId);
      if (!row) throw conflict('ERR_TWO_FACTOR_NOT_STARTED');
      if (row.confirmedAt) throw conflict('ERR_TWO_FACTOR_ALREADY_ENABLED');
      const secret = await openSecret(scope.tx, userId, row.secretEncrypted);
      const step = matchingTimeStep(secret, code, now);
      if (step === null) return { refused: 'ERR_TWO_FACTOR_CODE_WRONG' };
      await repository.confirm(userId, step, now);
      return { recoveryCodes: await issueRecoveryCodes(scope.tx, userId, now) };
    },

    /**
     * Checks a code from the app or a recovery code of a user with a second factor, and
     * spends it: a code's time step becomes the last accepted one, a recovery code is used.
     * Null when accepted.
     */
    async check(
      scope: TransactionScope,
      userId: number,
      code: string,
      now: Date,
    ): Promise<CodeRefusal | null> {
      const repository = createTwoFactorRepository(scope.tx);
      const row = await repository.find(userId);
      if (!row?.confirmedAt) return 'ERR_TWO_FACTOR_CODE_WRONG';
      if (code.includes('-')) {
        const outcome = await repository.spendRecoveryCode(
          userId,
          recoveryCodeHash(userId, code),
          now,
        );
        if (outcome === 'used') return null;
        return outcome === 'spent' ? 'ERR_RECOVERY_CODE_USED' : 'ERR_TWO_FACTOR_CODE_WRONG';
      }
      const secret = await openSecret(scope.tx, userId, row.secretEncrypted);
      const step = matchingTimeStep(secret, code, now);
      if (step === null) return 'ERR_TWO_FACTOR_CODE_WRONG';
      // The published demo secret: its codes are anyone's (sealed-secret.ts).
      if (secret === DEMO_TWO_FACTOR_SECRET) return null;
      if (row.lastTimeStep !== null && step <= row.lastTimeStep) {
        return 'ERR_TWO_FACTOR_CODE_REUSED';
      }
      // The row may have moved on since it was read: the update decides.
      return (await repository.advanceTimeStep(userId, step)) ? null : 'ERR_TWO_FACTOR_CODE_REUSED';
    },

    async status(user: { id: number; role: Role }): Promise<TwoFactorStatus> {
      const repository = createTwoFactorRepository(db);
      const row = await repository.find(user.id);
      const enabledAt = row?.confirmedAt ?? null;
      return {
        enabled: enabledAt !== null,
        required: secondFactorRequired(user.role),
        enabledAt: enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: enabledAt ? await repository.unusedRecoveryCodes(user.id) : 0,
      };
    },

    /** Another user's second factor, for an admin: 404 for no such user. */
    async statusOf(userId: number): Promise<TwoFactorStatus> {
      const user = await createUsersRepository(db).findById(userId);
      if (!user) throw notFound('ERR_USER_NOT_EXISTS');
      return this.status(user);
    },

    /**
     * Ten new recovery codes in place of the old ones, in the caller's transaction once the
     * caller checked a code from the app: the second factor's row is locked (two at once
     * replace one after the other), the user is mailed and the audit log keeps it. The
     * plain codes go back to be shown once.
     */
    async replaceRecoveryCodes(
      scope: UnitOfWorkScope,
      user: { id: number; role: Role; email: string; fullName: string; language: Language },
      now: Date,
    ): Promise<string[]> {
      const row = await createTwoFactorRepository(scope.tx).findForUpdate(user.id);
      if (!row?.confirmedAt) throw conflict('ERR_TWO_FACTOR_NOT_ENABLED');
      const codes = await issueRecoveryCodes(scope.tx, user.id, now);
      const page = secondFactorRequired(user.role) ? paths.admin.account : paths.student.profile;
      const mail = renderRecoveryCodesReplacedMail({
        language: user.language,
        fullName: user.fullName,
        accountLink: `${deps.publicUrl}${page}`,
      });
      await queueMail(scope, { to: user.email, ...mail }, now);
      await recordAudit(scope, {
        actorId: user.id,
        action: 'replace_recovery_codes',
        entityType: 'user',
        entityId: user.id,
        before: null,
        after: { recoveryCodes: codes.length },
      });
      return codes;
    },

    /** Removes the user's second factor in the caller's transaction. */
    async remove(scope: TransactionScope, userId: number): Promise<void> {
      await createTwoFactorRepository(scope.tx).remove(userId);
    },

    /**
     * An admin removes another user's second factor (a lost phone): secret and recovery
     * codes go, every session of the user ends, the user is mailed, and the audit log keeps
     * it, all in one unit of work with the user's row locked.
     */
    async reset(actorId: number, userId: number, log: FastifyBaseLogger): Promise<void> {
      if (actorId === userId) throw conflict('ERR_USER_ADMIN_SELF');
      const now = clock();
      await unitOfWork(async (scope) => {
        const user = await createUsersRepository(scope.tx).findByIdForUpdate(userId);
        if (!user) throw notFound('ERR_USER_NOT_EXISTS');
        const repository = createTwoFactorRepository(scope.tx);
        const row = await repository.findForUpdate(userId);
        if (!row?.confirmedAt) throw conflict('ERR_TWO_FACTOR_NOT_ENABLED');
        await repository.remove(userId);
        await endSessions(scope, userId, { now });
        const mail = renderTwoFactorResetMail({
          language: user.language,
          fullName: user.fullName,
          setUpAgain: secondFactorRequired(user.role),
          loginLink: `${deps.publicUrl}${paths.auth.login}`,
        });
        await queueMail(scope, { to: user.email, ...mail }, now);
        await recordAudit(scope, {
          actorId,
          action: 'reset_two_factor',
          entityType: 'user',
          entityId: userId,
          before: { twoFactorEnabledAt: row.confirmedAt },
          after: { twoFactorEnabledAt: null },
        });
      });
      log.info({ event: 'two_factor.reset', userId, actorId });
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
