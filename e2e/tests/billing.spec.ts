import { expect, test } from '@playwright/test';
import { submitLogin } from '../support/accounts';
import { expectPaymentReceived, payByCard } from '../support/billing';

/*
 * Billing in Chromium against the real server and its demo data: a student whose free trial
 * has ended is sent to the plans, a declined card changes nothing, and a paid plan opens the
 * learning area again; a payment the bank asks to confirm is confirmed in a dialog. The
 * sandbox provider answers by the documented test cards (README, "Payments").
 */

const expired = { email: 'expired@academy.test', password: 'Expired#2026' };
const onTrial = { email: 'trial@academy.test', password: 'Trial#2026' };

const ACCESS_ENDED =
  'Your free trial or subscription has ended. Choose a plan to continue learning.';

test('a student whose trial has ended: sent to the plans, a declined card, then paid and learning again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await submitLogin(page, expired);
  // The learning area refuses the ended trial: the plans, with why, not an error page.
  await expect(page).toHaveURL(/\/pricing/);
  await expect(page.getByText(ACCESS_ENDED)).toBeVisible();

  await page
    .getByRole('button', { name: /^Choose Online · monthly/ })
    .or(page.getByRole('link', { name: /^Choose Online · monthly/ }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/payment\?plan=online-monthly$/);

  // A declined card: its message on the form, and the area stays closed.
  await payByCard(page, 'declines', 'Aram Sahakyan');
  await expect(
    page.getByText('Your card was declined. No money was taken: try another card.'),
  ).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/pricing/);
  await expect(page.getByText('Declined').first()).toBeVisible();

  // Paid: the access runs again, and the payment is in the history.
  await page
    .getByRole('button', { name: /^Choose Online · monthly/ })
    .or(page.getByRole('link', { name: /^Choose Online · monthly/ }))
    .first()
    .click();
  await payByCard(page, 'succeeds', 'Aram Sahakyan');
  await expectPaymentReceived(page);
  await page.getByRole('link', { name: 'Continue learning' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Front-End Development').first()).toBeVisible();

  await page.goto('/pricing');
  await expect(page.getByText(/^Subscribed until /).first()).toBeVisible();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
});

test('a payment the bank asks to confirm is confirmed in a dialog; the receipt is mailed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await submitLogin(page, onTrial);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/pricing');
  await expect(page.getByText(/^Free trial — ends on /).first()).toBeVisible();
  await page
    .getByRole('button', { name: /^Choose Online · 3 months/ })
    .or(page.getByRole('link', { name: /^Choose Online · 3 months/ }))
    .first()
    .click();

  await payByCard(page, 'needsConfirmation', 'Mariam Grigoryan');
  const dialog = page.getByRole('dialog', { name: 'Confirm the payment' });
  await expect(dialog.getByText(/Your bank asks you to confirm this payment of /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expectPaymentReceived(page);

  await page.goto('/dev/mailbox');
  await expect(page.locator('article').filter({ hasText: onTrial.email }).first()).toContainText(
    /receipt/i,
  );
});
