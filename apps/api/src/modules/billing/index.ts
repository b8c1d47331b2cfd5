/**
 * Billing as the learning area needs it so far: the paid-retake unlock, read from and
 * recorded in the `payments` table (ARCHITECTURE.md, "Learning"). The payments screens
 * build on it.
 */
export {
  type BillingRepository,
  createBillingRepository,
  retakePaidFor,
} from './repository.js';
