/*
 * An exam instant as people read it: date, clock time and zone, always in the academy's time
 * zone (not the reader's). One way of writing each, for every screen and the mail alike: the
 * exam-date step's time buttons, the confirmation summary, the verification screen and the
 * verification e-mail.
 */

/** The date of an exam instant, written out in the academy's time zone (`Friday, December 4, 2026`). */
export function formatExamDate(
  dateTime: string | Date,
  timeZone: string,
  language: string,
): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone }).format(
    new Date(dateTime),
  );
}

/**
 * The clock time of an exam instant in the academy's time zone, in the language's short form:
 * English `3:00 PM` (12-hour, no leading zero), Russian `15:00`. Whatever space the platform's
 * ICU puts before AM/PM (some write a narrow no-break space) is written as a plain space, so
 * the browser and the server's mail read the same.
 */
export function formatExamTime(
  dateTime: string | Date,
  timeZone: string,
  language: string,
): string {
  return new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone })
    .format(new Date(dateTime))
    .replace(/\p{Zs}/gu, ' ');
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
