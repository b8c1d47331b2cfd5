/*
 * Exam dates and times live in the academy's time zone (GET week-days' `timeZone`), whatever
 * the applicant's own. Calendar dates are `YYYY-MM-DD` strings, the form Mantine's calendar
 * uses; arithmetic on them runs in UTC so no local offset or DST change can shift a day.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const toUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const fromUtc = (value: Date) => value.toISOString().slice(0, 10);

/** The calendar date it is now (or at `at`) in `timeZone`. */
export function dateInTimeZone(timeZone: string, at: Date | string = new Date()): string {
  // The Canadian English format is ISO's year-month-day.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at));
}

export function addDays(date: string, days: number): string {
  return fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday (as in GET week-days). */
export function isoWeekday(date: string): number {
  const day = toUtc(date).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The key GET week-days/available groups a date's slots under: `MM/DD/YYYY`. */
export function availableSlotsKeyOf(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/** A calendar date written out in full (`Monday, 7 December 2026`), for labels. */
export function formatCalendarDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    toUtc(date),
  );
}
