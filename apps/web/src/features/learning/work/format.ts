import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../shared/lib/file-size';

/** Dates and file sizes in the interface language (the browser's time zone). */
export function useWorkFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      fileSize: (bytes: number) => formatFileSize(bytes, language),
    };
  }, [language]);
}
