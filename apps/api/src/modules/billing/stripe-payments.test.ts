import {
  type PaymentResult,
  type PricingResponse,
  STRIPE_SIGNATURE_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
} from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createPlans, pay, testBillingConfig, updatePayment } from '../../test/billing-builders.js';
import { testClock } from '../../test/builders.js';
import { createContent } from '../../test/learning-builders.js';
import { type StripeStandIn, startStripeStandIn } from '../../test/stripe-stand-in.js';
import { type SignedIn, signedIn } from '../../test/task-requests.js';

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
        },
      },
    },
    { now: clock.now },
  );
  await createPlans(t.app);
  directionId = (await createContent(t.app, { directionTitle: 'Stripe direction' })).directionId;
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
