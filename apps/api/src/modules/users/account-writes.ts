import type { TransactionScope } from '../../db/unit-of-work.js';
import { createUsersRepository, type UsersRepository } from './repository.js';

/*
 * What other modules read and write of an account inside their unit of work (registration,
 * verification, passwords, sessions): each on the scope's transaction, with the repository's
 * rules (users/repository.ts) and nothing added.
 */

type Args<Name extends keyof UsersRepository> = Parameters<UsersRepository[Name]>;

/** A self-registered applicant's account; the unique indexes refuse a second one (23505). */
export const insertApplicant = (scope: TransactionScope, ...args: Args<'insertApplicant'>) =>
  createUsersRepository(scope.tx).insertApplicant(...args);

/** The account of a normalised e-mail address, or null. */
export const findUserByEmail = (scope: TransactionScope, ...args: Args<'findByEmail'>) =>
  createUsersRepository(scope.tx).findByEmail(...args);

/** The account with its row locked until the unit ends, or null. */
export const findUserForUpdate = (scope: TransactionScope, ...args: Args<'findByIdForUpdate'>) =>
  createUsersRepository(scope.tx).findByIdForUpdate(...args);

/** Sets the verification time unless already set; answers the state tokens need. */
export const markEmailVerified = (scope: TransactionScope, ...args: Args<'markEmailVerified'>) =>
  createUsersRepository(scope.tx).markEmailVerified(...args);

/** Notes the user's first session, unless they had one before. */
export const noteFirstSession = (scope: TransactionScope, ...args: Args<'noteFirstSession'>) =>
  createUsersRepository(scope.tx).noteFirstSession(...args);

/** The user's own new password (the temporary one, if any, is gone). */
export const setPassword = (scope: TransactionScope, ...args: Args<'setPassword'>) =>
  createUsersRepository(scope.tx).setPassword(...args);
