import type { Money } from '@academy/contracts';
import { useTranslation } from 'react-i18next';

/** The digits after the point a currency uses (2 for USD, 0 for JPY). */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/** Minor units written in the reader's language with the currency (`$29.00`, `29,00 $`). */
export function useMoney() {
  const { i18n } = useTranslation();
  return (money: Money) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: money.currency }).format(
      money.amount / 10 ** currencyDigits(money.currency),
    );
}
