import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  IDEMPOTENCY_KEY_HEADER,
  type PaymentAttempt,
  type PaymentResult,
  type PricingResponse,
  type RefundResult,
  STRIPE_SIGNATURE_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
} from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRefunds, payments, subscriptions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createPlans, pay, testBillingConfig, updatePayment } from '../../test/billing-builders.js';
import { bearer, createUser, login, testClock } from '../../test/builders.js';
import { createContent } from '../../test/learning-builders.js';
import { type StripeStandIn, startStripeStandIn } from '../../test/stripe-stand-in.js';
import { type SignedIn, signedIn } from '../../test/task-requests.js';
import { resolveStripeKeyPrefix, STRIPE_KEY_PREFIX_FILE } from './providers/index.js';

/*
 * The whole payment path with PAYMENT_PROVIDER=stripe (README.md, "Stripe"): the app built
 * with the Stripe configuration, the real provider and SDK, Stripe's API played by the local
 * stand-in, and webhooks signed by the SDK's own test header.
 */

const WEBHOOK_SECRET = 'whsec_test_app_secret';
const clock = testClock('2030-05-10T10:00:00.000Z');
const sdk = new Stripe('sk_test_signing_only');
let standIn: StripeStandIn;
let t: TestApp;
let directionId = 0;
let admin: Record<string, string> = {};
let keyNumber = 0;
const newKey = () => `stripe-key-${++keyNumber}-${Date.now()}`;

const plan = (cardToken: string) => ({
  purpose: 'subscription',
  planId: 'online-1',
  expectedPrice: { amount: 2900, currency: 'USD' },
  cardToken,
});

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await buildTestApp(
    {
      billing: {
        ...testBillingConfig,
        paymentProvider: 'stripe',
        stripe: {
          secretKey: standIn.secretKey,
          webhookSecret: WEBHOOK_SECRET,
          publishableKey: 'pk_test_academy',
          apiBase: { protocol: 'http', host: '127.0.0.1', port: standIn.port },
          // Generated once into DATA_DIR, as an install without STRIPE_IDEMPOTENCY_PREFIX does.
          keyPrefix: null,
        },
      },
    },
    { now: clock.now },
  );
  await createPlans(t.app);
  directionId = (await createContent(t.app, { directionTitle: 'Stripe direction' })).directionId;
  admin = bearer((await login(t.app, await createUser(t.app, { role: 'admin' }))).accessToken);
});

afterAll(async () => {
  await t.close();
  await standIn.stop();
});

const enrolled = () => signedIn(t.app, { directionId, access: 'none' });

const paidPeriods = (userId: number) =>
  t.app.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.kind, 'paid')));

async function paymentRow(id: number) {
  const [row] = await t.app.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error(`no payment ${id}`);
  return row;
}

/** Posts a Stripe event signed as Stripe signs it (the SDK's test header). */
function stripeWebhook(
  event: { id: string; type: string; object: Record<string, unknown> },
  options: { secret?: string; at?: Date; header?: string } = {},
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(clock.now().getTime() / 1000),
    livemode: false,
    type: event.type,
    data: { object: event.object },
  });
  const signature = sdk.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: Math.floor((options.at ?? clock.now()).getTime() / 1000),
  });
  return t.app.inject({
    method: 'POST',
    url: '/v1/payments/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      [options.header ?? STRIPE_SIGNATURE_HEADER]: signature,
    },
    payload,
  });
}

describe('GET /v1/pricing with Stripe', () => {
  it('tells the browser the provider and its publishable key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/pricing' });
    expect(response.json<PricingResponse>().paymentProvider).toEqual({
      name: 'stripe',
      publishableKey: 'pk_test_academy',
    });
  });
});

