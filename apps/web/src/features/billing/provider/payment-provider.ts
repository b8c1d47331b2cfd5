import type { CardForm } from '@academy/contracts';

/*
 * The payment provider's part in the browser: it takes the card and answers a token that
 * stands for it. The card number goes to the provider only, never to our server, which
 * charges the token (ARCHITECTURE.md, "Billing"). The payment page talks to this interface;
 * `paymentProvider` (./index.ts) is the one in use.
 */
export interface PaymentProvider {
  /** Whether this provider takes test cards only (the page then lists them). */
  readonly testMode: boolean;
  /** The card as the provider's token; a card it refuses rejects with `CardRefusedError`. */
  tokenizeCard(card: CardForm): Promise<string>;
}

/** The provider refused the card itself (before any payment): the number field says why. */
export class CardRefusedError extends Error {
  override readonly name = 'CardRefusedError';
  readonly reason: 'unknownTestCard';

  constructor(reason: 'unknownTestCard') {
    super(reason);
    this.reason = reason;
  }
}
