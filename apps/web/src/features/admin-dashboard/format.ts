import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers, percentages and week labels in the interface language. */
export function useDashboardFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(language);
    const percent = new Intl.NumberFormat(language, { style: 'percent' });
    // A week is named by its Monday; the date is a calendar date, read in UTC.
    const day = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const days = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'day',
      unitDisplay: 'long',
    });
    return {
      /** Counted days in the language's own plural forms ("1 day", "5 дней"). */
      days: (value: number) => days.format(value),
      number: (value: number) => number.format(value),
      /** A whole percent (`50` → "50%"). */
      percent: (value: number) => percent.format(value / 100),
      week: (weekStart: string) => day.format(new Date(`${weekStart}T00:00:00Z`)),
    };
  }, [language]);
}
