/** A week day's English name, Monday being 1 (ISO): as the screens write it in English. */
export function weekdayName(isoWeekday: number): string {
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, isoWeekday)),
  );
}
