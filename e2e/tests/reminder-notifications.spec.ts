import { expect, type Page, test } from '@playwright/test';
import { logIn, submitLogin } from '../support/accounts';
import { desktop } from '../support/layout';
import { shoot } from '../support/screenshots';

/*
 * The reminders in the notifications (ARCHITECTURE.md, "Notifications", "Reminders"), in
 * Chromium against the real server, whose jobs run as it listens: the demo student's tests
 * due two days after her admission three days ago are overdue, the trial student's trial
 * ends in two days, the expired student's trial has ended.
 */

test.describe.configure({ timeout: 180_000 });

/** Reloads the notifications until `text` shows: the jobs' first pass runs as the server starts. */
async function waitForNotification(page: Page, text: RegExp) {
  await page.goto('/notifications');
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('list').getByText(text).first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
}

const accounts = {
  student: { email: 'student@academy.test', password: 'Student#2026', fullName: 'Anna Hakobyan' },
  trial: { email: 'trial@academy.test', password: 'Trial#2026', fullName: 'Mariam Grigoryan' },
  expired: { email: 'expired@academy.test', password: 'Expired#2026', fullName: 'Aram Sahakyan' },
};

test('an overdue test is reminded of once, linking to it', async ({ page }) => {
  await page.setViewportSize(desktop);
  await logIn(page, accounts.student);
  await waitForNotification(page, /is overdue: it was due/);
  const overdue = page.getByRole('list').getByRole('link').filter({ hasText: 'is overdue' });
  const count = await overdue.count();
  await page.reload();
  await expect(
    page.getByRole('list').getByRole('link').filter({ hasText: 'is overdue' }),
  ).toHaveCount(count);
  await expect(overdue.first()).toHaveAttribute('href', /^\/(task|mini-project)\/\d+$/);
  await shoot(page, 'reminders-overdue', async (language) => {
    const text = language === 'ru' ? /просрочен/ : /is overdue/;
    await expect(page.getByRole('list').getByText(text).first()).toBeVisible();
  });
});

test('the trial ending soon is told beside its mail', async ({ page }) => {
  await page.setViewportSize(desktop);
  await submitLogin(page, accounts.trial);
  await page.waitForURL((url) => url.pathname !== '/auth/login');
  await waitForNotification(page, /Your free trial ends/);
  const link = page.getByRole('list').getByRole('link').filter({ hasText: 'Your free trial ends' });
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute('href', '/pricing');
  await expect(link).toContainText('Choose a plan to keep learning.');
  await shoot(page, 'reminders-trial', async (language) => {
    const text = language === 'ru' ? /Бесплатный период закончится/ : /Your free trial ends/;
    await expect(page.getByRole('list').getByText(text)).toBeVisible();
  });
});

test('the ended trial is told once', async ({ page }) => {
  await page.setViewportSize(desktop);
  await submitLogin(page, accounts.expired);
  await page.waitForURL((url) => url.pathname !== '/auth/login');
  await waitForNotification(page, /Your free trial has ended/);
  await expect(
    page.getByRole('list').getByRole('link').filter({ hasText: 'Your free trial has ended' }),
  ).toHaveCount(1);
  await shoot(page, 'reminders-ended', async (language) => {
    const text = language === 'ru' ? /Бесплатный период закончился/ : /Your free trial has ended/;
    await expect(page.getByRole('list').getByText(text)).toBeVisible();
  });
});
