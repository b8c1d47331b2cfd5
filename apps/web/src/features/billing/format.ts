import type { Money } from '@academy/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An amount in minor units (cents) as money in the reader's language: 2900 USD is "$29.00"
 * in English. The currency says how many minor units make one (none for yen).
 */
export function formatMoney({ amount, currency }: Money, language: string): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** Money, dates and periods of billing in the interface language (the browser's time zone). */
export function useBillingFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    // Counted words in the language's own plural forms ("1 month", "12 months", "7 дней").
    const months = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'month',
      unitDisplay: 'long',
    });
    const days = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'day',
      unitDisplay: 'long',
    });
    return {
      months: (count: number) => months.format(count),
      days: (count: number) => days.format(count),
      // The amount and its currency stay on one line.
      money: (money: Money) => formatMoney(money, language).replace(/ /g, '\u00a0'),
      date: (iso: string) => date.format(new Date(iso)),
    };
  }, [language]);
}
