/**
 * Billing's public surface: the learning-access rule (a running trial or paid period) and
 * the paid-retake unlock, read from the `subscriptions` and `payments` tables
 * (ARCHITECTURE.md, "Billing").
 */
export {
  accessFromPeriods,
  findLearningAccess,
  type LearningAccess,
} from './learning-access.js';
export {
  type BillingRepository,
  createBillingRepository,
  retakePaidFor,
} from './repository.js';
