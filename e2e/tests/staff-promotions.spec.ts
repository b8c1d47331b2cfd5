import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { submitLogin } from '../support/accounts';
import { expectPaymentReceived, payByCard } from '../support/billing';
import { downloadedPdf } from '../support/documents';
import { desktop, phone } from '../support/layout';
import { shoot } from '../support/screenshots';
import { demoAdmin } from '../support/staff';
import { throwawayStudent } from '../support/throwaway-student';

/*
 * The money side end to end (ARCHITECTURE.md, "Plans and prices set by staff", "Promotion
 * codes", "Payments ledger"), in Chromium against the real server: an admin changes the
 * monthly plan's price and creates a code for that plan; a fresh student applies it on
 * /payment, sees the discount of the new price and pays; the admin finds the payment with
 * its code in the ledger and refunds half of it; the student sees the refund, downloads its
 * credit note and sees the shortened access on /pricing. The price goes back at the end.
 * Screens at a phone's and a desktop's width, in English and Russian.
 */

test.describe.configure({ timeout: 240_000 });

async function logInAt(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible({
    timeout: 60_000,
  });
  await submitLogin(page, credentials);
}

/** The admin sets the monthly online plan's price on /admin/plans. */
async function setMonthlyPrice(page: Page, dollars: string) {
  await page.goto('/admin/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and prices' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Online · monthly' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the plan' });
  await dialog.getByRole('textbox', { name: /^Price, USD/ }).fill(dollars);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Online · monthly is saved.')).toBeVisible();
  await expect(page.getByText(`Online · 1 month · $${dollars}`)).toBeVisible();
}

test('a price changed, a code, a payment, half refunded: the student sees all of it', async ({
  page,
  browser,
  request,
}) => {
  // One code per run: the demo data keeps the codes of earlier runs.
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;

  // The admin raises the monthly online plan from $29.00 to $30.00, then creates a code of
  // 20 % for that plan, three uses.
  await page.setViewportSize(desktop);
  await logInAt(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin/, { timeout: 60_000 });
  await setMonthlyPrice(page, '30.00');
  await page.getByRole('link', { name: 'Promotion codes' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promotion codes' })).toBeVisible();
  await page.getByRole('button', { name: 'New code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New promotion code' });
  await dialog.getByRole('textbox', { name: /^Code/ }).fill(code.toLowerCase());
  await dialog.getByRole('textbox', { name: /^Percent off/ }).fill('20');
  await dialog.getByRole('combobox', { name: 'Plans' }).click();
  await page.getByRole('option', { name: 'Online · monthly' }).click();
  await dialog.getByRole('textbox', { name: /^Most uses/ }).fill('3');
  await dialog.getByRole('button', { name: 'Create' }).dblclick();
  await expect(page.getByText(`Code ${code} created.`)).toBeVisible();
  await page.getByLabel('Search by code').fill(code);
  const row = page.getByTestId('promotion-row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('20% off · Online · monthly')).toBeVisible();
  await expect(row.getByText(/Used 0 of 3 · 3 left/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'admin-promotions', async () => {
    await expect(page.getByTestId('promotion-row').first()).toBeVisible();
  });
  await page.getByLabel('Search by code').fill(code);
  await expect(row).toHaveCount(1);

  // A fresh student applies it on /payment and pays $24.00 instead of $30.00.
  const studentContext = await browser.newContext({ viewport: desktop });
  const student = await studentContext.newPage();
  const fresh = await throwawayStudent(student, request, { fullName: 'Promo Payer' });
  await logInAt(student, fresh);
  await expect(student).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
  await student.goto('/payment?plan=online-monthly');
  const order = student.getByRole('region', { name: 'Your order' });
  await expect(order.getByTestId('order-total')).toHaveText('$30.00');
  await order.getByRole('textbox', { name: 'Promotion code' }).fill('NOSUCHCODE1');
  await order.getByRole('button', { name: 'Apply' }).click();
  await expect(order.getByText('There is no such promotion code.', { exact: false })).toBeVisible();
  await order.getByRole('textbox', { name: 'Promotion code' }).fill(code.toLowerCase());
  await order.getByRole('button', { name: 'Apply' }).click();
  await expect(order.getByText(`Code ${code} applied`)).toBeVisible();
  await expect(order.getByText('−$6.00')).toBeVisible();
  await expect(order.getByTestId('order-total')).toHaveText('$24.00');
  await expectNoAxeViolations(student);
  await shoot(student, 'payment-with-code', async (language) => {
    const words =
      language === 'ru'
        ? { field: 'Промокод', apply: 'Применить', applied: `Промокод ${code} применён` }
        : { field: 'Promotion code', apply: 'Apply', applied: `Code ${code} applied` };
    const summary = student.getByRole('region', {
      name: language === 'ru' ? 'Ваш заказ' : 'Your order',
    });
    await summary.getByRole('textbox', { name: words.field }).fill(code);
    await summary.getByRole('button', { name: words.apply }).click();
    await expect(summary.getByText(words.applied)).toBeVisible();
  });
  await payByCard(student, 'succeeds', fresh.fullName);
  await expectPaymentReceived(student);

  await student.goto('/pricing');
  const history = student.getByRole('region', { name: 'Payment history' });
  await expect(history.getByText(`Promotion code ${code}: −$6.00`)).toBeVisible();
  await expect(history.getByText('$24.00')).toBeVisible();
  const access = student.getByText(/subscribed until/i).first();
  await expect(access).toBeVisible();
  const before = await access.textContent();

  // The admin finds the payment with its code and refunds half of it.
  await page.goto(`/admin/payments?search=${encodeURIComponent(fresh.email)}`);
  const payment = page.getByTestId('payment-row').first();
  await expect(payment).toBeVisible();
  await payment.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Payment No\. \d+$/ })).toBeVisible();
  await expect(page.getByText(code).first()).toBeVisible();
  await page.getByRole('button', { name: 'Refund…' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund the payment' });
  await refund.getByLabel(/Amount to refund/).fill('12.00');
  await refund.getByLabel(/Reason/).fill('Half back, as agreed');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByTestId('refund-notice')).toHaveText(
    '$12.00 refunded. The student was told by e-mail.',
  );

  // The student sees the refund, its credit note and the shorter access.
  await student.reload();
  await expect(history.getByText('Refunded $12.00')).toBeVisible({ timeout: 30_000 });
  await expect(access).toBeVisible();
  expect(await access.textContent()).not.toBe(before);
  const note = await downloadedPdf(student, () =>
    history.getByRole('button', { name: /^Credit note CN-\d+ \(PDF\)/ }).click(),
  );
  expect(note.name).toMatch(/^credit-note-\d+\.pdf$/);
  expect(note.text).toContain('Credit note');
  expect(note.text).toContain(fresh.fullName);
  expect(note.text).toContain('$12.00');
  expect(note.text).not.toContain('Half back, as agreed');
  for (const size of [phone, desktop]) {
    await student.setViewportSize(size);
    await student.screenshot({
      path: test.info().outputPath(`pricing-refunded-${size.width}.png`),
      fullPage: true,
    });
  }
  await studentContext.close();

  // The price as it was, for the journeys after this one.
  await setMonthlyPrice(page, '29.00');
});
