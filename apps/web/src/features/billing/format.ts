import {
  formatMoney,
  localisedPlanName,
  type Money,
  type Payment,
  type Plan,
} from '@academy/contracts';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export { formatMoney };

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

/** The card number as typed, digits only (at most 19), in groups of four: "4242 4242 4242 4242". */
export function groupCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A plan's name in the reader's language, as staff wrote it (contracts' `localisedPlanName`). */
export function planName(plan: Pick<Plan, 'names'>, language: string): string {
  return localisedPlanName(plan.names, language);
}

/**
 * What a payment bought, in the reader's language: a plan's name (the plan from `plans`,
 * the server's description for a plan no longer on sale), or "Retake: <the test's title>".
 */
export function paymentLabel(
  payment: Pick<Payment, 'purpose' | 'description' | 'planId'>,
  plans: readonly Plan[],
  t: TFunction<'billing'>,
  language: string,
): string {
  if (payment.purpose === 'retake') return t('history.retake', { title: payment.description });
  const plan = plans.find((candidate) => candidate.id === payment.planId);
  return plan ? planName(plan, language) : payment.description;
}
