/*
 * An instant written as ISO 8601 in a given time zone, with that zone's offset then:
 * `2026-12-04T15:00:00+04:00`. The staff exports write every time so (README, "Staff
 * area"): a spreadsheet reads it, and a reader anywhere sees the academy's clock and knows
 * which instant it is.
 */

const partsFormat = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string) {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(timeZone, format);
  }
  return format;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The instant in `timeZone` as ISO 8601 with its offset (whole seconds). */
export function zonedIso(at: Date | string, timeZone: string): string {
  const instant = new Date(at);
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  const parts = Object.fromEntries(
    formatOf(timeZone)
      .formatToParts(new Date(seconds))
      .map((part) => [part.type, part.value]),
  );
  const local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  const offsetMinutes = Math.round((Date.parse(`${local}Z`) - seconds) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
