import { DEFAULT_TIME_ZONE } from '@academy/contracts';

/*
 * Dates in the staff's interface language. Exam sittings are in the academy's time zone (as
 * every screen writes them, ARCHITECTURE.md "One way of writing an exam's time"); other
 * moments (applied, recorded, decided) in the reader's own.
 */

/** `21 Nov 2026` / `21 нояб. 2026 г.`. */
export function formatDay(at: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(at));
}

/** `21 Nov 2026, 15:00`. */
export function formatMoment(at: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(at),
  );
}

/** An exam sitting's date and time, short, in the academy's zone. */
export function formatSitting(at: string, language: string, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  })
    .format(new Date(at))
    .replace(/\p{Zs}/gu, ' ');
}
