import type { Money } from './billing.js';

/** Minor units in one unit of the currency: 100 for USD, 1 for yen (none). */
export function minorUnitsPer(currency: string): number {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency });
  return 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2);
}

/**
 * An amount in minor units (cents) as money in the reader's language: 2900 USD is "$29.00"
 * in English. The one way the web, the mails and the PDFs write an amount.
 */
export function formatMoney({ amount, currency }: Money, language: string): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  return format.format(amount / minorUnitsPer(currency));
}
