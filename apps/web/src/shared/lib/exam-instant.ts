/*
 * An exam instant as people read it: date, clock time and zone, always in the academy's time
 * zone (not the browser's). Used by the sign-up summary and the verification screen.
 */

/** The date of an exam instant, written out in the academy's time zone. */
export function formatExamDate(dateTime: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone }).format(
    new Date(dateTime),
  );
}

/** The clock time of an exam instant in the academy's time zone (`11:00`). */
export function formatExamTime(dateTime: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(dateTime));
}

/** The time zone as a reader knows it: its name and its offset then (`Asia/Yerevan, GMT+4`). */
export function formatTimeZone(
  timeZone: string,
  language: string,
  at: Date | string = new Date(),
): string {
  const offset = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(at))
    .find((part) => part.type === 'timeZoneName')?.value;
  const name = timeZone.replaceAll('_', ' ');
  return offset ? `${name}, ${offset}` : name;
}
