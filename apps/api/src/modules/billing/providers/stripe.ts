import { STRIPE_SIGNATURE_HEADER, type WebhookEvent } from '@academy/contracts';
import Stripe from 'stripe';
import type { StripeConfig } from '../../../config.js';
import {
  CardTokenInvalidError,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  PaymentProviderUnavailableError,
  type RefundRequest,
  type RefundResult,
  type SettleResult,
  WebhookSignatureError,
} from './types.js';

/*
 * Stripe as the payment provider (PAYMENT_PROVIDER=stripe; ARCHITECTURE.md, "Billing";
 * README.md, "Stripe"). No card data reaches our server: the browser's Payment Element (deferred
 * intent, cards only) makes a ConfirmationToken, which arrives as the pay request's
 * `cardToken`. Here:
 *   charge   a PaymentIntent created and confirmed at once with that token, under our
 *            idempotency key; succeeded, requires_action (3-D Secure: its client secret
 *            goes to the browser, which runs Stripe.js's handleNextAction) or declined
 *   confirm  the PaymentIntent read back and its status mapped
 *   cancel   the PaymentIntent cancelled
 *   refund   a Refund of the PaymentIntent, under our idempotency key; a request Stripe
 *            refuses (invalid request) is a failed refund with its reason, not an outage
 *   pendingAction  the client secret of a PaymentIntent still at the bank's step, for a
 *            page reloaded during 3-D Secure
 * Every idempotency key is sent under this install's prefix (`<prefix>.academy-payment-<id>`).
 *   webhook  Stripe's signature (Stripe-Signature) checked by the SDK, its events mapped onto
 *            ours; other event types are acknowledged and ignored
 */

type PaymentIntent = Stripe.PaymentIntent;

/** The card brands Stripe names, as a person reads them (`Visa •••• 4242`). */
const BRAND_NAMES: Record<string, string> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  link: 'Link',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** The card's label from a PaymentMethod object (expanded), if it is a card. */
function cardLabelOf(paymentMethod: unknown): string | null {
  if (!paymentMethod || typeof paymentMethod !== 'object') return null;
  const card = (paymentMethod as { card?: { brand?: unknown; last4?: unknown } }).card;
  if (!card || typeof card.last4 !== 'string') return null;
  const brand = typeof card.brand === 'string' ? (BRAND_NAMES[card.brand] ?? 'Card') : 'Card';
  return `${brand} •••• ${card.last4}`;
}

function declineReasonOf(error: { decline_code?: string; code?: string } | null | undefined) {
  return error?.decline_code ?? error?.code ?? 'card_declined';
}

/** A pending charge's PaymentIntent as our settlement. */
function settlementOf(intent: PaymentIntent): SettleResult {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded' };
    case 'canceled':
      return { status: 'cancelled' };
    case 'requires_payment_method':
      // The confirmation failed (3-D Secure refused or abandoned, the card declined).
      return { status: 'declined', declineReason: declineReasonOf(intent.last_payment_error) };
    default:
      // requires_action (the card holder's step unfinished), processing, and the rest.
      return { status: 'pending' };
  }
}

/** Stripe's reason for refusing a request, as a failed refund records it (at most 500 characters). */
function refusalOf(error: Stripe.errors.StripeInvalidRequestError): string {
  const code = error.code ?? 'invalid_request';
  return (error.message ? `${code}: ${error.message}` : code).slice(0, 500);
}

/** Errors the SDK throws that mean Stripe could not be asked or failed: 503 to the caller. */
function unavailable(error: unknown): PaymentProviderUnavailableError {
  const message = error instanceof Error ? error.message : String(error);
  return new PaymentProviderUnavailableError(`stripe: ${message}`, { cause: error });
}

