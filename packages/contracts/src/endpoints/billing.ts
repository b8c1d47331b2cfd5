import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  paymentAttemptParamsSchema,
  paymentAttemptSchema,
  paymentResultSchema,
  paymentsResponseSchema,
  payRequestSchema,
  pricingResponseSchema,
  STRIPE_SIGNATURE_HEADER,
  subscriptionsResponseSchema,
  updatePaymentRequestSchema,
  WEBHOOK_SIGNATURE_HEADER,
  webhookEventSchema,
  webhookParamsSchema,
} from '../billing.js';
import { pdfLanguageQuerySchema } from '../certificates.js';
import { idParamsSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

/*
 * Pricing, subscriptions and payments (subscriptions, payments/pay, PATCH payments).
 * None of them needs learning access: a student whose trial has ended pays here.
 */

export const getPricing = defineEndpoint({
  operationId: 'getPricing',
  method: 'GET',
  path: '/pricing',
  access: 'public',
  tag: 'billing',
  summary:
    'The subscription plans, the free trial, the price of a test retake and the payment provider',
  responses: { 200: pricingResponseSchema },
});

export const listMySubscriptions = defineEndpoint({
  operationId: 'listMySubscriptions',
  method: 'GET',
  path: '/subscriptions',
  access: 'student',
  tag: 'billing',
  summary: "The caller's trial and paid periods, and the learning access they give now",
  responses: { 200: subscriptionsResponseSchema },
});

export const listMyPayments = defineEndpoint({
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
    "the same transaction. A plan must open at least one of the caller's directions (its " +
    'course format): with no enrolment, or only of the other format, it is refused. ' +
    '`expectedPrice` is the price the student was shown: when the price is another now, ' +
    'the answer is 409 ERR_PRICE_CHANGED and nothing is charged. With `promotionCode` it ' +
    'is the discounted price; a code no longer valid is refused with its own error and ' +
    'nothing is charged. A code counts one use, given back when the payment is declined, ' +
    'cancelled or expires. After a 503 the same request may go again within ' +
    'PAYMENT_CONFIRMATION_MINUTES (15); later its key answers 409 ERR_PAYMENT_EXPIRED ' +
    'and nothing is charged.',
  headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema }),
  body: payRequestSchema,
  responses: { 201: paymentResultSchema },
  errors: {
    400: ['ERR_PAYMENT_TOKEN_INVALID'],
    402: ['ERR_PAYMENT_DECLINED'],
    404: ['ERR_PLAN_NOT_FOUND', 'ERR_TASK_NOT_EXISTS', 'ERR_PROMOTION_CODE_UNKNOWN'],
    409: [
      'ERR_PRICE_CHANGED',
      'ERR_IDEMPOTENCY_KEY_IN_USE',
      'ERR_PAYMENT_EXPIRED',
      'ERR_TASK_RETAKE_NOT_AVAILABLE',
      'ERR_PLAN_NEEDS_DIRECTION',
      'ERR_PLAN_OTHER_FORMAT',
      'ERR_PROMOTION_CODE_NOT_STARTED',
      'ERR_PROMOTION_CODE_EXPIRED',
      'ERR_PROMOTION_CODE_USED_UP',
      'ERR_PROMOTION_CODE_NOT_FOR_PLAN',
    ],
    422: ['ERR_IDEMPOTENCY_KEY_REUSED'],
    503: ['ERR_PAYMENT_PROVIDER_UNAVAILABLE'],
  },
});

export const getMyPaymentReceipt = defineEndpoint({
  operationId: 'getMyPaymentReceipt',
  method: 'GET',
  path: '/receipts/:id',
  access: 'student',
  tag: 'billing',
  summary:
    "The receipt of one of the caller's succeeded payments as a PDF, in the language asked " +
    "for (else the caller's)",
  description:
    'The academy, the student, what was bought, the amount, the tax it includes when a rate ' +
    'is configured, the payment number and the date. Any other payment is not found.',
  params: idParamsSchema,
  query: pdfLanguageQuerySchema,
  responses: { 200: z.unknown().describe('The PDF') },
  responseType: 'binary',
  errors: { 404: ['ERR_PAYMENT_NOT_FOUND'] },
});

