import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StripeConfig } from '../../../config.js';
import { type StripeStandIn, startStripeStandIn } from '../../../test/stripe-stand-in.js';
import { createStripeProvider } from './stripe.js';
import {
  CardTokenInvalidError,
  type ChargeRequest,
  type PaymentProvider,
  PaymentProviderUnavailableError,
  WebhookSignatureError,
} from './types.js';

/*
 * The stripe provider through the real SDK against the local stand-in of Stripe's API
 * (test/stripe-stand-in.ts), and its webhooks signed by the SDK's own test header.
 */

const WEBHOOK_SECRET = 'whsec_test_provider_secret';
let standIn: StripeStandIn;
let provider: PaymentProvider;
let keyNumber = 0;
/** This install's prefix on every key sent to Stripe. */
const KEY_PREFIX = 'academy-test01';

const charge = (cardToken: string, overrides: Partial<ChargeRequest> = {}) =>
  provider.charge({
    amount: 2900,
    currency: 'USD',
    cardToken,
    description: 'Online · monthly',
    idempotencyKey: `academy-payment-test-${++keyNumber}`,
    paymentId: keyNumber,
    ...overrides,
  });

beforeAll(async () => {
  standIn = await startStripeStandIn();
  const config: StripeConfig & { keyPrefix: string } = {
    secretKey: standIn.secretKey,
    webhookSecret: WEBHOOK_SECRET,
    publishableKey: 'pk_test_stand_in',
    apiBase: { protocol: 'http', host: '127.0.0.1', port: standIn.port },
    keyPrefix: KEY_PREFIX,
  };
  provider = createStripeProvider(config);
});

afterAll(async () => {
  await standIn.stop();
});

beforeEach(() => {
  standIn.refundStatus = 'succeeded';
});

describe('charge', () => {
  it('creates and confirms a PaymentIntent with the token, our key and our payment id', async () => {
    const result = await charge('ctoken_succeeds');
    expect(result).toEqual({
      status: 'succeeded',
      reference: expect.stringMatching(/^pi_/),
      cardLabel: 'Visa •••• 4242',
    });
    const request = standIn.requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: `${KEY_PREFIX}.academy-payment-test-${keyNumber}`,
      form: {
        amount: '2900',
        currency: 'usd',
        confirm: 'true',
        confirmation_token: 'ctoken_succeeds',
        description: 'Online · monthly',
        'metadata[payment_id]': String(keyNumber),
        'automatic_payment_methods[allow_redirects]': 'never',
      },
    });
    expect(standIn.paymentIntents.get(result.reference)?.status).toBe('succeeded');
  });

  it('answers a card error as declined with its decline code and the PaymentIntent', async () => {
    const declined = await charge('ctoken_declines');
    expect(declined).toEqual({
      status: 'declined',
      reference: expect.stringMatching(/^pi_/),
      cardLabel: 'Visa •••• 0002',
      declineReason: 'generic_decline',
    });
    expect(standIn.paymentIntents.get(declined.reference)?.status).toBe('requires_payment_method');
    expect((await charge('ctoken_insufficient')).declineReason).toBe('insufficient_funds');
  });

  it('hands on the client secret of a PaymentIntent that requires the bank’s step', async () => {
    const result = await charge('ctoken_requires_action');
    const intent = standIn.paymentIntents.get(result.reference);
    expect(result).toEqual({
      status: 'requires_confirmation',
      reference: expect.stringMatching(/^pi_/),
      cardLabel: 'Visa •••• 3155',
      clientSecret: intent?.client_secret,
    });
    expect(result.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    // Until the card holder has passed the step, a confirmation leaves it waiting.
    expect(await provider.confirm(result.reference)).toEqual({ status: 'pending' });
    standIn.authenticate(result.reference);
    expect(await provider.confirm(result.reference)).toEqual({ status: 'succeeded' });
  });

  it('maps a failed bank step to declined, and a cancelled PaymentIntent to cancelled', async () => {
    const failed = await charge('ctoken_requires_action');
    standIn.failAuthentication(failed.reference);
    expect(await provider.confirm(failed.reference)).toEqual({
      status: 'declined',
      declineReason: 'payment_intent_authentication_failure',
    });
    const cancelled = await charge('ctoken_requires_action');
    expect(await provider.cancel(cancelled.reference)).toEqual({ status: 'cancelled' });
    expect(standIn.paymentIntents.get(cancelled.reference)?.status).toBe('canceled');
    expect(await provider.confirm(cancelled.reference)).toEqual({ status: 'cancelled' });
  });

  it('answers a PaymentIntent that succeeded meanwhile when asked to cancel it', async () => {
    const result = await charge('ctoken_requires_action');
    standIn.authenticate(result.reference);
    expect(await provider.cancel(result.reference)).toEqual({ status: 'succeeded' });
  });

  it('refuses an unknown confirmation token as an invalid card token', async () => {
    await expect(charge('ctoken_unknown')).rejects.toThrow(CardTokenInvalidError);
  });

  it('makes one PaymentIntent for one idempotency key however often it is sent', async () => {
    const before = standIn.paymentIntents.size;
    const request = { idempotencyKey: 'academy-payment-once', paymentId: 77 };
    const first = await charge('ctoken_succeeds', request);
    const second = await charge('ctoken_succeeds', request);
    expect(second).toEqual(first);
    expect(standIn.paymentIntents.size).toBe(before + 1);
    // Another request with the key is refused by Stripe: never a second charge.
    await expect(charge('ctoken_succeeds', { ...request, amount: 100 })).rejects.toThrow(
      PaymentProviderUnavailableError,
    );
    expect(standIn.paymentIntents.size).toBe(before + 1);
  });

  it('answers provider unavailable when Stripe cannot be reached', async () => {
    await standIn.stop();
    try {
      await expect(charge('ctoken_succeeds')).rejects.toThrow(PaymentProviderUnavailableError);
      await expect(provider.confirm('pi_any')).rejects.toThrow(PaymentProviderUnavailableError);
      await expect(provider.cancel('pi_any')).rejects.toThrow(PaymentProviderUnavailableError);
    } finally {
      await standIn.start();
    }
    expect((await charge('ctoken_succeeds')).status).toBe('succeeded');
  });
});

