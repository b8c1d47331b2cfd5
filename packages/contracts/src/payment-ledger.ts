import { z } from 'zod';
import { moneySchema, subscriptionSchema } from './billing.js';
import { decimalTextSchema, idTextSchema, isoDateTimeSchema } from './common.js';
import { paymentLedgerStatusSchema, paymentPurposeSchema, refundStatusSchema } from './enums.js';
import { englishMessages, type MessageFormatter, trimmedText } from './validation.js';

/*
 * The payments ledger of the staff area (ARCHITECTURE.md, "Payments ledger"): every payment
 * with its student, refunds (full or partial, once per idempotency key, never more than was
 * paid), access granted without payment, and the academy's takings per month and per plan.
 * Admins only.
 */

export const ADMIN_PAYMENTS_PAGE_SIZE = 20;
export const ADMIN_PAYMENTS_SEARCH_MAX_LENGTH = 100;

/**
 * The filters of GET admin/payments and of its CSV export: `search` looks in the student's
 * name and e-mail, and a number (`123` or `#123`) is also a payment's id.
 */
export const adminPaymentsFilterSchema = z.strictObject({
  search: z.string().trim().min(1).max(ADMIN_PAYMENTS_SEARCH_MAX_LENGTH).optional(),
  status: paymentLedgerStatusSchema.optional(),
  purpose: paymentPurposeSchema.optional(),
});
export type AdminPaymentsFilter = z.input<typeof adminPaymentsFilterSchema>;

export const adminPaymentsQuerySchema = adminPaymentsFilterSchema.extend({
  page: decimalTextSchema.pipe(z.number().int().min(1).max(10_000)).default(1),
  pageSize: decimalTextSchema
    .pipe(z.number().int().min(1).max(100))
    .default(ADMIN_PAYMENTS_PAGE_SIZE),
});
export type AdminPaymentsQuery = z.input<typeof adminPaymentsQuerySchema>;

export const adminPaymentListItemSchema = z.object({
  id: z.number().int(),
  student: z.object({ id: z.number().int(), fullName: z.string(), email: z.string() }),
  purpose: paymentPurposeSchema,
  /** The plan's name, or the test's title for a retake (the screens word it "Retake: …"). */
  description: z.string(),
  planId: z.string().nullable(),
  taskId: z.number().int().nullable(),
  price: moneySchema,
  /** Given back by succeeded refunds, in the payment's currency. */
  refunded: z.number().int().nonnegative(),
  /** The promotion code used and what it took off (`price` is after it); null without one. */
  promotion: z.object({ code: z.string(), discount: z.number().int().nonnegative() }).nullable(),
  provider: z.string(),
  status: paymentLedgerStatusSchema,
  createdAt: isoDateTimeSchema,
  paidAt: isoDateTimeSchema.nullable(),
});
export type AdminPaymentListItem = z.infer<typeof adminPaymentListItemSchema>;

