import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, type PayRequest } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.js';
import { payments, subscriptionPlans, subscriptions } from '../db/schema/index.js';
import {
  createSandboxProvider,
  type PaymentProvider,
  signWebhook,
} from '../modules/billing/index.js';
import type { SignedIn } from './task-requests.js';

/*
 * Billing for API tests: plans straight in the database, periods of any kind and dates,
 * the real sandbox provider wrapped only to count its calls, and the billing requests.
 */

export const TEST_WEBHOOK_SECRET = 'test-webhook-secret-of-at-least-32-bytes!';

/** The billing settings of an API test app: the sandbox, signed with TEST_WEBHOOK_SECRET. */
export const testBillingConfig = {
  currency: 'USD',
  retakePrice: 1500,
  paymentProvider: 'sandbox',
  paymentWebhookSecret: TEST_WEBHOOK_SECRET,
  receiptIssuer: {
    name: 'Academy of Tests',
    address: '1 Test Street, Yerevan 0010, Armenia',
    tax: { name: 'VAT', ratePercent: 20 },
  },
  stripe: null,
  reminderDaysBeforeEnd: 3,
  reminderPollIntervalMs: 60_000,
} as const;

export const testPlans = [
  {
    id: 'online-1',
    name: 'Online · monthly',
    nameRu: 'Онлайн · помесячно',
    courseType: 'online',
    periodMonths: 1,
    priceAmount: 2900,
  },
  {
    id: 'online-12',
    name: 'Online · 12 months',
    nameRu: 'Онлайн · 12 месяцев',
    courseType: 'online',
    periodMonths: 12,
    priceAmount: 24900,
  },
  {
    id: 'offline-1',
    name: 'Offline · monthly',
    nameRu: 'Офлайн · помесячно',
    courseType: 'offline',
    periodMonths: 1,
    priceAmount: 4900,
  },
  {
    id: 'retired',
    name: 'Old plan',
    nameRu: 'Старый тариф',
    courseType: 'online',
    periodMonths: 6,
    priceAmount: 9900,
    isActive: false,
  },
] as const;

export async function createPlans(app: FastifyInstance): Promise<void> {
  await app.db
    .insert(subscriptionPlans)
    .values(testPlans.map((plan, position) => ({ ...plan, currency: 'USD', position })))
    .onConflictDoNothing();
}

/** An access period straight in the database (a paid one needs a plan). */
export async function createPeriod(
  app: FastifyInstance,
  userId: number,
  period: {
    kind: 'trial' | 'paid';
    startsAt: Date;
    endsAt: Date;
    planId?: string;
    status?: 'active' | 'cancelled';
  },
): Promise<number> {
  const [row] = await app.db
    .insert(subscriptions)
    .values({
      userId,
      kind: period.kind,
      planId: period.kind === 'paid' ? (period.planId ?? 'online-1') : null,
      startsAt: period.startsAt,
      endsAt: period.endsAt,
      status: period.status ?? 'active',
    })
    .returning({ id: subscriptions.id });
  if (!row) throw new Error('Period insert returned no row');
  return row.id;
}

/**
 * The sandbox provider, counting its calls; `failNext` makes the next charge throw,
 * `failNextRefund` the next refund; `refundsAnswer` makes its refunds answer `pending` (a real
 * provider's, settled by its webhook) or `failed` instead of the sandbox's `succeeded`.
 */
export function countingSandbox(webhookSecret = TEST_WEBHOOK_SECRET) {
  const sandbox = createSandboxProvider({ webhookSecret });
  const calls = { charge: 0, confirm: 0, cancel: 0, refund: 0 };
  let failures = 0;
  let refundFailures = 0;
  let refundStatus: 'succeeded' | 'pending' | 'failed' = 'succeeded';
  const provider: PaymentProvider = {
    name: sandbox.name,
    webhookSignatureHeader: sandbox.webhookSignatureHeader,
    async charge(request) {
      calls.charge++;
      if (failures > 0) {
        failures--;
        throw new Error('sandbox unreachable');
      }
      return sandbox.charge(request);
    },
    async confirm(reference) {
      calls.confirm++;
      return sandbox.confirm(reference);
    },
    async cancel(reference) {
      calls.cancel++;
      return sandbox.cancel(reference);
    },
    async refund(request) {
      calls.refund++;
      if (refundFailures > 0) {
        refundFailures--;
        throw new Error('sandbox unreachable');
      }
      const result = await sandbox.refund(request);
      return refundStatus === 'succeeded' ? result : { ...result, status: refundStatus };
    },
    verifyWebhook: (rawBody, header, now) => sandbox.verifyWebhook(rawBody, header, now),
  };
  return {
    provider,
    calls,
    failNext(count = 1) {
      failures = count;
    },
    failNextRefund(count = 1) {
      refundFailures = count;
    },
    refundsAnswer(status: 'succeeded' | 'pending' | 'failed') {
      refundStatus = status;
    },
  };
}

export const pay = (
  app: FastifyInstance,
  user: SignedIn,
  key: string | null,
  body: PayRequest | Record<string, unknown>,
) =>
  app.inject({
    method: 'POST',
    url: '/v1/payments/pay',
    headers: { ...user.headers, ...(key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }) },
    payload: body,
  });

export const updatePayment = (
  app: FastifyInstance,
  user: SignedIn,
  paymentId: number,
  action: 'confirm' | 'cancel',
) =>
  app.inject({
    method: 'PATCH',
    url: '/v1/payments',
    headers: user.headers,
    payload: { paymentId, action },
  });

/** Posts a webhook body signed with `secret` at `at` (or with the header given). */
export const webhook = (
  app: FastifyInstance,
  event: Record<string, unknown>,
  options: { at?: Date; secret?: string; signature?: string | null; provider?: string } = {},
) => {
  const rawBody = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? signWebhook(options.secret ?? TEST_WEBHOOK_SECRET, rawBody, options.at ?? app.now())
      : options.signature;
  return app.inject({
    method: 'POST',
    url: `/v1/payments/webhooks/${options.provider ?? 'sandbox'}`,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'academy-signature': signature }),
    },
    payload: rawBody,
  });
};

/**
 * A succeeded retake payment of the user for the test, written straight to the database as
 * payments/pay records one: what unlocks the test's second attempt. Answers its id.
 */
export async function recordPaidRetake(db: Executor, userId: number, taskId: number) {
  const [row] = await db
    .insert(payments)
    .values({
      userId,
      idempotencyKey: `retake-${randomUUID()}`,
      requestHash: `retake-${taskId}`,
      status: 'succeeded',
      purpose: 'retake',
      amount: 1500,
      currency: 'USD',
      description: 'Retake',
      provider: 'sandbox',
      responseStatusCode: 201,
      paidAt: new Date(),
      taskId,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('Payment insert returned no row');
  return row.id;
}
