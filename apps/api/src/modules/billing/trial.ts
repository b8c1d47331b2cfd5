import type { Executor } from '../../db/client.js';
import { createBillingRepository } from './repository.js';

/**
 * Starts a student's free trial at admission: FREE_TRIAL_DAYS from `admittedAt`, in the
 * caller's transaction. Admission calls it; so do the demo seed and the API's test builders.
 */
export async function startTrial(db: Executor, userId: number, admittedAt: Date): Promise<number> {
  return createBillingRepository(db).startTrial(userId, admittedAt);
}
