import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { submitLogin } from '../support/accounts';
import { expectPaymentReceived, payByCard } from '../support/billing';
import { desktop, phone } from '../support/layout';
import { demoAdmin } from '../support/staff';

/*
 * Plans and prices set by staff (ARCHITECTURE.md, "Plans and prices set by staff"), in
 * Chromium against the real server: an admin raises a plan's price, the pricing page shows
 * it, and a student who had /payment open at the old price is refused with the message and
 * the new price, then pays the new one knowingly.
 */

const onTrial = { email: 'trial@academy.test', password: 'Trial#2026' };
const shots = process.env.PLANS_SCREENSHOTS;

test('an admin changes a price; a student with /payment open is told and pays the new one', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const studentContext = await browser.newContext({ viewport: desktop });
  const student = await studentContext.newPage();
  await submitLogin(student, onTrial);
  await expect(student).toHaveURL(/\/dashboard$/);
  await student.goto('/payment?plan=online-yearly');
  const order = student.getByRole('region', { name: 'Your order' });
  await expect(order.getByText('$249.00')).toBeVisible();

  const adminContext = await browser.newContext({ viewport: desktop });
  const admin = await adminContext.newPage();
  await submitLogin(admin, demoAdmin);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.getByRole('link', { name: 'Plans and prices' }).first().click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Plans and prices' })).toBeVisible();
  await expect(admin.getByText(/Every price is in USD/)).toBeVisible();
  await expectNoAxeViolations(admin);
  if (shots) await admin.screenshot({ path: `${shots}/admin-plans-1280.png`, fullPage: true });

  await admin.getByRole('button', { name: 'Edit Online · 12 months' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Edit the plan' });
  const price = dialog.getByRole('textbox', { name: /^Price, USD/ });
  await price.fill('259');
  if (shots) await admin.screenshot({ path: `${shots}/admin-plan-dialog-1280.png` });
  await dialog.getByRole('button', { name: 'Save' }).dblclick();
  await expect(admin.getByText('Online · 12 months is saved.')).toBeVisible();
  await expect(admin.getByText('Online · 12 months · $259.00')).toBeVisible();

  // Move it up with the keyboard, and back.
  const up = admin.getByRole('button', { name: 'Move Online · 12 months up' });
  await up.focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByText('Online · 12 months moved up.')).toBeVisible();
  await admin.getByRole('button', { name: 'Move Online · 12 months down' }).click();
  await expect(admin.getByText('Online · 12 months moved down.')).toBeVisible();

  await admin.setViewportSize(phone);
  if (shots) await admin.screenshot({ path: `${shots}/admin-plans-375.png`, fullPage: true });

  // The pricing the pages read has the new price at once (the page itself: below).
  const pricing = await adminContext.request.get('/v1/pricing');
  const plans = ((await pricing.json()) as { plans: { id: string; price: { amount: number } }[] })
    .plans;
  expect(plans.find((plan) => plan.id === 'online-yearly')?.price.amount).toBe(25900);

  // The student's page still shows $249.00: refused, nothing charged, the new price said.
  await payByCard(student, 'succeeds', 'Mariam Grigoryan');
  const alert = student.getByRole('alert').filter({ hasText: 'The price changed' });
  await expect(alert).toHaveText(
    'The price changed while you were paying. Nothing was charged: check the new price and pay again. The price is now $259.00.',
  );
  await expect(order.getByText('$259.00')).toBeVisible();
  if (shots) await student.screenshot({ path: `${shots}/payment-price-changed-1280.png` });
  await student.setViewportSize(phone);
  if (shots) {
    await student.screenshot({ path: `${shots}/payment-price-changed-375.png`, fullPage: true });
  }
  await student.setViewportSize(desktop);
  await student.getByRole('button', { name: 'Pay $259.00' }).click();
  await expectPaymentReceived(student);

  await student.goto('/pricing');
  const yearly = student.getByRole('article', { name: 'Online · 12 months' });
  await expect(yearly.getByText('$259.00')).toBeVisible();
  if (shots) await student.screenshot({ path: `${shots}/pricing-1280.png`, fullPage: true });

  // The audit log tells the change in words.
  await admin.setViewportSize(desktop);
  await admin.goto('/admin/audit');
  await expect(admin.getByText('Online · 12 months').first()).toBeVisible();

  await studentContext.close();
  await adminContext.close();
});
