import type { TransactionScope } from '../../db/unit-of-work.js';
import { createBillingRepository } from './repository.js';

/**
 * Starts a student's free trial at admission: FREE_TRIAL_DAYS from `admittedAt`, in the
 * caller's transaction. Admission calls it in the unit of work that admits; so do the demo
 * seed and the API's test builders, with `{ tx }` of their own.
 */
export async function startTrial(
  scope: TransactionScope,
  userId: number,
  admittedAt: Date,
): Promise<number> {
  return createBillingRepository(scope.tx).startTrial(userId, admittedAt);
}