describe('POST /v1/payments/pay with Stripe', () => {
  it('charges a confirmation token: succeeded, the period and the card label', async () => {
    const student = await enrolled();
    const key = newKey();
    const response = await pay(t.app, student, key, plan('ctoken_succeeds'));
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<PaymentResult>();
    expect(result).toMatchObject({
      confirmationRequired: false,
      payment: { status: 'succeeded', cardLabel: 'Visa •••• 4242' },
    });
    expect(result.nextAction).toBeUndefined();
    const row = await paymentRow(result.payment.id);
    expect(row.provider).toBe('stripe');
    const intent = standIn.paymentIntents.get(row.providerReference ?? '');
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 2900,
      currency: 'usd',
      description: 'Online · monthly',
      metadata: { payment_id: String(result.payment.id) },
    });
    expect(await paidPeriods(student.id)).toHaveLength(1);
    // The same request again: the stored answer, no second PaymentIntent.
    const before = standIn.paymentIntents.size;
    expect((await pay(t.app, student, key, plan('ctoken_succeeds'))).json()).toEqual(result);
    expect(standIn.paymentIntents.size).toBe(before);
  });

  it('answers a decline with 402 and changes nothing', async () => {
    const student = await enrolled();
    const response = await pay(t.app, student, newKey(), plan('ctoken_declines'));
    expect(response.json()).toEqual({ statusCode: 402, message: 'ERR_PAYMENT_DECLINED' });
    expect(await paidPeriods(student.id)).toEqual([]);
  });

  it('refuses an unknown confirmation token with 400, keeping nothing', async () => {
    const student = await enrolled();
    const response = await pay(t.app, student, newKey(), plan('ctoken_forged'));
    expect(response.json()).toEqual({ statusCode: 400, message: 'ERR_PAYMENT_TOKEN_INVALID' });
    expect(await t.app.db.select().from(payments).where(eq(payments.userId, student.id))).toEqual(
      [],
    );
  });

  it('3-D Secure: the client secret for the browser, then PATCH confirm reads the outcome', async () => {
    const student = await enrolled();
    const key = newKey();
    const response = await pay(t.app, student, key, plan('ctoken_requires_action'));
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<PaymentResult>();
    const row = await paymentRow(result.payment.id);
    const intent = standIn.paymentIntents.get(row.providerReference ?? '');
    expect(result).toMatchObject({
      confirmationRequired: true,
      payment: { status: 'pending', cardLabel: 'Visa •••• 3155' },
      nextAction: { clientSecret: intent?.client_secret },
    });
    // A replay (a reloaded page retrying) gets the same secret, and no second PaymentIntent.
    expect((await pay(t.app, student, key, plan('ctoken_requires_action'))).json()).toEqual(result);

    // Confirmed before the bank's step is done: still waiting.
    const early = await updatePayment(t.app, student, result.payment.id, 'confirm');
    expect(early.statusCode).toBe(200);
    expect(early.json<PaymentResult>()).toMatchObject({
      confirmationRequired: true,
      payment: { status: 'pending' },
    });
    expect(await paidPeriods(student.id)).toEqual([]);

    // Stripe.js's handleNextAction in the browser passes the step; then the confirmation.
    standIn.authenticate(row.providerReference ?? '');
    const confirmed = await updatePayment(t.app, student, result.payment.id, 'confirm');
    expect(confirmed.json<PaymentResult>()).toMatchObject({
      confirmationRequired: false,
      payment: { status: 'succeeded', cardLabel: 'Visa •••• 3155' },
    });
    expect(await paidPeriods(student.id)).toHaveLength(1);
  });

  it('3-D Secure failed: PATCH confirm answers the decline', async () => {
    const student = await enrolled();
    const result = (
      await pay(t.app, student, newKey(), plan('ctoken_requires_action'))
    ).json<PaymentResult>();
    standIn.failAuthentication((await paymentRow(result.payment.id)).providerReference ?? '');
    expect((await updatePayment(t.app, student, result.payment.id, 'confirm')).json()).toEqual({
      statusCode: 402,
      message: 'ERR_PAYMENT_DECLINED',
    });
    expect((await paymentRow(result.payment.id)).status).toBe('declined');
  });

  it('cancels the PaymentIntent of a waiting payment', async () => {
    const student = await enrolled();
    const result = (
      await pay(t.app, student, newKey(), plan('ctoken_requires_action'))
    ).json<PaymentResult>();
    const cancelled = await updatePayment(t.app, student, result.payment.id, 'cancel');
    expect(cancelled.json<PaymentResult>().payment.status).toBe('cancelled');
    const reference = (await paymentRow(result.payment.id)).providerReference ?? '';
    expect(standIn.paymentIntents.get(reference)?.status).toBe('canceled');
  });

  it('answers 503 while Stripe cannot be reached; the same key then charges once', async () => {
    const student = await enrolled();
    const key = newKey();
    await standIn.stop();
    try {
      const down = await pay(t.app, student, key, plan('ctoken_succeeds'));
      expect(down.json()).toEqual({ statusCode: 503, message: 'ERR_PAYMENT_PROVIDER_UNAVAILABLE' });
    } finally {
      await standIn.start();
    }
    const before = standIn.paymentIntents.size;
    const again = await pay(t.app, student, key, plan('ctoken_succeeds'));
    expect(again.statusCode, again.body).toBe(201);
    expect(standIn.paymentIntents.size).toBe(before + 1);
    expect(await paidPeriods(student.id)).toHaveLength(1);
  });
});

