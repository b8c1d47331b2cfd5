import { expect, test } from '@playwright/test';
import { demoStudent, errorToast, logIn } from '../support/accounts';
import { desktop } from '../support/layout';
import { shoot } from '../support/screenshots';
import { demoAdmin, logInAsStaff } from '../support/staff';

/*
 * The Notifications card (ARCHITECTURE.md, "Notifications"): on /profile and on the staff's
 * account page, a mode per kind the user receives, saved once on a double click, kept as
 * chosen when saving fails offline. Screenshots at phone and desktop width, en and ru.
 * Each test takes four screenshots (two widths, two languages) beside its steps: more than
 * the default 30 s on two cores shared with the other lane of journeys.
 */
test.describe.configure({ timeout: 90_000 });

test('a student chooses how each kind of notification is told', async ({ page, context }) => {
  await page.setViewportSize(desktop);
  await logIn(page, demoStudent);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Notifications' });
  const certificates = card.getByRole('radiogroup', { name: 'Certificate issued' });
  await expect(certificates.getByRole('radio', { name: 'In the app' })).toBeChecked();
  await shoot(page, 'profile-notifications', async (language) => {
    const title = language === 'ru' ? 'Уведомления' : 'Notifications';
    await expect(
      page.getByRole('region', { name: title }).getByRole('radio').first(),
    ).toBeVisible();
  });

  // Offline: the failure is told, and the choice stays.
  await certificates.getByRole('radio', { name: 'E-mail at once' }).check();
  await context.setOffline(true);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(errorToast(page, 'Network Error')).toBeVisible();
  await expect(certificates.getByRole('radio', { name: 'E-mail at once' })).toBeChecked();
  await context.setOffline(false);

  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/v1/notification-preferences')) {
      saves.push(request.url());
    }
  });
  await card.getByRole('button', { name: 'Save' }).dblclick();
  await expect(card.getByText('Your notification settings are saved.')).toBeVisible();
  expect(saves).toHaveLength(1);

  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('radiogroup', { name: 'Certificate issued' })
      .getByRole('radio', { name: 'E-mail at once' }),
  ).toBeChecked();
});

test('staff choose theirs on the account page', async ({ page }) => {
  await page.setViewportSize(desktop);
  await logInAsStaff(page, demoAdmin);
  await page.goto('/admin/account');
  const card = page.getByRole('region', { name: 'Notifications' });
  await expect(card.getByRole('radiogroup', { name: 'New applicants' })).toBeVisible();
  await expect(card.getByRole('radiogroup', { name: 'Certificate issued' })).toHaveCount(0);
  await shoot(page, 'account-notifications', async (language) => {
    const title = language === 'ru' ? 'Уведомления' : 'Notifications';
    await expect(
      page.getByRole('region', { name: title }).getByRole('radio').first(),
    ).toBeVisible();
  });
});
