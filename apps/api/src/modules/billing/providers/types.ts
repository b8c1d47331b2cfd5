import type { WebhookEvent } from '@academy/contracts';

/*
 * What the API needs of a payment provider (ARCHITECTURE.md, "Billing"). The browser
 * tokenises the card with the provider; the server only ever holds the token, charges it
 * here, and keeps the provider's reference and card label. A charge may need the card
 * holder's confirmation (3-D Secure and the like): it is then pending until `confirm`, or
 * until the provider's signed webhook says how it ended.
 */

export interface ChargeRequest {
  /** Minor units (cents). */
  amount: number;
  currency: string;
  /** The provider's token of the card; never a card number, never logged. */
  cardToken: string;
  description: string;
  /**
   * The same key never charges twice at the provider either: a retry after a lost answer
   * gets the first charge back.
   */
  idempotencyKey: string;
  /** Our payment's id, kept with the provider's charge where it has a field (Stripe's metadata). */
  paymentId?: number;
}

export type ChargeStatus = 'succeeded' | 'declined' | 'requires_confirmation';

export interface ChargeResult {
  status: ChargeStatus;
  /** The provider's id of the charge (webhooks name it). */
  reference: string;
  /** How the provider describes the card (`Visa •••• 4242`). */
  cardLabel: string | null;
  declineReason?: string;
  /**
   * For `requires_confirmation` at a provider whose browser side runs the bank's step itself
   * (Stripe's `handleNextAction`): the secret it needs, handed to the paying student only.
   */
  clientSecret?: string;
}

/** Money given back on a succeeded charge, in full or in part. */
export interface RefundRequest {
  /** The charge's reference (ChargeResult.reference). */
  reference: string;
  /** Minor units (cents); at most what the charge took less what was refunded before. */
  amount: number;
  currency: string;
  /** The same key never refunds twice: a retry gets the first refund back. */
  idempotencyKey: string;
  /** Why, in the staff member's words; kept with the provider's refund where it has a field. */
  reason: string;
}

export interface RefundResult {
  /**
   * The provider's id of the refund; null when the provider refused the request itself
   * (Stripe's invalid request: more than it still holds, a disputed charge), so no refund
   * was made: the status is then `failed` with the provider's reason.
   */
  reference: string | null;
  /**
   * `pending`: the provider took the refund and settles it later (a webhook tells how it
   * ended); `failed`: it refused it.
   */
  status: 'succeeded' | 'pending' | 'failed';
  failureReason?: string;
}

/**
 * The outcome of confirming or cancelling a pending charge. `pending`: the provider has not
 * decided yet (the card holder's step is unfinished, or the charge is processing); the
 * payment stays waiting, for a later confirmation or the webhook.
 */
export interface SettleResult {
  status: 'succeeded' | 'declined' | 'cancelled' | 'pending';
  declineReason?: string;
}

export interface PaymentProvider {
  /** The name in payments.provider and in the webhook's path. */
  readonly name: string;
  /** The request header its webhooks carry their signature in (lower case). */
  readonly webhookSignatureHeader: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  confirm(reference: string): Promise<SettleResult>;
  cancel(reference: string): Promise<SettleResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * For a provider whose browser side runs the bank's step itself (Stripe): the secret it
   * needs while the charge still waits for that step, read from the provider; null once the
   * step is done or the charge decided. Absent for providers without one (the sandbox).
   */
  pendingAction?(reference: string): Promise<{ clientSecret: string } | null>;
  /**
   * The event of a webhook whose signature holds, in our shape; null for an event of a type
   * we don't act on (acknowledged and ignored). Throws WebhookSignatureError when the
   * signature is missing, forged or stale.
   */
  verifyWebhook(
    rawBody: string,
    signatureHeader: string | undefined,
    now: Date,
  ): WebhookEvent | null;
}

/** The card token is not one the provider issued (400 ERR_PAYMENT_TOKEN_INVALID). */
export class CardTokenInvalidError extends Error {
  override readonly name = 'CardTokenInvalidError';
}

/** The provider could not be reached or failed (503 ERR_PAYMENT_PROVIDER_UNAVAILABLE). */
export class PaymentProviderUnavailableError extends Error {
  override readonly name = 'PaymentProviderUnavailableError';
}

/** A webhook whose signature is missing, forged or too old (400 ERR_WEBHOOK_SIGNATURE_INVALID). */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}