const attemptOf = (student: SignedIn, key: string) =>
  t.app.inject({ method: 'GET', url: `/v1/payments/attempts/${key}`, headers: student.headers });

describe('GET /v1/payments/attempts/{key} during 3-D Secure with Stripe', () => {
  it('gives a reloaded page the client secret while the bank’s step waits, to its student only', async () => {
    const student = await enrolled();
    const key = newKey();
    const result = (
      await pay(t.app, student, key, plan('ctoken_requires_action'))
    ).json<PaymentResult>();
    const reference = (await paymentRow(result.payment.id)).providerReference ?? '';
    const secret = standIn.paymentIntents.get(reference)?.client_secret;
    expect(secret).toEqual(expect.stringMatching(/^pi_\w+_secret_/));

    // The page reloaded during the bank's step: the attempt carries what it needs to finish it.
    const reloaded = await attemptOf(student, key);
    expect(reloaded.statusCode, reloaded.body).toBe(200);
    expect(reloaded.json<PaymentAttempt>()).toMatchObject({
      state: 'answered',
      payment: { id: result.payment.id, status: 'pending' },
      nextAction: { clientSecret: secret },
    });
    // Another student's reload of that key finds nothing (keys are per student).
    const other = await enrolled();
    expect((await attemptOf(other, key)).json()).toEqual({
      statusCode: 404,
      message: 'ERR_PAYMENT_NOT_FOUND',
    });

    // The step done in the browser: no secret any more, even before the confirmation.
    standIn.authenticate(reference);
    const authenticated = (await attemptOf(student, key)).json<PaymentAttempt>();
    expect(authenticated).toMatchObject({ state: 'answered', payment: { status: 'pending' } });
    expect(authenticated).not.toHaveProperty('nextAction');
    await updatePayment(t.app, student, result.payment.id, 'confirm');
    const settled = (await attemptOf(student, key)).json<PaymentAttempt>();
    expect(settled).toMatchObject({ state: 'answered', payment: { status: 'succeeded' } });
    expect(settled).not.toHaveProperty('nextAction');
    // Handed out, never written down (test/secrets-in-logs.ts checks every app's logs too).
    expect(JSON.stringify(t.logs)).not.toContain(secret);
  });

  it('gives no secret for a step abandoned, an expired payment, or while Stripe is down', async () => {
    const student = await enrolled();
    const abandoned = newKey();
    const first = (
      await pay(t.app, student, abandoned, plan('ctoken_requires_action'))
    ).json<PaymentResult>();
    standIn.failAuthentication((await paymentRow(first.payment.id)).providerReference ?? '');
    expect((await attemptOf(student, abandoned)).json()).not.toHaveProperty('nextAction');

    const down = newKey();
    await pay(t.app, student, down, plan('ctoken_requires_action'));
    await standIn.stop();
    try {
      // Unknown whether the step still waits: the page asks in its dialog instead.
      const answer = await attemptOf(student, down);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ state: 'answered', payment: { status: 'pending' } });
      expect(answer.json()).not.toHaveProperty('nextAction');
    } finally {
      await standIn.start();
    }
    expect((await attemptOf(student, down)).json()).toHaveProperty('nextAction.clientSecret');

    // Past the confirmation window the payment expired: nothing to finish.
    const waiting = (await attemptOf(student, down)).json<PaymentAttempt>();
    if (waiting.state !== 'answered') throw new Error('not answered');
    await t.app.db
      .update(payments)
      .set({ createdAt: new Date(clock.now().getTime() - 16 * 60 * 1000) })
      .where(eq(payments.id, waiting.payment.id));
    const expired = (await attemptOf(student, down)).json<PaymentAttempt>();
    expect(expired).toMatchObject({ state: 'answered', payment: { status: 'expired' } });
    expect(expired).not.toHaveProperty('nextAction');
  });
});

