import { currencyDigits } from '@academy/contracts';

/** A price as the audit log writes it: major units and the currency (`29.90 USD`). */
export function priceText(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  return `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
}
