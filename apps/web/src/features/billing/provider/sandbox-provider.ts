import { type CardForm, cardDigits, sandboxTestCards } from '@academy/contracts';
import { CardRefusedError, type PaymentProvider } from './payment-provider';

/**
 * The sandbox: contracts' documented test cards, each turned into the token the server's
 * sandbox answers by (succeeds, declines, asks for confirmation). Any other number is a card
 * the sandbox does not know.
 */
export const sandboxProvider: PaymentProvider = {
  testMode: true,
  async tokenizeCard(card: CardForm) {
    const digits = cardDigits(card.number);
    const known = sandboxTestCards.find((test) => test.number === digits);
    if (!known) throw new CardRefusedError('unknownTestCard');
    return known.token;
  },
};