const refundOf = (paymentId: number, key: string, body: { amount: number; reason: string }) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/admin/payments/${paymentId}/refunds`,
    headers: { ...admin, [IDEMPOTENCY_KEY_HEADER]: key },
    payload: body,
  });

async function paidWithStripe() {
  const student = await enrolled();
  const result = (
    await pay(t.app, student, newKey(), plan('ctoken_succeeds'))
  ).json<PaymentResult>();
  const row = await paymentRow(result.payment.id);
  const [period] = await paidPeriods(student.id);
  if (!period) throw new Error('no period');
  return { student, id: row.id, reference: row.providerReference ?? '', period };
}

describe('POST /v1/admin/payments/{id}/refunds with Stripe', () => {
  it('records a refund Stripe refuses (more than it holds) as failed with its reason', async () => {
    const { student, id, reference, period } = await paidWithStripe();
    // 20.00 went back in Stripe's Dashboard: Stripe holds 9.00 of the 29.00 we think refundable.
    standIn.refundOutside(reference, 2000);
    const response = await refundOf(id, newKey(), { amount: 2900, reason: 'Moved away' });
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<RefundResult>();
    expect(result.refund).toMatchObject({
      amount: 2900,
      status: 'failed',
      failureReason: expect.stringMatching(/^amount_too_large: Refund amount \(2900\)/),
    });
    // Nothing changed: the money is free again, the period stands, the payment succeeded.
    expect(result.payment).toMatchObject({ status: 'succeeded', refunded: 0, refundable: 2900 });
    expect(await paidPeriods(student.id)).toEqual([period]);
    expect(t.logs).toContainEqual(
      expect.objectContaining({ event: 'refund.refused', reason: expect.any(String) }),
    );
  });

  it('records a refund of a disputed charge as failed; a new attempt is refused the same', async () => {
    const { student, id, reference, period } = await paidWithStripe();
    standIn.dispute(reference);
    const key = newKey();
    const refused = await refundOf(id, key, { amount: 1000, reason: 'Asked for it' });
    expect(refused.json<RefundResult>().refund).toMatchObject({
      status: 'failed',
      failureReason: expect.stringMatching(/^charge_disputed: /),
    });
    // The same key replays the failed refund; Stripe is not asked again.
    const asked = standIn.requests.filter((request) => request.path === '/v1/refunds').length;
    expect((await refundOf(id, key, { amount: 1000, reason: 'Asked for it' })).json()).toEqual(
      refused.json(),
    );
    expect(standIn.requests.filter((request) => request.path === '/v1/refunds')).toHaveLength(
      asked,
    );
    expect(await paidPeriods(student.id)).toEqual([period]);
    expect((await paymentRow(id)).refundHeldAmount).toBe(0);
  });

  it('answers 503 while Stripe cannot be reached; the same key then refunds once', async () => {
    const { student, id, reference } = await paidWithStripe();
    const key = newKey();
    const body = { amount: 2900, reason: 'Cancelled the course' };
    await standIn.stop();
    try {
      expect((await refundOf(id, key, body)).json()).toEqual({
        statusCode: 503,
        message: 'ERR_PAYMENT_PROVIDER_UNAVAILABLE',
      });
    } finally {
      await standIn.start();
    }
    const [unfinished] = await t.app.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, id));
    expect(unfinished?.status).toBe('unfinished');
    const again = await refundOf(id, key, body);
    expect(again.json<RefundResult>().refund.status).toBe('succeeded');
    const refunds = [...standIn.refunds.values()].filter(
      (refund) => refund.payment_intent === reference,
    );
    expect(refunds).toHaveLength(1);
    expect((await paymentRow(id)).refundedAmount).toBe(2900);
    // The period bought had not started (the trial runs): the full refund cancels it.
    expect((await paidPeriods(student.id)).map((period) => period.status)).toEqual(['cancelled']);
  });
});

describe("Stripe idempotency keys under this install's prefix", () => {
  it('sends every key with the prefix generated once into DATA_DIR', async () => {
    const prefix = (await readFile(join(t.config.dataDir, STRIPE_KEY_PREFIX_FILE), 'utf8')).trim();
    expect(prefix).toMatch(/^academy-[0-9a-f]{12}$/);
    const { id } = await paidWithStripe();
    await refundOf(id, newKey(), { amount: 100, reason: 'Prefix check' });
    const refundRow = (
      await t.app.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, id))
    )[0];
    // Our keyed calls: creating PaymentIntents and Refunds (the SDK keys its own retries of
    // other calls).
    const keys = standIn.requests
      .filter((request) => ['/v1/payment_intents', '/v1/refunds'].includes(request.path))
      .map((request) => request.idempotencyKey);
    expect(keys.length).toBeGreaterThan(5);
    expect(keys.every((key) => key?.startsWith(`${prefix}.academy-`))).toBe(true);
    expect(keys).toContain(`${prefix}.academy-payment-${id}`);
    expect(keys).toContain(`${prefix}.academy-refund-${refundRow?.id}`);
  });

  it('keeps one prefix across restarts, another per install, or the configured one', async () => {
    const dataDir = t.config.dataDir;
    const stored = await resolveStripeKeyPrefix({ configured: null, dataDir });
    expect(await resolveStripeKeyPrefix({ configured: null, dataDir })).toBe(stored);
    const otherInstall = await resolveStripeKeyPrefix({
      configured: null,
      dataDir: join(dataDir, 'another-install'),
    });
    expect(otherInstall).not.toBe(stored);
    expect(await resolveStripeKeyPrefix({ configured: 'staging', dataDir })).toBe('staging');
  });
});

describe('POST /v1/payments/webhooks/stripe', () => {
  async function waitingPayment(student: SignedIn) {
    const result = (
      await pay(t.app, student, newKey(), plan('ctoken_requires_action'))
    ).json<PaymentResult>();
    return {
      id: result.payment.id,
      reference: (await paymentRow(result.payment.id)).providerReference ?? '',
    };
  }

  it('applies payment_intent.succeeded once, however often Stripe delivers it', async () => {
    const student = await enrolled();
    const { id, reference } = await waitingPayment(student);
    const event = {
      id: `evt_succeeded_${id}`,
      type: 'payment_intent.succeeded',
      object: { id: reference, object: 'payment_intent', status: 'succeeded' },
    };
    expect((await stripeWebhook(event)).statusCode).toBe(204);
    expect((await stripeWebhook(event)).statusCode).toBe(204);
    expect((await paymentRow(id)).status).toBe('succeeded');
    expect(await paidPeriods(student.id)).toHaveLength(1);
  });

  it('applies payment_intent.payment_failed and payment_intent.canceled', async () => {
    const student = await enrolled();
    const failed = await waitingPayment(student);
    const failedEvent = {
      id: `evt_failed_${failed.id}`,
      type: 'payment_intent.payment_failed',
      object: { id: failed.reference, object: 'payment_intent' },
    };
    expect((await stripeWebhook(failedEvent)).statusCode).toBe(204);
    expect((await paymentRow(failed.id)).status).toBe('declined');
    const cancelled = await waitingPayment(student);
    const cancelledEvent = {
      id: `evt_canceled_${cancelled.id}`,
      type: 'payment_intent.canceled',
      object: { id: cancelled.reference, object: 'payment_intent' },
    };
    expect((await stripeWebhook(cancelledEvent)).statusCode).toBe(204);
    expect((await paymentRow(cancelled.id)).status).toBe('cancelled');
  });

  it('refuses a forged or stale signature, or the sandbox’s header, applying nothing', async () => {
    const student = await enrolled();
    const { id, reference } = await waitingPayment(student);
    const event = {
      id: `evt_bad_${id}`,
      type: 'payment_intent.succeeded',
      object: { id: reference, object: 'payment_intent' },
    };
    const invalid = { statusCode: 400, message: 'ERR_WEBHOOK_SIGNATURE_INVALID' };
    expect((await stripeWebhook(event, { secret: 'whsec_forged' })).json()).toEqual(invalid);
    const stale = new Date(clock.now().getTime() - 6 * 60 * 1000);
    expect((await stripeWebhook(event, { at: stale })).json()).toEqual(invalid);
    expect((await stripeWebhook(event, { header: WEBHOOK_SIGNATURE_HEADER })).json()).toEqual(
      invalid,
    );
    expect((await paymentRow(id)).status).toBe('pending');
    // The sandbox's path is not this server's provider.
    const sandboxPath = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(sandboxPath.statusCode).toBe(404);
  });

  it('records a refund made in Stripe’s dashboard once; ours are never taken for one', async () => {
    const { student, id, reference, period } = await paidWithStripe();
    const dashboard = {
      id: `evt_dashboard_${id}`,
      type: 'charge.refund.updated',
      object: {
        id: `re_dashboard_${id}`,
        object: 'refund',
        status: 'succeeded',
        amount: 1000,
        payment_intent: reference,
        metadata: {},
      },
    };
    expect((await stripeWebhook(dashboard)).statusCode).toBe(204);
    expect((await stripeWebhook(dashboard)).statusCode).toBe(204);
    const [refund, ...others] = await t.app.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, id));
    expect(others).toEqual([]);
    expect(refund).toMatchObject({
      amount: 1000,
      status: 'succeeded',
      providerReference: `re_dashboard_${id}`,
    });
    expect((await paymentRow(id)).refundedAmount).toBe(1000);
    const [shortened] = await paidPeriods(student.id);
    expect(shortened?.endsAt.getTime()).toBeLessThan(period.endsAt.getTime());

    // A refund we ask for carries our key in its metadata: its webhook, arriving before we
    // stored Stripe's answer, waits for redelivery instead of being counted a second time.
    const ours = await refundOf(id, newKey(), { amount: 500, reason: 'Ours' });
    expect(ours.statusCode, ours.body).toBe(201);
    const asked = [...standIn.refunds.values()].at(-1) as { metadata: Record<string, string> };
    expect(asked.metadata.academy_refund).toMatch(/academy-refund-\d+$/);
    const early = await stripeWebhook({
      id: `evt_ours_${id}`,
      type: 'charge.refund.updated',
      object: {
        id: `re_not_stored_yet_${id}`,
        object: 'refund',
        status: 'succeeded',
        amount: 500,
        payment_intent: reference,
        metadata: asked.metadata,
      },
    });
    expect(early.statusCode).toBe(404);
    expect((await paymentRow(id)).refundedAmount).toBe(1500);
  });

  it('acknowledges other event types; a refund it does not hold waits for redelivery', async () => {
    const student = await enrolled();
    const { id } = await waitingPayment(student);
    const other = await stripeWebhook({
      id: `evt_other_${id}`,
      type: 'customer.created',
      object: { id: 'cus_1', object: 'customer' },
    });
    expect(other.statusCode).toBe(204);
    const refund = await stripeWebhook({
      id: `evt_refund_${id}`,
      type: 'charge.refund.updated',
      object: { id: 're_1', object: 'refund', status: 'succeeded' },
    });
    // Mapped to refund.succeeded; no refund of ours is re_1, so, as for a payment it does
    // not know yet, nothing is recorded and Stripe delivers it again later.
    expect(refund.statusCode).toBe(404);
    expect((await paymentRow(id)).status).toBe('pending');
  });
});

describe('Content-Security-Policy with Stripe', () => {
  it('allows Stripe.js, its frames and its API, as Stripe documents them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/health' });
    const directives = String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim());
    expect(directives).toContain("script-src 'self' https://js.stripe.com");
    expect(directives).toContain(
      'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://js.stripe.com https://hooks.stripe.com',
    );
    expect(directives).toContain("connect-src 'self' https://api.stripe.com");
    expect(directives).toContain("frame-ancestors 'none'");
  });
});
