import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, subscriptionSchema } from '../billing.js';
import { defineEndpoint } from '../endpoint.js';
import {
  adminPaymentParamsSchema,
  adminPaymentSchema,
  adminPaymentsFilterSchema,
  adminPaymentsQuerySchema,
  adminPaymentsResponseSchema,
  adminUserPaymentsResponseSchema,
  grantRequestSchema,
  paymentTotalsResponseSchema,
  refundRequestSchema,
  refundResultSchema,
} from '../payment-ledger.js';
import { adminUserParamsSchema } from '../user-admin.js';

/* The payments ledger, refunds and grants (ARCHITECTURE.md, "Payments ledger"). Admins only. */

const admin = { access: 'admin', tag: 'payments' } as const;

export const listAdminPayments = defineEndpoint({
  ...admin,
  operationId: 'listAdminPayments',
  method: 'GET',
  path: '/admin/payments',
  summary: "Payments, newest first: search by the student's name or e-mail or the payment's id",
  query: adminPaymentsQuerySchema,
  responses: { 200: adminPaymentsResponseSchema },
});

export const exportAdminPayments = defineEndpoint({
  ...admin,
  operationId: 'exportAdminPayments',
  method: 'GET',
  path: '/admin/payments/export',
  summary: 'The payments of a filter as CSV (UTF-8 with a byte order mark), newest first, streamed',
  query: adminPaymentsFilterSchema,
  responses: { 200: z.unknown().describe('The CSV file (text/csv)') },
  responseType: 'binary',
});

export const getPaymentTotals = defineEndpoint({
  ...admin,
  operationId: 'getPaymentTotals',
  method: 'GET',
  path: '/admin/payments/totals',
  summary: "The academy's takings less refunds, per month and per plan, in its currency",
  responses: { 200: paymentTotalsResponseSchema },
});

export const getAdminPayment = defineEndpoint({
  ...admin,
  operationId: 'getAdminPayment',
  method: 'GET',
  path: '/admin/payments/:id',
  summary: 'A payment with its timeline, refunds and the access periods it bought',
  params: adminPaymentParamsSchema,
  responses: { 200: adminPaymentSchema },
  errors: { 404: ['ERR_PAYMENT_NOT_FOUND'] },
});

export const getAdminPaymentReceipt = defineEndpoint({
  ...admin,
  operationId: 'getAdminPaymentReceipt',
  method: 'GET',
  path: '/admin/payments/:id/receipt',
  summary: "A succeeded payment's receipt as a PDF, as the student got it (in their language)",
  params: adminPaymentParamsSchema,
  responses: { 200: z.unknown().describe('The PDF') },
  responseType: 'binary',
  errors: { 404: ['ERR_PAYMENT_NOT_FOUND'] },
});

export const getAdminCreditNote = defineEndpoint({
  ...admin,
  operationId: 'getAdminCreditNote',
  method: 'GET',
  path: '/admin/credit-notes/:id',
  summary: "A succeeded refund's credit note as a PDF, as the student got it (in their language)",
  description: "The id is the refund's (a payment's page lists its refunds).",
  params: adminPaymentParamsSchema,
  responses: { 200: z.unknown().describe('The PDF') },
  responseType: 'binary',
  errors: { 404: ['ERR_CREDIT_NOTE_NOT_FOUND'] },
});

export const refundPayment = defineEndpoint({
  ...admin,
  operationId: 'refundPayment',
  method: 'POST',
  path: '/admin/payments/:id/refunds',
  summary: 'Give back a succeeded payment in full or in part, with a reason',
  description:
    `Needs an \`${IDEMPOTENCY_KEY_HEADER}\` header, one per refund attempt: a replay answers ` +
    'the same refund, the same key with another body is a 422, a request while the first ' +
    'with its key is still at the provider a 409. The refunds of a payment never total ' +
    'more than it took. A subscription refund shortens the access it bought in proportion ' +
    '(a full one ends it); a retake refund removes the unlock, and is refused once the ' +
    'retake has been used.',
  params: adminPaymentParamsSchema,
  headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema }),
  body: refundRequestSchema(),
  responses: { 201: refundResultSchema },
  errors: {
    404: ['ERR_PAYMENT_NOT_FOUND'],
    409: [
      'ERR_PAYMENT_NOT_REFUNDABLE',
      'ERR_REFUND_EXCEEDS_PAYMENT',
      'ERR_REFUND_RETAKE_USED',
      'ERR_REFUND_IN_PROGRESS',
    ],
    422: ['ERR_IDEMPOTENCY_KEY_REUSED'],
    503: ['ERR_PAYMENT_PROVIDER_UNAVAILABLE'],
  },
});

export const listAdminUserPayments = defineEndpoint({
  ...admin,
  operationId: 'listAdminUserPayments',
  method: 'GET',
  path: '/admin/users/:id/payments',
  summary: "A user's payments, newest first",
  params: adminUserParamsSchema,
  responses: { 200: adminUserPaymentsResponseSchema },
  errors: { 404: ['ERR_USER_NOT_EXISTS'] },
});

export const grantAccess = defineEndpoint({
  ...admin,
  operationId: 'grantAccess',
  method: 'POST',
  path: '/admin/users/:id/grants',
  summary: 'Give a student access without payment (N days or months), after their running access',
  params: adminUserParamsSchema,
  body: grantRequestSchema(),
  responses: { 201: subscriptionSchema },
  errors: { 404: ['ERR_USER_NOT_EXISTS'], 409: ['ERR_GRANT_NEEDS_STUDENT'] },
});
