import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers, percentages, week and month labels in the interface language. */
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
    const month = new Intl.DateTimeFormat(language, {
      month: 'short',
      year: '2-digit',
      timeZone: 'UTC',
    });
    return {
      /** A calendar month, `YYYY-MM` ("Nov 26"). */
      month: (yearMonth: string) => month.format(new Date(`${yearMonth}-01T00:00:00Z`)),
      number: (value: number) => number.format(value),
      /** A whole percent (`50` → "50%"). */
      percent: (value: number) => percent.format(value / 100),
      week: (weekStart: string) => day.format(new Date(`${weekStart}T00:00:00Z`)),
    };
  }, [language]);
}
