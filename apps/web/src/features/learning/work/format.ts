import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const KILOBYTE = 1024;
const MEGABYTE = KILOBYTE * 1024;

/** Dates and file sizes in the interface language (the browser's time zone). */
export function useWorkFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const kilobytes = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 0,
    });
    const megabytes = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    });
    return {
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      // The number and its unit stay on one line.
      fileSize: (bytes: number) =>
        (bytes >= MEGABYTE
          ? megabytes.format(bytes / MEGABYTE)
          : kilobytes.format(Math.max(1, Math.round(bytes / KILOBYTE)))
        ).replace(/ /g, '\u00a0'),
    };
  }, [language]);
}
