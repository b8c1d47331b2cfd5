import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';
import {
  courseTypeSchema,
  learningAccessStateSchema,
  paymentPurposeSchema,
  paymentStatusSchema,
  subscriptionKindSchema,
  subscriptionStateSchema,
} from './enums.js';
import { paths } from './paths.js';
import { englishMessages, fieldLimits, type MessageFormatter, requiredText } from './validation.js';

/*
 * Pricing, subscriptions and payments (ARCHITECTURE.md, "Billing"). Amounts are integers in
 * minor units (cents) with an ISO 4217 currency; the server decides every price, the client
 * only names what it buys.
 */

export const currencySchema = z.string().regex(/^[A-Z]{3}$/);

export const moneySchema = z.object({
  /** Minor units (cents). */
  amount: z.number().int().nonnegative(),
  currency: currencySchema,
});
export type Money = z.infer<typeof moneySchema>;

/** A subscription plan: a course format, a period of whole months, its price. */
export const planSchema = z.object({
  id: z.string(),
  /** The English name (receipts and the provider's description use it). */
  name: z.string(),
  /** The name in each language, as staff wrote it: the pages show the reader's. */
  names: z.object({ en: z.string(), ru: z.string() }),
  courseType: courseTypeSchema,
  periodMonths: z.number().int().positive(),
  price: moneySchema,
});
export type Plan = z.infer<typeof planSchema>;

/** The payment providers the API can be configured with (PAYMENT_PROVIDER). */
export const paymentProviderNameSchema = z.enum(['sandbox', 'stripe']);
export type PaymentProviderName = z.infer<typeof paymentProviderNameSchema>;

/**
 * Which provider takes the card in the browser: the sandbox (its test cards), or Stripe with
 * the account's publishable key for Stripe.js (public by Stripe's design).
 */
export const paymentProviderInfoSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal(paymentProviderNameSchema.enum.sandbox) }),
  z.object({
    name: z.literal(paymentProviderNameSchema.enum.stripe),
    publishableKey: z.string().regex(/^pk_(test|live)_\w+$/),
  }),
]);
export type PaymentProviderInfo = z.infer<typeof paymentProviderInfoSchema>;

/**
 * GET pricing: the active plans, the free trial, what a test's retake costs, and the payment
 * provider the payment page hands the card to.
 */
export const pricingResponseSchema = z.object({
  trialDays: z.number().int().positive(),
  plans: z.array(planSchema),
  retakePrice: moneySchema,
  paymentProvider: paymentProviderInfoSchema,
});
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

/** What an access period opens: the student's directions of its course format. */
export const unlockedDirectionSchema = z.object({ id: z.number().int(), title: z.string() });

