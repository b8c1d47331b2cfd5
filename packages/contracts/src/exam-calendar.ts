/*
 * The exam calendar's rules, for the API (which turns the weekly schedule into sittings) and
 * the web app (which draws the calendar) alike. Calendar dates are `YYYY-MM-DD` strings in the
 * academy's time zone; arithmetic on them runs in UTC, so no local offset or daylight-saving
 * change can shift a day.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday (as in GET week-days). */
export function isoWeekday(date: string): number {
  const day = new Date(utcMidnight(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The calendar date `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return dateOf(utcMidnight(date) + days * DAY_MS);
}

/** Whole days from one calendar date to another: 0 for the same day, negative backwards. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** Every calendar date from `from` to `to`, both included; none when `to` is earlier. */
export function calendarDates(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(from, index));
}

/** The calendar date it is at an instant (now by default) in a time zone. */
export function dateInTimeZone(timeZone: string, at: Date | string = new Date()): string {
  // The Canadian English format is ISO's year-month-day.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at));
}

/** The form of the keys GET week-days/available groups sittings under: `MM/DD/YYYY`. */
export const MONTH_DAY_YEAR_PATTERN = /^\d{2}\/\d{2}\/\d{4}$/;

/** `YYYY-MM-DD` → `MM/DD/YYYY`, the key a date's sittings are grouped under. */
export function toMonthDayYear(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/** `MM/DD/YYYY` → `YYYY-MM-DD`: the calendar date of a week-days/available key. */
export function fromMonthDayYear(key: string): string {
  const [month, day, year] = key.split('/');
  return `${year}-${month}-${day}`;
}
