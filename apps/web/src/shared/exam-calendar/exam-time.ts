/*
 * How the exam calendar writes its dates. The calendar's rules (weekdays, day arithmetic, the
 * date in the academy's time zone) are contracts' exam-calendar, shared with the API.
 */

/** A calendar date written out in full (`Monday, 7 December 2026`), for labels. */
export function formatCalendarDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
