import { paymentPurposes, paymentStatuses, subscriptionStatuses } from '@academy/contracts';
import { sql } from 'drizzle-orm';
import {
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

/** What a subscription costs and how long it lasts. The id is the plan's public key. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Minor units (cents). */
    priceAmount: integer('price_amount').notNull(),
    currency: text('currency').notNull(),
    durationDays: integer('duration_days').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('subscription_plans_price_nonnegative', sql`${t.priceAmount} >= 0`),
    check('subscription_plans_currency_format', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('subscription_plans_duration_positive', sql`${t.durationDays} > 0`),
  ],
);

/** Access periods: the free trial (no plan) and paid ones. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id').references(() => subscriptionPlans.id),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_user_id_idx').on(t.userId),
    index('subscriptions_plan_id_idx').on(t.planId),
    oneOf('subscriptions_status_valid', t.status, subscriptionStatuses),
    check('subscriptions_period_ordered', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Payments, keyed by the client's idempotency key (unique per user). The request's hash
 * tells a replay from a different body under the same key; the stored answer is what a
 * replay gets back.
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
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    providerReference: text('provider_reference'),
    responseStatusCode: integer('response_status_code'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_user_idempotency_key_unique').on(t.userId, t.idempotencyKey),
    index('payments_plan_id_idx').on(t.planId),
    index('payments_task_id_idx').on(t.taskId),
    oneOf('payments_status_valid', t.status, paymentStatuses),
    oneOf('payments_purpose_valid', t.purpose, paymentPurposes),
    check('payments_amount_nonnegative', sql`${t.amount} >= 0`),
    check('payments_currency_format', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);
