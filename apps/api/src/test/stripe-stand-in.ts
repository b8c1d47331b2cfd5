import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for the few calls of Stripe's API the stripe provider makes (Stripe can't
 * be reached from the tests; README.md, "Stripe"): POST /v1/payment_intents,
 * GET /v1/payment_intents/:id, POST /v1/payment_intents/:id/cancel and POST /v1/refunds.
 * Requests come form-encoded, as the SDK sends them; answers have the shapes of Stripe's API
 * reference (objects with `object`, `id`, `status`, `client_secret`, `next_action`,
 * `last_payment_error`; errors in the `{ error: { type, code, decline_code, message } }`
 * envelope with Stripe's HTTP statuses). A repeated `Idempotency-Key` answers the first
 * answer again (another body with it is refused as Stripe does).
 *
 * The outcome is chosen by the ConfirmationToken id the test sends as the card token:
 *   ctoken_succeeds       the PaymentIntent succeeds (Visa •••• 4242)
 *   ctoken_declines       a card error (402, decline_code generic_decline)
 *   ctoken_insufficient   a card error (402, decline_code insufficient_funds)
 *   ctoken_requires_action  3-D Secure: requires_action with a client secret; then the
 *                         test plays the browser's part with `authenticate` or `failAuthentication`
 * Any other token is unknown (400, param confirmation_token).
 * Refunds: `dispute` makes Stripe refuse them (400 charge_disputed); `refundOutside` gives
 * money back as the Dashboard would, so a refund of more than is left is refused (400
 * amount_too_large).
 */

type Json = Record<string, unknown>;

interface StoredAnswer {
  status: number;
  body: Json;
  /** What was asked with the key, to refuse another request with the same key. */
  request: string;
}

export interface StripeStandIn {
  /** `http://127.0.0.1:<port>`: STRIPE_API_BASE. */
  readonly url: string;
  readonly port: number;
  readonly secretKey: string;
  /** The PaymentIntents and Refunds as the stand-in holds them. */
  readonly paymentIntents: Map<string, Json>;
  readonly refunds: Map<string, Json>;
  /** Every request: method, path, its form fields and idempotency key. */
  readonly requests: Array<{
    method: string;
    path: string;
    form: Record<string, string>;
    idempotencyKey: string | null;
  }>;
  /** The status of the next refunds (Stripe's `pending` for a refund that settles later). */
  refundStatus: 'succeeded' | 'pending' | 'failed';
  /** The charge is disputed: Stripe refuses to refund it (400 `charge_disputed`). */
  dispute(paymentIntentId: string): void;
  /** Money given back outside our server (in Stripe's Dashboard): Stripe then holds less. */
  refundOutside(paymentIntentId: string, amount: number): void;
  /** The card holder passed the bank's step (what Stripe.js's handleNextAction leads to). */
  authenticate(paymentIntentId: string): void;
  /** The card holder failed or abandoned the bank's step. */
  failAuthentication(paymentIntentId: string): void;
  /** Stops answering: connections refused, as when Stripe can't be reached. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

const CARDS: Record<string, { brand: string; last4: string }> = {
  ctoken_succeeds: { brand: 'visa', last4: '4242' },
  ctoken_declines: { brand: 'visa', last4: '0002' },
  ctoken_insufficient: { brand: 'visa', last4: '9995' },
  ctoken_requires_action: { brand: 'visa', last4: '3155' },
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function stripeError(
  status: number,
  error: { type: string; code?: string; decline_code?: string; param?: string; message: string },
  extra: Json = {},
) {
  return { status, body: { error: { ...error, ...extra } } };
}

function paymentMethodFor(token: string): Json {
  const card = CARDS[token] ?? { brand: 'visa', last4: '0000' };
  return {
    id: id('pm'),
    object: 'payment_method',
    type: 'card',
    card: {
      brand: card.brand,
      last4: card.last4,
      exp_month: 12,
      exp_year: 2030,
      funding: 'credit',
    },
    created: nowSeconds(),
    livemode: false,
  };
}

/** A Refund object of a PaymentIntent, as Stripe answers it. */
function refundOf(
  intent: Json,
  amount: number,
  options: { metadata: Record<string, string>; status: string; failure: string | null },
): Json {
  return {
    id: id('re'),
    object: 'refund',
    amount,
    currency: intent.currency,
    charge: intent.latest_charge,
    payment_intent: intent.id,
    metadata: options.metadata,
    reason: null,
    created: nowSeconds(),
    status: options.status,
    failure_reason: options.failure,
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeStandIn(
  options: { secretKey?: string } = {},
): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? 'sk_test_stand_in';
  const paymentIntents = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const idempotent = new Map<string, StoredAnswer>();
  const requests: StripeStandIn['requests'] = [];
  const disputed = new Set<string>();
  let server: Server | null = null;
  let port = 0;

  /** A PaymentIntent as answered: its payment method expanded when asked for. */
  function view(intent: Json, form: Record<string, string>): Json {
    const expand = Object.entries(form)
      .filter(([key]) => key.startsWith('expand['))
      .map(([, value]) => value);
    if (!expand.includes('payment_method') || typeof intent.payment_method !== 'string') {
      return intent;
    }
    return { ...intent, payment_method: paymentMethods.get(intent.payment_method) ?? null };
  }

  function createPaymentIntent(form: Record<string, string>) {
    const token = form.confirmation_token ?? '';
    if (!form.amount || !/^\d+$/.test(form.amount) || !form.currency) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        param: 'amount',
        message: 'Missing required param: amount.',
      });
    }
    if (!(token in CARDS)) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'confirmation_token',
        message: `No such confirmation_token: '${token}'`,
      });
    }
    const paymentMethod = paymentMethodFor(token);
    paymentMethods.set(paymentMethod.id as string, paymentMethod);
    const intentId = id('pi');
    const metadata = Object.fromEntries(
      Object.entries(form)
        .filter(([key]) => key.startsWith('metadata['))
        .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
    );
    const intent: Json = {
      id: intentId,
      object: 'payment_intent',
      amount: Number(form.amount),
      amount_received: 0,
      currency: form.currency,
      description: form.description ?? null,
      metadata,
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      capture_method: 'automatic',
      created: nowSeconds(),
      livemode: false,
      payment_method: paymentMethod.id,
      payment_method_types: ['card'],
      next_action: null,
      last_payment_error: null,
      latest_charge: null,
      canceled_at: null,
      cancellation_reason: null,
      status: 'succeeded',
    };
    paymentIntents.set(intentId, intent);
    if (token === 'ctoken_declines' || token === 'ctoken_insufficient') {
      const declineCode = token === 'ctoken_declines' ? 'generic_decline' : 'insufficient_funds';
      const lastError = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: declineCode,
        message:
          declineCode === 'generic_decline'
            ? 'Your card was declined.'
            : 'Your card has insufficient funds.',
        payment_method: paymentMethod,
      };
      Object.assign(intent, {
        status: 'requires_payment_method',
        payment_method: null,
        last_payment_error: lastError,
      });
      // Stripe's decline: 402 with the PaymentIntent left behind in the error.
      return stripeError(
        402,
        {
          type: 'card_error',
          code: 'card_declined',
          decline_code: declineCode,
          message: lastError.message,
        },
        { payment_intent: intent, payment_method: paymentMethod, request_log_url: null },
      );
    }
    if (token === 'ctoken_requires_action') {
      Object.assign(intent, {
        status: 'requires_action',
        next_action: {
          type: 'use_stripe_sdk',
          use_stripe_sdk: { type: 'three_d_secure_redirect' },
        },
      });
    } else {
      Object.assign(intent, { amount_received: intent.amount, latest_charge: id('ch') });
    }
    return { status: 200, body: view(intent, form) };
  }

  function cancelPaymentIntent(intent: Json) {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      });
    }
    Object.assign(intent, {
      status: 'canceled',
      next_action: null,
      canceled_at: nowSeconds(),
      cancellation_reason: 'requested_by_customer',
    });
    return { status: 200, body: intent };
  }

  function createRefund(form: Record<string, string>) {
    const intent = paymentIntents.get(form.payment_intent ?? '');
    if (!intent) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_intent',
        message: `No such payment_intent: '${form.payment_intent ?? ''}'`,
      });
    }
    if (intent.status !== 'succeeded') {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'This PaymentIntent does not have a successful charge to refund.',
      });
    }
    if (disputed.has(intent.id as string)) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'charge_disputed',
        message: `Charge ${String(intent.latest_charge)} has been charged back; cannot issue a refund.`,
      });
    }
    const refunded = [...refunds.values()]
      .filter((refund) => refund.payment_intent === intent.id && refund.status !== 'failed')
      .reduce((sum, refund) => sum + Number(refund.amount), 0);
    const left = Number(intent.amount) - refunded;
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (left <= 0) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${String(intent.latest_charge)} has already been refunded.`,
      });
    }
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      });
    }
    const metadata = Object.fromEntries(
      Object.entries(form)
        .filter(([key]) => key.startsWith('metadata['))
        .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
    );
    const refund = refundOf(intent, amount, {
      metadata,
      status: standIn.refundStatus,
      failure: standIn.refundStatus === 'failed' ? 'expired_or_canceled_card' : null,
    });
    refunds.set(refund.id as string, refund);
    return { status: 200, body: refund };
  }

  function answerFor(method: string, path: string, form: Record<string, string>) {
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(form);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (match) {
      const intent = paymentIntents.get(decodeURIComponent(match[1] ?? ''));
      if (!intent) {
        return stripeError(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'intent',
          message: `No such payment_intent: '${match[1]}'`,
        });
      }
      if (method === 'GET' && !match[2]) return { status: 200, body: view(intent, form) };
      if (method === 'POST' && match[2]) return cancelPaymentIntent(intent);
    }
    return stripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    const text = method === 'GET' ? url.search.slice(1) : await readBody(request);
    const form = Object.fromEntries(new URLSearchParams(text));
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : null;
    requests.push({ method, path: url.pathname, form, idempotencyKey });

    const send = (answer: { status: number; body: Json }, replayed = false) => {
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': id('req'),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      response.end(JSON.stringify(answer.body));
    };

    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      send(
        stripeError(401, {
          type: 'invalid_request_error',
          message: 'Invalid API Key provided.',
        }),
      );
      return;
    }
    const asked = `${method} ${url.pathname} ${text}`;
    if (idempotencyKey && method === 'POST') {
      const earlier = idempotent.get(idempotencyKey);
      if (earlier) {
        if (earlier.request !== asked) {
          send(
            stripeError(400, {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            }),
          );
          return;
        }
        send(earlier, true);
        return;
      }
    }
    const answer = answerFor(method, url.pathname, form);
    // Stripe keeps the answer of a key (a 5xx excepted) and replays it.
    if (idempotencyKey && method === 'POST' && answer.status < 500) {
      idempotent.set(idempotencyKey, {
        ...answer,
        body: JSON.parse(JSON.stringify(answer.body)) as Json,
        request: asked,
      });
    }
    send(answer);
  }

  async function listen(onPort: number) {
    const next = createServer((request, response) => {
      handle(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(onPort, '127.0.0.1', () => resolve());
    });
    server = next;
    port = (next.address() as AddressInfo).port;
  }

  await listen(0);

  function settle(paymentIntentId: string, passed: boolean) {
    const intent = paymentIntents.get(paymentIntentId);
    if (intent?.status !== 'requires_action') {
      throw new Error(`${paymentIntentId} is not waiting for the card holder`);
    }
    if (!intent) return;
    if (passed) {
      Object.assign(intent, {
        status: 'succeeded',
        next_action: null,
        amount_received: intent.amount,
        latest_charge: id('ch'),
      });
    } else {
      Object.assign(intent, {
        status: 'requires_payment_method',
        next_action: null,
        payment_method: null,
        last_payment_error: {
          type: 'card_error',
          code: 'payment_intent_authentication_failure',
          message:
            'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        },
      });
    }
  }

  const standIn: StripeStandIn = {
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    secretKey,
    paymentIntents,
    refunds,
    requests,
    refundStatus: 'succeeded',
    dispute: (paymentIntentId) => disputed.add(paymentIntentId),
    refundOutside(paymentIntentId, amount) {
      const intent = paymentIntents.get(paymentIntentId);
      if (!intent) throw new Error(`no PaymentIntent ${paymentIntentId}`);
      const refund = refundOf(intent, amount, { metadata: {}, status: 'succeeded', failure: null });
      refunds.set(refund.id as string, refund);
    },
    authenticate: (paymentIntentId) => settle(paymentIntentId, true),
    failAuthentication: (paymentIntentId) => settle(paymentIntentId, false),
    async stop() {
      const current = server;
      server = null;
      if (!current) return;
      current.closeAllConnections();
      await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async start() {
      if (server) return;
      await listen(port);
    },
  };
  return standIn;
}
