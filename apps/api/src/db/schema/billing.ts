import {
  courseTypes,
  paymentPurposes,
  paymentStatuses,
  promotionKinds,
  refundStatuses,
  subscriptionKinds,
  subscriptionStatuses,
} from '@academy/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant, oneOf, updatedAt } from './helpers.js';
import { tasks } from './learning.js';
import { users } from './users.js';

/**
 * What a subscription costs and how long it lasts: one course format, a period of whole
 * months. The id is the plan's public key. A plan no longer sold is made inactive, never
 * deleted: payments and periods keep pointing at it.
 */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: text('id').primaryKey(),
    /** The English name (receipts, the provider's description). */
    name: text('name').notNull(),
    /** The Russian name (migration 0023: the English one until staff write it). */
    nameRu: text('name_ru').notNull(),
    courseType: text('course_type', { enum: courseTypes }).notNull(),
    periodMonths: integer('period_months').notNull(),
    /** Minor units (cents). */
    priceAmount: integer('price_amount').notNull(),
    currency: text('currency').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('subscription_plans_price_nonnegative', sql`${t.priceAmount} >= 0`),
    check('subscription_plans_currency_format', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('subscription_plans_period_positive', sql`${t.periodMonths} > 0`),
    oneOf('subscription_plans_course_type_valid', t.courseType, courseTypes),
  ],
);

/**
 * Billing's settings, one row (id 1): the price of a test's retake in minor units of
 * BILLING_CURRENCY. No row yet means RETAKE_PRICE, the configured initial price; the first
 * change staff make writes the row (ARCHITECTURE.md, "Plans and prices set by staff").
 */
export const billingSettings = pgTable(
  'billing_settings',
  {
    id: integer('id').primaryKey().default(1),
    retakePrice: integer('retake_price').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('billing_settings_single_row', sql`${t.id} = 1`),
    check('billing_settings_retake_price_nonnegative', sql`${t.retakePrice} >= 0`),
  ],
);

/**
 * Access periods: the free trial (kind trial, no plan, from admission) and paid ones (kind
 * paid, the plan and the payment that bought it). A renewal bought while a period runs
 * starts when it ends. `reminder_sent_at`: the mail before the end went out (never twice).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: subscriptionKinds }).notNull(),
    planId: text('plan_id').references(() => subscriptionPlans.id),
    paymentId: integer('payment_id').references((): AnyPgColumn => payments.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: subscriptionStatuses }).notNull().default('active'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    reminderSentAt: instant('reminder_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_user_id_ends_at_idx').on(t.userId, t.endsAt),
    index('subscriptions_plan_id_idx').on(t.planId),
    uniqueIndex('subscriptions_payment_id_unique').on(t.paymentId),
    index('subscriptions_ends_at_idx').on(t.endsAt),
    oneOf('subscriptions_kind_valid', t.kind, subscriptionKinds),
    oneOf('subscriptions_status_valid', t.status, subscriptionStatuses),
    check('subscriptions_period_ordered', sql`${t.endsAt} > ${t.startsAt}`),
    // A paid period names its plan; the trial and a staff grant name none (migration 0023).
    check('subscriptions_plan_matches_kind', sql`(${t.kind} = 'paid') = (${t.planId} is not null)`),
  ],
);

/**
 * Promotion codes (ARCHITECTURE.md, "Promotion codes"): a percent (1–100) or a fixed amount
 * in minor units of `currency` off a subscription plan's price; for the plans named (none:
 * every plan), between `valid_from` and `valid_until` (either open), at most `max_uses` times
 * (null: unlimited). `uses` counts the payments holding a use: taken by one conditional
 * update in the payment's own transaction, given back when the payment ends unpaid, and the
 * CHECK keeps it within `max_uses` whatever runs at once. `code` is stored upper-case.
 */
