import { LANGUAGE_STORAGE_KEY } from '@academy/contracts';
import { expect, type Page, test } from '@playwright/test';
import { desktop, phone, sidewaysOverflow } from './layout';

/**
 * Screenshots of the page at a phone's and a desktop's width, in English and then Russian
 * (each checked for sideways scrolling), back in English at the end. `ready` waits for the
 * page's content after each reload.
 */
export async function shoot(
  page: Page,
  name: string,
  ready: (language: 'en' | 'ru') => Promise<void>,
) {
  for (const language of ['en', 'ru'] as const) {
    if (language === 'ru') {
      await page.evaluate((key) => localStorage.setItem(key, 'ru'), LANGUAGE_STORAGE_KEY);
      await page.reload();
      await ready(language);
    }
    for (const size of [phone, desktop]) {
      await page.setViewportSize(size);
      expect(await sidewaysOverflow(page), `sideways overflow at ${size.width}px`).toBe(0);
      await page.screenshot({
        path: test.info().outputPath(`${name}-${language}-${size.width}.png`),
        fullPage: true,
      });
    }
  }
  await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_STORAGE_KEY);
  await page.reload();
  await ready('en');
}