describe('refund', () => {
  it('refunds in part, then the rest, one refund per key, with the reason', async () => {
    const paid = await charge('ctoken_succeeds');
    const partial = { reference: paid.reference, amount: 900, currency: 'USD', reason: 'Moved' };
    const first = await provider.refund({ ...partial, idempotencyKey: 'refund-1' });
    expect(first).toEqual({ reference: expect.stringMatching(/^re_/), status: 'succeeded' });
    expect(await provider.refund({ ...partial, idempotencyKey: 'refund-1' })).toEqual(first);
    const refunds = () =>
      [...standIn.refunds.values()].filter((refund) => refund.payment_intent === paid.reference);
    expect(refunds()).toEqual([
      expect.objectContaining({
        amount: 900,
        // Our key marks it as ours: its webhook is never taken for a dashboard refund.
        metadata: { reason: 'Moved', academy_refund: `${KEY_PREFIX}.refund-1` },
      }),
    ]);
    expect(standIn.requests.at(-1)).toMatchObject({
      path: '/v1/refunds',
      idempotencyKey: `${KEY_PREFIX}.refund-1`,
      form: {
        payment_intent: paid.reference,
        amount: '900',
        'metadata[reason]': 'Moved',
        'metadata[academy_refund]': `${KEY_PREFIX}.refund-1`,
      },
    });

    const rest = await provider.refund({ ...partial, amount: 2000, idempotencyKey: 'refund-2' });
    expect(rest.status).toBe('succeeded');
    expect(refunds().map((refund) => refund.amount)).toEqual([900, 2000]);
  });

  it('maps a refund Stripe settles later to pending, and a failed one to failed', async () => {
    const paid = await charge('ctoken_succeeds');
    const request = { reference: paid.reference, amount: 100, currency: 'USD', reason: 'r' };
    standIn.refundStatus = 'pending';
    expect((await provider.refund({ ...request, idempotencyKey: 'refund-p' })).status).toBe(
      'pending',
    );
    standIn.refundStatus = 'failed';
    expect(await provider.refund({ ...request, idempotencyKey: 'refund-f' })).toEqual({
      reference: expect.stringMatching(/^re_/),
      status: 'failed',
      failureReason: 'expired_or_canceled_card',
    });
  });
});

describe('webhooks', () => {
  const sdk = new Stripe('sk_test_signing_only');
  const now = new Date();
  const eventOf = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({
      id: `evt_${type.replaceAll('.', '_')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(now.getTime() / 1000),
      livemode: false,
      type,
      data: { object },
    });
  const sign = (payload: string, options: { secret?: string; at?: Date } = {}) =>
    sdk.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: Math.floor((options.at ?? now).getTime() / 1000),
    });

  it('maps the PaymentIntent events onto ours, the PaymentIntent as the reference', () => {
    for (const [type, ours] of [
      ['payment_intent.succeeded', 'payment.succeeded'],
      ['payment_intent.payment_failed', 'payment.declined'],
      ['payment_intent.canceled', 'payment.cancelled'],
    ] as const) {
      const body = eventOf(type, { id: 'pi_123', object: 'payment_intent', status: 'x' });
      expect(provider.verifyWebhook(body, sign(body), now)).toEqual({
        id: `evt_${type.replaceAll('.', '_')}`,
        type: ours,
        reference: 'pi_123',
      });
    }
  });

  it('maps a refund reaching succeeded or failed, the refund as the reference', () => {
    for (const type of ['refund.updated', 'charge.refund.updated']) {
      for (const [status, ours] of [
        ['succeeded', 'refund.succeeded'],
        ['failed', 'refund.failed'],
      ] as const) {
        const body = eventOf(type, { id: 're_9', object: 'refund', status });
        expect(provider.verifyWebhook(body, sign(body), now)).toMatchObject({
          type: ours,
          reference: 're_9',
        });
      }
      const pending = eventOf(type, { id: 're_9', object: 'refund', status: 'pending' });
      expect(provider.verifyWebhook(pending, sign(pending), now)).toBeNull();
    }
  });

  it('acknowledges other event types with nothing to do', () => {
    const body = eventOf('customer.created', { id: 'cus_1', object: 'customer' });
    expect(provider.verifyWebhook(body, sign(body), now)).toBeNull();
  });

  it('refuses a missing, forged, stale or tampered signature', () => {
    const body = eventOf('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
    expect(() => provider.verifyWebhook(body, undefined, now)).toThrow(WebhookSignatureError);
    expect(() =>
      provider.verifyWebhook(body, sign(body, { secret: 'whsec_another' }), now),
    ).toThrow(WebhookSignatureError);
    const stale = new Date(now.getTime() - 6 * 60 * 1000);
    expect(() => provider.verifyWebhook(body, sign(body, { at: stale }), now)).toThrow(
      WebhookSignatureError,
    );
    expect(() => provider.verifyWebhook(body.replace('pi_1', 'pi_2'), sign(body), now)).toThrow(
      WebhookSignatureError,
    );
    // The SDK's default tolerance: five minutes.
    const recent = new Date(now.getTime() - 4 * 60 * 1000);
    expect(provider.verifyWebhook(body, sign(body, { at: recent }), now)).not.toBeNull();
  });
});