export const promotionCodes = pgTable(
  'promotion_codes',
  {
    id: id(),
    code: text('code').notNull(),
    kind: text('kind', { enum: promotionKinds }).notNull(),
    value: integer('value').notNull(),
    currency: text('currency').notNull(),
    planIds: text('plan_ids').array().notNull().default(sql`'{}'::text[]`),
    validFrom: instant('valid_from'),
    validUntil: instant('valid_until'),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promotion_codes_code_unique').on(t.code),
    index('promotion_codes_created_at_id_idx').on(t.createdAt, t.id),
    oneOf('promotion_codes_kind_valid', t.kind, promotionKinds),
    check('promotion_codes_code_upper', sql`${t.code} = upper(${t.code})`),
    check(
      'promotion_codes_value_range',
      sql`${t.value} >= 1 and (${t.kind} <> 'percent' or ${t.value} <= 100)`,
    ),
    check('promotion_codes_currency_format', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('promotion_codes_max_uses_positive', sql`${t.maxUses} is null or ${t.maxUses} > 0`),
    check(
      'promotion_codes_uses_within_max',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`,
    ),
    check(
      'promotion_codes_validity_ordered',
      sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validUntil} > ${t.validFrom}`,
    ),
  ],
);

/**
 * Payments, keyed by the client's idempotency key (unique per user). The request's hash
 * tells a replay from a different body under the same key; the stored answer
 * (`response_status_code`, `response_body`) is what a replay gets back, and a row without
 * one is a request still in flight. Card numbers are never stored: the provider's token
 * stays with the provider, and `card_label` is its description (`Visa •••• 4242`).
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    purpose: text('purpose', { enum: paymentPurposes }).notNull(),
    /** Minor units (cents). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    planId: text('plan_id').references(() => subscriptionPlans.id),
    /**
     * The months a plan's payment buys, as the plan had them when the payment was made (a
     * later change of the plan applies to later payments only); null for a retake and for
     * payments made before migration 0024, which take the plan's.
     */
    periodMonths: integer('period_months'),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    /**
     * What was bought in Russian (migration 0041): the plan's Russian name when bought; null
     * for a retake (the test's title is the same in both) and for payments made before.
     */
    descriptionRu: text('description_ru'),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    cardLabel: text('card_label'),
    responseStatusCode: integer('response_status_code'),
    responseBody: jsonb('response_body'),
    paidAt: instant('paid_at'),
    /**
     * Minor units given back by succeeded refunds, and held by refunds under way (asked of
     * the provider, or pending its webhook). Kept on the payment's row, which every refund
     * locks, so the CHECK below makes "never more than was paid" the database's rule too.
     */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundHeldAmount: integer('refund_held_amount').notNull().default(0),
    /**
     * The promotion code the payment used (migration 0025): its id, its text as it was, and
     * what it took off (`amount` is after it). `promotion_released_at`: the use was given
     * back when the payment ended unpaid (once: the give-back is conditional on it).
     */
    promotionCodeId: integer('promotion_code_id').references(() => promotionCodes.id, {
      onDelete: 'set null',
    }),
    promotionCode: text('promotion_code'),
    discountAmount: integer('discount_amount').notNull().default(0),
    promotionReleasedAt: instant('promotion_released_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_created_at_id_idx').on(t.createdAt, t.id),
    check(
      'payments_refunds_within_amount',
      sql`${t.refundedAmount} >= 0 and ${t.refundHeldAmount} >= 0 and ${t.refundedAmount} + ${t.refundHeldAmount} <= ${t.amount}`,
    ),
    uniqueIndex('payments_user_idempotency_key_unique').on(t.userId, t.idempotencyKey),
    uniqueIndex('payments_provider_reference_unique').on(t.provider, t.providerReference),
    index('payments_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('payments_plan_id_idx').on(t.planId),
    index('payments_task_id_idx').on(t.taskId),
    oneOf('payments_status_valid', t.status, paymentStatuses),
    oneOf('payments_purpose_valid', t.purpose, paymentPurposes),
    check('payments_amount_nonnegative', sql`${t.amount} >= 0`),
    check('payments_discount_nonnegative', sql`${t.discountAmount} >= 0`),
    index('payments_promotion_code_id_idx').on(t.promotionCodeId),
    check('payments_period_months_positive', sql`${t.periodMonths} > 0`),
    check('payments_currency_format', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * Provider events already applied, by the provider's event id: a webhook delivered twice
 * changes nothing the second time.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    receivedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_unique').on(t.provider, t.eventId),
    index('payment_events_payment_id_idx').on(t.paymentId),
  ],
);

/**
 * Money given back on a succeeded payment, in full or in part, by staff (ARCHITECTURE.md,
 * "Refunds"). The staff member's idempotency key is unique per payment: a double click or a
 * retry refunds once. `provider_reference` is the provider's refund id (its webhook names it).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Minor units (cents), in the payment's currency. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: refundStatuses }).notNull().default('processing'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    settledAt: instant('settled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_refunds_payment_key_unique').on(t.paymentId, t.idempotencyKey),
    index('payment_refunds_payment_id_idx').on(t.paymentId, t.createdAt),
    index('payment_refunds_provider_reference_idx').on(t.providerReference),
    index('payment_refunds_settled_at_idx').on(t.settledAt),
    oneOf('payment_refunds_status_valid', t.status, refundStatuses),
    check('payment_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);
