/**
 * Billing's public surface (ARCHITECTURE.md, "Billing"): the learning-access rule (a running
 * trial or paid period), the trial admission starts, the paid-retake unlock, the payment
 * providers, the reminder job and the routes' plugins, read from and written to the
 * `subscriptions` and `payments` tables.
 */
export { periodState, studentAccessPeriods } from './access-periods.js';
export { addCalendarMonths, recordCompletedPayment } from './effects.js';
export {
  type AccessPeriod,
  accessFromPeriods,
  accessPeriodsFromJson,
  findLearningAccess,
  type LearningAccess,
  runningPeriodsJson,
} from './learning-access.js';
export {
  CardTokenInvalidError,
  type ChargeRequest,
  type ChargeResult,
  createPaymentProvider,
  createSandboxProvider,
  createStripeProvider,
  type PaymentProvider,
  PaymentProviderUnavailableError,
  resolveStripeKeyPrefix,
  resolveWebhookSecret,
  type SettleResult,
  STRIPE_KEY_PREFIX_FILE,
  signWebhook,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
} from './providers/index.js';
export { createReminderJob, type ReminderJob } from './reminders.js';
export {
  type BillingRepository,
  createBillingRepository,
  retakePaidFor,
} from './repository.js';
export { startTrial } from './trial.js';