export function createStripeProvider(
  config: StripeConfig & { keyPrefix: string },
): PaymentProvider {
  /**
   * Our key under this install's prefix: two installs on one Stripe account (staging and
   * production, a restored backup) never send the same `academy-payment-<id>`.
   */
  const keyOf = (idempotencyKey: string) => `${config.keyPrefix}.${idempotencyKey}`;

  const stripe = new Stripe(config.secretKey, {
    host: config.apiBase.host,
    port: config.apiBase.port,
    protocol: config.apiBase.protocol,
    // Retries are safe: every call that writes carries an idempotency key.
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
    appInfo: { name: 'Academy' },
  });

  async function chargeOutcome(request: ChargeRequest): Promise<ChargeResult> {
    const intent = await stripe.paymentIntents.create(
      {
        amount: request.amount,
        currency: request.currency.toLowerCase(),
        confirm: true,
        confirmation_token: request.cardToken,
        // No redirect-based method (the Payment Element offers cards): the flow has no
        // return_url; a card's 3-D Secure runs in the page (handleNextAction).
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        description: request.description,
        metadata: request.paymentId === undefined ? {} : { payment_id: String(request.paymentId) },
        expand: ['payment_method'],
      },
      { idempotencyKey: keyOf(request.idempotencyKey) },
    );
    const cardLabel = cardLabelOf(intent.payment_method);
    switch (intent.status) {
      case 'succeeded':
        return { status: 'succeeded', reference: intent.id, cardLabel };
      case 'requires_payment_method':
      case 'canceled':
        return {
          status: 'declined',
          reference: intent.id,
          cardLabel,
          declineReason: declineReasonOf(intent.last_payment_error),
        };
      case 'requires_action':
        return {
          status: 'requires_confirmation',
          reference: intent.id,
          cardLabel,
          ...(intent.client_secret ? { clientSecret: intent.client_secret } : {}),
        };
      default:
        // processing (and any state still to be decided): pending, settled by confirm or webhook.
        return { status: 'requires_confirmation', reference: intent.id, cardLabel };
    }
  }

  return {
    name: 'stripe',
    webhookSignatureHeader: STRIPE_SIGNATURE_HEADER,

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      try {
        return await chargeOutcome(request);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          // A decline answers 402 with the PaymentIntent it left behind.
          const raw = error.raw as {
            payment_intent?: { id?: string };
            payment_method?: unknown;
          };
          return {
            status: 'declined',
            reference: raw.payment_intent?.id ?? `declined_${request.idempotencyKey}`,
            cardLabel: cardLabelOf(raw.payment_method),
            declineReason: declineReasonOf(error),
          };
        }
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.param === 'confirmation_token'
        ) {
          throw new CardTokenInvalidError('stripe: unknown or used confirmation token');
        }
        throw unavailable(error);
      }
    },

    async confirm(reference: string): Promise<SettleResult> {
      try {
        return settlementOf(await stripe.paymentIntents.retrieve(reference));
      } catch (error) {
        throw unavailable(error);
      }
    },

    async cancel(reference: string): Promise<SettleResult> {
      try {
        return settlementOf(await stripe.paymentIntents.cancel(reference));
      } catch (error) {
        // Decided meanwhile (it succeeded, say): Stripe refuses to cancel it; its state stands.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state'
        ) {
          try {
            return settlementOf(await stripe.paymentIntents.retrieve(reference));
          } catch (retrieveError) {
            throw unavailable(retrieveError);
          }
        }
        throw unavailable(error);
      }
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.reference,
            amount: request.amount,
            // Marks the refund as the academy's: its webhook is then never taken for one
            // made in Stripe's dashboard (webhookEventOf).
            metadata: {
              reason: request.reason.slice(0, 500),
              [ACADEMY_REFUND_METADATA]: keyOf(request.idempotencyKey),
            },
          },
          { idempotencyKey: keyOf(request.idempotencyKey) },
        );
        const status =
          refund.status === 'succeeded'
            ? 'succeeded'
            : refund.status === 'failed' || refund.status === 'canceled'
              ? 'failed'
              : 'pending';
        return {
          reference: refund.id,
          status,
          ...(status === 'failed' && refund.failure_reason
            ? { failureReason: refund.failure_reason }
            : {}),
        };
      } catch (error) {
        // Stripe refused the request itself (more than the charge still holds, a disputed
        // or already refunded charge): no refund was made, and asking again under the same
        // key gets the same refusal. A failed refund with Stripe's reason, not a 503.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          return { reference: null, status: 'failed', failureReason: refusalOf(error) };
        }
        throw unavailable(error);
      }
    },

    async pendingAction(reference: string): Promise<{ clientSecret: string } | null> {
      try {
        const intent = await stripe.paymentIntents.retrieve(reference);
        return intent.status === 'requires_action' && intent.client_secret
          ? { clientSecret: intent.client_secret }
          : null;
      } catch (error) {
        throw unavailable(error);
      }
    },

    verifyWebhook(rawBody, signatureHeader, now): WebhookEvent | null {
      if (!signatureHeader) throw new WebhookSignatureError('missing signature');
      let event: Stripe.Event;
      try {
        // Stripe's default tolerance (five minutes), measured with the app's clock.
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          config.webhookSecret,
          undefined,
          undefined,
          now.getTime(),
        );
      } catch (error) {
        throw new WebhookSignatureError(
          error instanceof Error ? `stripe: ${error.message}` : 'stripe: signature refused',
        );
      }
      return webhookEventOf(event);
    },
  };
}

/** The metadata key of the refunds the academy asks Stripe for: its idempotency key. */
const ACADEMY_REFUND_METADATA = 'academy_refund';

/**
 * A refund Stripe says succeeded that carries none of our metadata was made in Stripe's own
 * dashboard: the event names its PaymentIntent and amount, to be recorded once (`unasked`).
 */
function unaskedRefund(object: {
  metadata?: unknown;
  payment_intent?: unknown;
  amount?: unknown;
}): WebhookEvent['unasked'] {
  const metadata = (object.metadata ?? {}) as Record<string, unknown>;
  if (typeof metadata[ACADEMY_REFUND_METADATA] === 'string') return undefined;
  const paymentIntent =
    typeof object.payment_intent === 'string'
      ? object.payment_intent
      : (object.payment_intent as { id?: unknown } | null)?.id;
  if (typeof paymentIntent !== 'string') return undefined;
  if (typeof object.amount !== 'number' || !Number.isInteger(object.amount)) return undefined;
  if (object.amount <= 0) return undefined;
  return { payment: paymentIntent, amount: object.amount };
}

/** A Stripe event as ours; null for a type (or a refund's state) we don't act on. */
export function webhookEventOf(event: Stripe.Event): WebhookEvent | null {
  const object = event.data.object as {
    id?: unknown;
    status?: unknown;
    metadata?: unknown;
    payment_intent?: unknown;
    amount?: unknown;
  };
  if (typeof object.id !== 'string') return null;
  const reference = object.id;
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { id: event.id, type: 'payment.succeeded', reference };
    case 'payment_intent.payment_failed':
      return { id: event.id, type: 'payment.declined', reference };
    case 'payment_intent.canceled':
      return { id: event.id, type: 'payment.cancelled', reference };
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated':
      if (object.status === 'succeeded') {
        const unasked = unaskedRefund(object);
        return {
          id: event.id,
          type: 'refund.succeeded',
          reference,
          ...(unasked ? { unasked } : {}),
        };
      }
      if (object.status === 'failed') return { id: event.id, type: 'refund.failed', reference };
      return null;
    default:
      return null;
  }
}