/** One access period of the student: the trial or a paid one. */
export const subscriptionSchema = z.object({
  id: z.number().int(),
  kind: subscriptionKindSchema,
  state: subscriptionStateSchema,
  /** The plan paid for; null for the trial. */
  plan: planSchema.nullable(),
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
  unlocks: z.array(unlockedDirectionSchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * GET subscriptions: the caller's access periods, newest first, in a data field,
 * with the access they give now.
 */
export const subscriptionsResponseSchema = z.object({
  data: z.array(subscriptionSchema),
  access: z.object({
    state: learningAccessStateSchema,
    /** When the running access ends (the last of the trial and the paid periods); null when none runs. */
    endsAt: isoDateTimeSchema.nullable(),
  }),
});
export type SubscriptionsResponse = z.infer<typeof subscriptionsResponseSchema>;

/**
 * The access now in words' parts, from the access and the periods (GET subscriptions, and the
 * admin's user page): during the trial the trial's own end, then until when a plan bought
 * already keeps it open; never one period's kind beside another period's end.
 */
export type AccessSummary =
  | { state: 'ended' }
  | { state: 'subscription'; until: string }
  | { state: 'trial'; trialUntil: string; paidUntil: string | null };

export function accessSummary(
  access: SubscriptionsResponse['access'],
  periods: readonly Subscription[],
): AccessSummary {
  const { state, endsAt } = access;
  if (state === 'ended' || endsAt === null) return { state: 'ended' };
  if (state === 'subscription') return { state, until: endsAt };
  const trial = periods.find((period) => period.kind === 'trial' && period.state === 'active');
  const trialUntil = trial?.endsAt ?? endsAt;
  return {
    state,
    trialUntil,
    paidUntil: Date.parse(endsAt) > Date.parse(trialUntil) ? endsAt : null,
  };
}

/** The `Idempotency-Key` header of payments/pay: the same key never charges twice. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z.string().min(8).max(255);
/** How long a stored answer is replayed for a key, at the least. */
export const IDEMPOTENCY_KEY_RETENTION_HOURS = 24;

/** A card as the payment provider tokenised it in the browser: no card number reaches the server. */
export const cardTokenSchema = z.string().min(1).max(255);

/**
 * A promotion code as people type it: trimmed, any case (the server compares it upper-case),
 * 3 to 32 letters, digits, hyphens or underscores (ARCHITECTURE.md, "Promotion codes").
 */
export const PROMOTION_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{2,31}$/;
export const promotionCodeTextSchema = (m: MessageFormatter = englishMessages) =>
  z.string().trim().regex(PROMOTION_CODE_PATTERN, m('promotionCode'));
/** A code as it is stored and compared: upper-case, no edge spaces. */
export const normalisePromotionCode = (code: string) => code.trim().toUpperCase();

/** The price the student was shown: amount in minor units and currency. */
const expectedPriceSchema = z.strictObject(moneySchema.shape);

/**
 * POST payments/pay: what is bought, the price the student was shown for it, and the
 * provider's card token. The server charges its own price, and only when it is the one shown:
 * otherwise 409 ERR_PRICE_CHANGED and nothing is charged.
 */
export const payRequestSchema = z.discriminatedUnion('purpose', [
  z.strictObject({
    purpose: z.literal(paymentPurposeSchema.enum.subscription),
    planId: z.string().min(1).max(64),
    expectedPrice: expectedPriceSchema,
    cardToken: cardTokenSchema,
    /**
     * A promotion code the student applied: `expectedPrice` is then the discounted price
     * they were shown. Retakes take no code.
     */
    promotionCode: promotionCodeTextSchema().optional(),
  }),
  z.strictObject({
    purpose: z.literal(paymentPurposeSchema.enum.retake),
    taskId: idSchema,
    expectedPrice: expectedPriceSchema,
    cardToken: cardTokenSchema,
  }),
]);
export type PayRequest = z.infer<typeof payRequestSchema>;

/**
 * A plan's name as the reader sees it, as staff wrote it (/admin/plans): the Russian one for
 * Russian, the English one otherwise. The one rule for every screen that names a plan, the
 * student's and the staff's (ARCHITECTURE.md, "Plans and prices set by staff", "Names").
 */
export function localisedPlanName(names: { en: string; ru: string }, language: string): string {
  return language === 'ru' ? names.ru : names.en;
}

/**
 * A credit note's number: its refund's id, which never changes (`CN-7`). The PDF, the refund
 * mail and the screens write it.
 */
export function creditNoteNumber(refundId: number): string {
  return `CN-${refundId}`;
}

/** The documents of a payment: its receipt, and a credit note per succeeded refund. */
export type PaymentDocumentKind = 'receipt' | 'credit-note';

/** A document's file name, the same for the student's download and staff's. */
export function paymentDocumentFileName(kind: PaymentDocumentKind, id: number): string {
  return `${kind}-${id}.pdf`;
}

/**
 * The payment history (on the pricing page) offering one document for download: the receipt
 * of a payment (its id) or the credit note of a refund (the refund's id). The receipt and
 * refund mails link here; the page reads the parameter back.
 */
export function paymentDocumentPath(kind: PaymentDocumentKind, id: number): string {
  return `${paths.student.pricing}?${kind}=${id}`;
}

export const paymentSchema = z.object({
  id: z.number().int(),
  purpose: paymentPurposeSchema,
  status: paymentStatusSchema,
  price: moneySchema,
  /** What was bought, in words: the plan's name, or the test's title for a retake. */
  description: z.string(),
  planId: z.string().nullable(),
  taskId: z.number().int().nullable(),
  /** The card as the provider describes it (`Visa •••• 4242`); never the number. */
  cardLabel: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  /** When it succeeded; null until then. */
  paidAt: isoDateTimeSchema.nullable(),
  /**
   * Given back by refunds so far (minor units); absent from answers stored before refunds
   * existed, which a replay answers as they were.
   */
  refunded: z.number().int().nonnegative().optional(),
  /**
   * The payment's succeeded refunds, each with its credit note (GET credit-notes/{id}, the
   * refund's id), oldest first; GET payments answers them, a payment's other answers not.
   */
  creditNotes: z
    .array(
      z.object({
        id: z.number().int(),
        amount: z.number().int().positive(),
        settledAt: isoDateTimeSchema,
      }),
    )
    .optional(),
  /**
   * The promotion code the payment used, as it was typed in upper case, and what it took
   * off (minor units): `price` is after it, `price + discount` before. Null without a code;
   * absent from answers stored before promotion codes existed.
   */
  promotion: z.object({ code: z.string(), discount: z.number().int().nonnegative() }).nullish(),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * The answer of payments/pay and PATCH payments. `pending` with `confirmationRequired`: the
 * card's bank asks the student to confirm (PATCH payments confirms or cancels). A decline
 * is the 402 ERR_PAYMENT_DECLINED, and changes nothing. `nextAction` (Stripe only): the
 * PaymentIntent's client secret, with which the browser runs Stripe.js's
 * `handleNextAction` (the bank's 3-D Secure step) before it sends PATCH payments confirm.
 */
export const paymentNextActionSchema = z.object({ clientSecret: z.string().min(1).max(512) });
export const paymentResultSchema = z.object({
  payment: paymentSchema,
  confirmationRequired: z.boolean(),
  nextAction: paymentNextActionSchema.optional(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** POST payments/promotion-check: does this code apply to this plan, and at what price. */
export const promotionCheckRequestSchema = z.strictObject({
  planId: z.string().min(1).max(64),
  code: promotionCodeTextSchema(),
});
export type PromotionCheckRequest = z.infer<typeof promotionCheckRequestSchema>;

/** The plan's price now, what the code takes off it, and the total to pay (send as expectedPrice). */
export const promotionCheckResponseSchema = z.object({
  code: z.string(),
  price: moneySchema,
  discount: moneySchema,
  total: moneySchema,
});
export type PromotionCheckResponse = z.infer<typeof promotionCheckResponseSchema>;

/** GET payments: the caller's payment history, newest first. */
export const paymentsResponseSchema = z.object({ data: z.array(paymentSchema) });
export type PaymentsResponse = z.infer<typeof paymentsResponseSchema>;

/**
 * How long a payment may wait for the card holder's confirmation: the provider's rule (its
 * bank's confirmation step expires), which the server applies on its own clock. After that the
 * payment is `expired`, nothing was charged, and it can no longer be confirmed.
 */
export const PAYMENT_CONFIRMATION_MINUTES = 15;

/** Params of GET payments/attempts/{key}: the idempotency key the browser sent the attempt with. */
export const paymentAttemptParamsSchema = z.strictObject({ key: idempotencyKeySchema });

/**
 * GET payments/attempts/{key}: where the caller's payment attempt of that key stands, for a
 * page that was reloaded while it ran. `processing`: sent, its outcome not yet stored;
 * `unfinished`: the provider did not answer, and the same request may be sent again;
 * `answered`: the payment as it stands now (succeeded, waiting, declined, cancelled, expired).
 */
export const paymentAttemptSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('processing') }),
  z.object({ state: z.literal('unfinished') }),
  z.object({
    state: z.literal('answered'),
    payment: paymentSchema,
    /**
     * Stripe only, while the payment is pending and its PaymentIntent still waits for the
     * bank's step (3-D Secure): the client secret, so a reloaded page can finish that step.
     */
    nextAction: paymentNextActionSchema.optional(),
  }),
]);
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

/** PATCH payments: confirm or cancel a pending payment. */
export const updatePaymentRequestSchema = z.strictObject({
  paymentId: idSchema,
  action: z.enum(['confirm', 'cancel']),
});
export type UpdatePaymentRequest = z.infer<typeof updatePaymentRequestSchema>;

/** The provider's webhook: the header carrying its signature (`t=<unix seconds>,v1=<hex HMAC>`). */
export const WEBHOOK_SIGNATURE_HEADER = 'academy-signature';
/** Stripe's webhooks carry their signature in this header (same `t=…,v1=…` scheme). */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
/** Params of POST payments/webhooks/{provider}. */
export const webhookParamsSchema = z.strictObject({
  provider: z.string().regex(/^[a-z0-9-]{1,32}$/),
});
/**
 * A provider event about a payment or a refund it holds (the body is signed as sent; unknown
 * fields pass). A provider with events of its own shape (Stripe) maps them onto this one once
 * their signature holds. A `refund.*` event settles a refund the provider answered `pending`.
 */
export const webhookEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.enum([
    'payment.succeeded',
    'payment.declined',
    'payment.cancelled',
    'refund.succeeded',
    'refund.failed',
  ]),
  /** The provider's reference of the payment, or of the refund for a `refund.*` event. */
  reference: z.string().min(1).max(255),
  /**
   * A `refund.succeeded` of a refund the academy did not ask for (made in the provider's own
   * dashboard): the refunded payment's reference and the amount in minor units, so that it is
   * recorded and applied once. Absent for the refunds the academy asks for.
   */
  unasked: z
    .object({
      payment: z.string().min(1).max(255),
      amount: z.number().int().positive().max(2_147_483_647),
    })
    .optional(),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/**
 * The sandbox provider's documented test cards: the browser side of the sandbox turns one
 * of these numbers into its token, and the server's sandbox answers by the token. Any other
 * number is refused in the browser as a card the sandbox doesn't know.
 */
export const sandboxTestCards = [
  { number: '4242424242424242', token: 'tok_sandbox_succeeds', outcome: 'succeeds' },
  { number: '4000000000000002', token: 'tok_sandbox_declines', outcome: 'declines' },
  {
    number: '4000002760003184',
    token: 'tok_sandbox_needs_confirmation',
    outcome: 'needsConfirmation',
  },
] as const;
export type SandboxTestCard = (typeof sandboxTestCards)[number];

/*
 * The card form of the payment page. Its fields never reach our server: the browser hands
 * them to the payment provider, which answers a card token (payRequestSchema). These are the
 * rules the form checks before that.
 */

/** The card number's digits, without the spaces a person types between groups. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number: 12 to 19 digits (spaces or hyphens between groups allowed), Luhn-valid. */
export function isCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  return /^\d{12,19}$/.test(digits) && /^[\d\s-]+$/.test(value) && passesLuhn(digits);
}

/** `MM/YY` read as a month and a four-digit year; null when it is not that. */
export function readCardExpiry(value: string): { month: number; year: number } | null {
  const match = /^(0[1-9]|1[0-2])\s?\/\s?(\d{2})$/.exec(value.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** A card is valid through the last day of its expiry month. */
export function isCardExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return expiry.year * 12 + (expiry.month - 1) < thisMonth;
}

/** The card form: number (Luhn), expiry `MM/YY` not in the past, CVC of 3–4 digits, name on card. */
export const cardFormSchema = (
  m: MessageFormatter = englishMessages,
  now: () => Date = () => new Date(),
) =>
  z.object({
    number: z.string({ error: m('required') }).superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
      if (value.trim().length === 0) return fail(m('required'));
      if (!isCardNumber(value.trim())) return fail(m('cardNumber'));
    }),
    expiry: z.string({ error: m('required') }).superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
      if (value.trim().length === 0) return fail(m('required'));
      const expiry = readCardExpiry(value);
      if (!expiry) return fail(m('cardExpiry'));
      if (isCardExpired(expiry, now())) return fail(m('cardExpired'));
    }),
    cvc: z.string({ error: m('required') }).superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
      if (value.length === 0) return fail(m('required'));
      if (!/^\d{3,4}$/.test(value)) return fail(m('cardCvc'));
    }),
    name: requiredText(fieldLimits.cardholderName, m),
  });
export type CardForm = z.infer<ReturnType<typeof cardFormSchema>>;
