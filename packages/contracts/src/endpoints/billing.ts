import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  paymentResultSchema,
  paymentsResponseSchema,
  payRequestSchema,
  pricingResponseSchema,
  subscriptionsResponseSchema,
  updatePaymentRequestSchema,
  WEBHOOK_SIGNATURE_HEADER,
  webhookEventSchema,
  webhookParamsSchema,
} from '../billing.js';
import { defineEndpoint } from '../endpoint.js';

/*
 * Pricing, subscriptions and payments (subscriptions, payments/pay, PATCH payments).
 * None of them needs learning access: a student whose trial has ended pays here.
 */

export const pricing = defineEndpoint({
  operationId: 'getPricing',
  method: 'GET',
  path: '/pricing',
  access: 'public',
  tag: 'billing',
  summary: 'The subscription plans, the free trial and the price of a test retake',
  responses: { 200: pricingResponseSchema },
});

export const subscriptions = defineEndpoint({
  operationId: 'listMySubscriptions',
  method: 'GET',
  path: '/subscriptions',
  access: 'student',
  tag: 'billing',
  summary: "The caller's trial and paid periods, and the learning access they give now",
  responses: { 200: subscriptionsResponseSchema },
});

export const payments = defineEndpoint({
  operationId: 'listMyPayments',
  method: 'GET',
  path: '/payments',
  access: 'student',
  tag: 'billing',
  summary: "The caller's payment history, newest first",
  responses: { 200: paymentsResponseSchema },
});

export const pay = defineEndpoint({
  operationId: 'pay',
  method: 'POST',
  path: '/payments/pay',
  access: 'student',
  tag: 'billing',
  summary: 'Pay for a subscription plan or for the retake of a failed test',
  description:
    `Needs an \`${IDEMPOTENCY_KEY_HEADER}\` header, unique per payment attempt and kept ` +
    'for at least 24 hours: a replay answers the stored answer, the same key with another ' +
    'body is a 422, and a request while the first with its key is still running a 409. ' +
    'The card is a token of the payment provider; card numbers never reach the server. ' +
    'A succeeded payment activates or extends the subscription, or unlocks the retake, in ' +
    'the same transaction.',
  headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema }),
  body: payRequestSchema,
  responses: { 201: paymentResultSchema },
  errors: {
    400: ['ERR_PAYMENT_TOKEN_INVALID'],
    402: ['ERR_PAYMENT_DECLINED'],
    404: ['ERR_PLAN_NOT_FOUND', 'ERR_TASK_NOT_EXISTS'],
    409: ['ERR_IDEMPOTENCY_KEY_IN_USE', 'ERR_TASK_RETAKE_NOT_AVAILABLE'],
    422: ['ERR_IDEMPOTENCY_KEY_REUSED'],
    503: ['ERR_PAYMENT_PROVIDER_UNAVAILABLE'],
  },
});

export const updatePayment = defineEndpoint({
  operationId: 'updatePayment',
  method: 'PATCH',
  path: '/payments',
  access: 'student',
  tag: 'billing',
  summary: 'Confirm or cancel a pending payment of the caller',
  body: updatePaymentRequestSchema,
  responses: { 200: paymentResultSchema },
  errors: {
    402: ['ERR_PAYMENT_DECLINED'],
    404: ['ERR_PAYMENT_NOT_FOUND'],
    409: ['ERR_PAYMENT_NOT_PENDING'],
    503: ['ERR_PAYMENT_PROVIDER_UNAVAILABLE'],
  },
});

export const paymentWebhook = defineEndpoint({
  operationId: 'receivePaymentWebhook',
  method: 'POST',
  path: '/payments/webhooks/:provider',
  access: 'public',
  tag: 'billing',
  summary: "A payment provider's signed event about a payment",
  description:
    `Signed by the provider in the \`${WEBHOOK_SIGNATURE_HEADER}\` header over the raw body; ` +
    'a missing, forged or stale signature is refused. Delivering an event twice changes ' +
    'nothing the second time.',
  params: webhookParamsSchema,
  headers: z.object({ [WEBHOOK_SIGNATURE_HEADER]: z.string().min(1).max(1024) }),
  body: webhookEventSchema,
  responses: { 204: null },
  errors: { 400: ['ERR_WEBHOOK_SIGNATURE_INVALID'], 404: ['ERR_NOT_FOUND'] },
});
