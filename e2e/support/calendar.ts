import { expect, type Locator, type Page } from '@playwright/test';

/** A week day's English name, Monday being 1 (ISO): as the screens write it in English. */
export function weekdayName(isoWeekday: number): string {
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, isoWeekday)),
  );
}

const FREE_DAY = /, free seats$/;

/**
 * Chooses the first day with free seats in the exam calendar inside `within` (the page, or a
 * dialog), turning the calendar's month when this one has none: the day's name, without the
 * free seats. It waits for the calendar to be drawn first, which takes a while on a busy
 * machine: before then no day is to be seen, and the month must not be turned for that.
 */
export async function chooseFirstFreeDay(within: Page | Locator): Promise<string> {
  await expect(within.getByRole('button', { name: 'Previous month' })).toBeVisible({
    timeout: 30_000,
  });
  for (let month = 0; month < 3; month += 1) {
    const free = within.getByRole('button', { name: FREE_DAY }).and(within.locator(':enabled'));
    if ((await free.count()) > 0) {
      const label = (await free.first().getAttribute('aria-label')) ?? '';
      await free.first().click();
      return label.replace(FREE_DAY, '');
    }
    await within.getByRole('button', { name: 'Next month' }).click();
  }
  throw new Error('No exam day with free seats in the coming weeks');
}
