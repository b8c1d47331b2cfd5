/*
 * Moments in mails: on the academy's clock (the time zone its exam schedule keeps), written
 * "yyyy-mm-dd hh:mm" (unambiguous in any language) with the zone named, e.g.
 * "2026-12-06 09:38 (Asia/Yerevan)". One rule for every mail that says when something ends
 * or happened (ARCHITECTURE.md, "Mails say when on the academy's clock").
 */

/** `at` on the clock of `timeZone`, with the zone named. */
export function mailMoment(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} (${timeZone})`;
}