/** Newest payments first. */
export const adminPaymentsResponseSchema = z.object({
  items: z.array(adminPaymentListItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AdminPaymentsResponse = z.infer<typeof adminPaymentsResponseSchema>;

export const adminPaymentParamsSchema = z.strictObject({ id: idTextSchema });

export const refundSchema = z.object({
  id: z.number().int(),
  amount: z.number().int().positive(),
  reason: z.string(),
  status: refundStatusSchema,
  /** Null once the staff member's account is gone, or for a refund made at the provider. */
  requestedBy: z.string().nullable(),
  /** Made in the payment provider's own dashboard, not asked for here (its webhook told it). */
  atProvider: z.boolean(),
  failureReason: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  settledAt: isoDateTimeSchema.nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** What happened to a payment, oldest first. */
export const paymentTimelineKinds = [
  'created',
  'paid',
  'declined',
  'cancelled',
  'expired',
  'webhook',
  'refund_requested',
  'refund_succeeded',
  'refund_failed',
] as const;
export const paymentTimelineEntrySchema = z.object({
  kind: z.enum(paymentTimelineKinds),
  at: isoDateTimeSchema,
  /** The webhook's event type, or the refund's amount. */
  eventType: z.string().nullable(),
  amount: z.number().int().nullable(),
});
export type PaymentTimelineEntry = z.infer<typeof paymentTimelineEntrySchema>;

export const adminPaymentSchema = adminPaymentListItemSchema.extend({
  cardLabel: z.string().nullable(),
  providerReference: z.string().nullable(),
  /** What a refund may still give back: the amount less refunded and refunds under way. */
  refundable: z.number().int().nonnegative(),
  /**
   * For a retake: whether its attempt has been used (a refund is then refused); null for
   * a subscription.
   */
  retakeUsed: z.boolean().nullable(),
  timeline: z.array(paymentTimelineEntrySchema),
  refunds: z.array(refundSchema),
  /** The access periods the payment bought (worded as the student's own history). */
  periods: z.array(subscriptionSchema),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** The longest reason of a refund or a grant, in characters, plus one ("less than"). */
export const LEDGER_REASON_LESS_THAN = 500;

const reasonSchema = (m: MessageFormatter) =>
  trimmedText(LEDGER_REASON_LESS_THAN, m).min(1, { error: m('required') });

/**
 * POST admin/payments/{id}/refunds (with an `idempotency-key` header, one per attempt): how
 * much (minor units) and why.
 */
export const refundRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    amount: z
      .number({ error: m('required') })
      .int({ error: m('required') })
      .positive({ error: m('required') })
      .max(2_000_000_000),
    reason: reasonSchema(m),
  });
export type RefundRequest = z.input<ReturnType<typeof refundRequestSchema>>;

/** The refund asked for, and the payment as it stands after it. */
export const refundResultSchema = z.object({ refund: refundSchema, payment: adminPaymentSchema });
export type RefundResult = z.infer<typeof refundResultSchema>;

/** The most a grant gives at once. */
export const GRANT_MAX_DAYS = 366;
export const GRANT_MAX_MONTHS = 12;

/**
 * POST admin/users/{id}/grants: access without payment, N days or N months, chained after
 * the student's running access as a renewal is, with a reason (kept in the audit log).
 */
export const grantRequestSchema = (m: MessageFormatter = englishMessages) =>
  z
    .strictObject({
      length: z.number({ error: m('required') }).int({ error: m('required') }),
      unit: z.enum(['days', 'months'], { error: m('invalidOption') }),
      reason: reasonSchema(m),
    })
    .superRefine((grant, ctx) => {
      const max = grant.unit === 'days' ? GRANT_MAX_DAYS : GRANT_MAX_MONTHS;
      if (grant.length < 1 || grant.length > max) {
        ctx.addIssue({
          code: 'custom',
          path: ['length'],
          message: m('wholeNumberRange', { min: 1, max }),
          input: grant.length,
        });
      }
    });
export type GrantRequest = z.input<ReturnType<typeof grantRequestSchema>>;

/** GET admin/users/{id}/payments: a student's payments, newest first, as the ledger lists them. */
export const adminUserPaymentsResponseSchema = z.object({
  items: z.array(adminPaymentListItemSchema),
});
export type AdminUserPaymentsResponse = z.infer<typeof adminUserPaymentsResponseSchema>;

/**
 * GET admin/payments/totals: the academy's takings in its currency (BILLING_CURRENCY),
 * succeeded payments less succeeded refunds, per month (the last twelve, in the academy's
 * time zone, a payment in the month it was paid, a refund in the month it was settled) and
 * per plan (a retake as its own line, `planId` null) over those months.
 */
export const PAYMENT_TOTALS_MONTHS = 12;
export const paymentTotalsResponseSchema = z.object({
  currency: z.string(),
  months: z.array(
    z.object({
      /** `YYYY-MM`. */
      month: z.string(),
      paid: z.number().int(),
      refunded: z.number().int(),
      net: z.number().int(),
    }),
  ),
  plans: z.array(
    z.object({
      planId: z.string().nullable(),
      name: z.string().nullable(),
      paid: z.number().int(),
      refunded: z.number().int(),
      net: z.number().int(),
    }),
  ),
});
export type PaymentTotalsResponse = z.infer<typeof paymentTotalsResponseSchema>;

/**
 * The columns of the payments CSV, in order. Amounts are in the currency's major units
 * (`29.00`): `amount` is what was paid, `discount` what a promotion code took off.
 */
export const paymentsCsvColumns = [
  'id',
  'createdAt',
  'paidAt',
  'student',
  'email',
  'purpose',
  'description',
  'amount',
  'promotionCode',
  'discount',
  'refunded',
  'currency',
  'provider',
  'status',
] as const;

export const paymentsCsvFileName = (day: string) => `payments-${day}.csv`;
