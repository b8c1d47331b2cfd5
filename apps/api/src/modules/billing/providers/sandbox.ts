import { randomUUID } from 'node:crypto';
import { sandboxTestCards, WEBHOOK_SIGNATURE_HEADER, webhookEventSchema } from '@academy/contracts';
import { checkWebhookSignature } from './signature.js';
import {
  CardTokenInvalidError,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
  type SettleResult,
  WebhookSignatureError,
} from './types.js';

/*
 * The sandbox provider, the one the API ships (PAYMENT_PROVIDER=sandbox): no money moves.
 * It answers by the documented test cards of contracts' `sandboxTestCards` (the browser
 * turns their numbers into these tokens): `tok_sandbox_succeeds` is charged,
 * `tok_sandbox_declines` is declined, `tok_sandbox_needs_confirmation` waits for the card
 * holder's confirmation (PATCH payments, or its webhook). Any other token is refused. Like a
 * real provider it keeps charges by idempotency key, so a retried charge is the same charge,
 * and signs its webhooks with the webhook secret (signature.ts).
 */

const SANDBOX_CARD_LABELS: Record<string, string> = {
  tok_sandbox_succeeds: 'Visa •••• 4242',
  tok_sandbox_declines: 'Visa •••• 0002',
  tok_sandbox_needs_confirmation: 'Visa •••• 3184',
};

export function createSandboxProvider(options: { webhookSecret: string }): PaymentProvider {
  const charges = new Map<string, ChargeResult>();
  const pending = new Set<string>();
  const refunds = new Map<string, RefundResult>();

  return {
    name: 'sandbox',
    webhookSignatureHeader: WEBHOOK_SIGNATURE_HEADER,

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const earlier = charges.get(request.idempotencyKey);
      if (earlier) return earlier;
      const card = sandboxTestCards.find((candidate) => candidate.token === request.cardToken);
      if (!card) throw new CardTokenInvalidError('unknown sandbox token');
      const reference = `sbx_${randomUUID()}`;
      const cardLabel = SANDBOX_CARD_LABELS[card.token] ?? null;
      const result: ChargeResult =
        card.outcome === 'succeeds'
          ? { status: 'succeeded', reference, cardLabel }
          : card.outcome === 'declines'
            ? { status: 'declined', reference, cardLabel, declineReason: 'card_declined' }
            : { status: 'requires_confirmation', reference, cardLabel };
      if (result.status === 'requires_confirmation') pending.add(reference);
      charges.set(request.idempotencyKey, result);
      return result;
    },

    async confirm(reference: string): Promise<SettleResult> {
      // The sandbox's confirmation always goes through; a charge it does not hold as
      // pending (another process's, or after a restart) is confirmed all the same.
      pending.delete(reference);
      return { status: 'succeeded' };
    },

    async cancel(reference: string): Promise<SettleResult> {
      pending.delete(reference);
      return { status: 'cancelled' };
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      // Every sandbox refund goes through at once; like a charge, one per idempotency key.
      const earlier = refunds.get(request.idempotencyKey);
      if (earlier) return earlier;
      const result: RefundResult = { reference: `sbx_re_${randomUUID()}`, status: 'succeeded' };
      refunds.set(request.idempotencyKey, result);
      return result;
    },

    verifyWebhook(rawBody, signatureHeader, now) {
      checkWebhookSignature(options.webhookSecret, rawBody, signatureHeader, now);
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new WebhookSignatureError('signed body is not JSON');
      }
      const event = webhookEventSchema.safeParse(parsed);
      if (!event.success) throw new WebhookSignatureError('signed body is not an event');
      return event.data;
    },
  };
}