export const getMyCreditNote = defineEndpoint({
  operationId: 'getMyCreditNote',
  method: 'GET',
  path: '/credit-notes/:id',
  access: 'student',
  tag: 'billing',
  summary:
    "The credit note of a succeeded refund of one of the caller's payments as a PDF, in the " +
    "language asked for (else the caller's)",
  description:
    'Its number (`CN-` and the refund id), the original payment and its date, what was ' +
    'bought, the amount refunded and the tax it includes when a rate is configured. The id ' +
    "is the refund's (GET payments lists them as `creditNotes`). Any other refund is not found.",
  params: idParamsSchema,
  query: pdfLanguageQuerySchema,
  responses: { 200: z.unknown().describe('The PDF') },
  responseType: 'binary',
  errors: { 404: ['ERR_CREDIT_NOTE_NOT_FOUND'] },
});

export const getMyPaymentAttempt = defineEndpoint({
  operationId: 'getMyPaymentAttempt',
  method: 'GET',
  path: '/payments/attempts/:key',
  access: 'student',
  tag: 'billing',
  summary: "Where the caller's payment attempt with this idempotency key stands",
  description:
    'For a page reloaded while its payment ran: processing (no outcome stored yet), ' +
    'unfinished (the provider did not answer; the same request may be sent again) or the ' +
    "payment as it stands. Keys are the caller's own: another student's key is not found.",
  params: paymentAttemptParamsSchema,
  responses: { 200: paymentAttemptSchema },
  errors: { 404: ['ERR_PAYMENT_NOT_FOUND'] },
});

export const updatePayment = defineEndpoint({
  operationId: 'updatePayment',
  method: 'PATCH',
  path: '/payments',
  access: 'student',
  tag: 'billing',
  summary: 'Confirm or cancel a pending payment of the caller',
  description:
    'A payment waits for confirmation PAYMENT_CONFIRMATION_MINUTES (15) from its charge; ' +
    'after that it is expired (409 ERR_PAYMENT_EXPIRED) and nothing was charged.',
  body: updatePaymentRequestSchema,
  responses: { 200: paymentResultSchema },
  errors: {
    402: ['ERR_PAYMENT_DECLINED'],
    404: ['ERR_PAYMENT_NOT_FOUND'],
    409: ['ERR_PAYMENT_NOT_PENDING', 'ERR_PAYMENT_EXPIRED'],
    503: ['ERR_PAYMENT_PROVIDER_UNAVAILABLE'],
  },
});

export const receivePaymentWebhook = defineEndpoint({
  operationId: 'receivePaymentWebhook',
  method: 'POST',
  path: '/payments/webhooks/:provider',
  access: 'public',
  tag: 'billing',
  summary: "A payment provider's signed event about a payment",
  description:
    `Signed by the provider over the raw body, in the \`${WEBHOOK_SIGNATURE_HEADER}\` header ` +
    `(the sandbox) or the \`${STRIPE_SIGNATURE_HEADER}\` header (Stripe, whose events are ` +
    'mapped onto this body first; its other event types are acknowledged and ignored); a ' +
    'missing, forged or stale signature is refused. Delivering an event twice changes ' +
    'nothing the second time.',
  params: webhookParamsSchema,
  headers: z.object({
    [WEBHOOK_SIGNATURE_HEADER]: z.string().min(1).max(1024).optional(),
    [STRIPE_SIGNATURE_HEADER]: z.string().min(1).max(1024).optional(),
  }),
  body: webhookEventSchema,
  responses: { 204: null },
  errors: { 400: ['ERR_WEBHOOK_SIGNATURE_INVALID'], 404: ['ERR_NOT_FOUND'] },
});
