import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';
import { paymentPurposeSchema, paymentStatusSchema, subscriptionStatusSchema } from './enums.js';

export const subscriptionSchema = z.object({
  id: z.number().int(),
  plan: z.string(),
  status: subscriptionStatusSchema,
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;
/** GET subscriptions: the list comes in a data field (spec §3). */
export const subscriptionsResponseSchema = z.object({ data: z.array(subscriptionSchema) });
export type SubscriptionsResponse = z.infer<typeof subscriptionsResponseSchema>;

/**
 * What the paid retake of a failed test costs: minor units (cents) and the ISO 4217 currency.
 * The one price a retake payment is recorded with.
 */
export const RETAKE_PRICE = { amount: 1500, currency: 'USD' } as const;

/** Idempotency-Key header of payments/pay: the same key never charges twice. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z.string().min(8).max(255);

/** POST payments/pay. The card is a provider token (no card numbers reach the server). */
export const payRequestSchema = z.discriminatedUnion('purpose', [
  z.strictObject({
    purpose: z.literal(paymentPurposeSchema.enum.subscription),
    planId: z.string().min(1).max(64),
    cardToken: z.string().min(1).max(255),
  }),
  z.strictObject({
    purpose: z.literal(paymentPurposeSchema.enum.retake),
    taskId: z.number().int().positive(),
    cardToken: z.string().min(1).max(255),
  }),
]);
export type PayRequest = z.infer<typeof payRequestSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  purpose: paymentPurposeSchema,
  status: paymentStatusSchema,
  /** Minor units (cents). */
  amount: z.number().int(),
  currency: z.string().length(3),
  createdAt: isoDateTimeSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

/** PATCH payments: confirm or cancel a pending payment. */
export const updatePaymentRequestSchema = z.strictObject({
  paymentId: z.number().int().positive(),
  action: z.enum(['confirm', 'cancel']),
});
export type UpdatePaymentRequest = z.infer<typeof updatePaymentRequestSchema>;
