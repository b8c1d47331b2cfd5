import type { TransactionScope } from '../../db/unit-of-work.js';
import { type ApplicantsRepository, createApplicantsRepository } from './repository.js';

/*
 * What registration and verification write and read of an application inside their unit of
 * work, on the scope's transaction (applicants/repository.ts has the queries).
 */

type Args<Name extends keyof ApplicantsRepository> = Parameters<ApplicantsRepository[Name]>;

/** A new application: its id. */
export const insertApplication = (scope: TransactionScope, ...args: Args<'insert'>) =>
  createApplicantsRepository(scope.tx).insert(...args);

/** The application's booking of an exam sitting: its id. */
export const insertExamBooking = (scope: TransactionScope, ...args: Args<'insertBooking'>) =>
  createApplicantsRepository(scope.tx).insertBooking(...args);

/** The user's exam booking, for the mail that confirms it, or null. */
export const findExamBooking = (scope: TransactionScope, ...args: Args<'findBooking'>) =>
  createApplicantsRepository(scope.tx).findBooking(...args);
