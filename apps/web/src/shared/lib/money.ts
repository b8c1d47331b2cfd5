import type { Money } from '@academy/contracts';

/**
 * An amount in minor units (cents) as money in the reader's language: 2900 USD is "$29.00"
 * in English. The currency says how many minor units make one (none for yen).
 */
export function formatMoney({ amount, currency }: Money, language: string): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
