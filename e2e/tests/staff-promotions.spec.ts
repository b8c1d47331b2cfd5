import { LANGUAGE_STORAGE_KEY } from '@academy/contracts';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { submitLogin } from '../support/accounts';
import { expectPaymentReceived, payByCard } from '../support/billing';
import { desktop, phone, sidewaysOverflow } from '../support/layout';
import { demoAdmin } from '../support/staff';
import { throwawayStudent } from '../support/throwaway-student';

/*
 * Promotion codes (ARCHITECTURE.md, "Promotion codes"), in Chromium against the real server:
 * an admin creates a code for one plan; a fresh student applies it on /payment, sees the
 * discount and pays the discounted price; the admin finds the payment with its code in the
 * ledger and refunds half of it; the student sees the refund and the shortened access on
 * /pricing. Screens at a phone's and a desktop's width, in English and Russian.
 */

test.describe.configure({ timeout: 240_000 });

async function logInAt(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible({
    timeout: 60_000,
  });
  await submitLogin(page, credentials);
}

/** Screenshots of the page at both widths, in English and then Russian, back in English. */
async function shoot(page: Page, name: string, ready: (language: 'en' | 'ru') => Promise<void>) {
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

test('an admin makes a code; a fresh student pays with it; half refunded, access shortened', async ({
  page,
  browser,
  request,
}) => {
  // One code per run: the demo data keeps the codes of earlier runs.
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;

  // The admin creates a code of 20 % for the monthly online plan, three uses.
  await page.setViewportSize(desktop);
  await logInAt(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin/, { timeout: 60_000 });
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

  // A fresh student applies it on /payment and pays $23.20 instead of $29.00.
  const studentContext = await browser.newContext({ viewport: desktop });
  const student = await studentContext.newPage();
  const fresh = await throwawayStudent(student, request, { fullName: 'Promo Payer' });
  await logInAt(student, fresh);
  await expect(student).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
  await student.goto('/payment?plan=online-monthly');
  const order = student.getByRole('region', { name: 'Your order' });
  await expect(order.getByTestId('order-total')).toHaveText('$29.00');
  await order.getByRole('textbox', { name: 'Promotion code' }).fill('NOSUCHCODE1');
  await order.getByRole('button', { name: 'Apply' }).click();
  await expect(order.getByText('There is no such promotion code.', { exact: false })).toBeVisible();
  await order.getByRole('textbox', { name: 'Promotion code' }).fill(code.toLowerCase());
  await order.getByRole('button', { name: 'Apply' }).click();
  await expect(order.getByText(`Code ${code} applied`)).toBeVisible();
  await expect(order.getByText('−$5.80')).toBeVisible();
  await expect(order.getByTestId('order-total')).toHaveText('$23.20');
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
  await expect(history.getByText(`Promotion code ${code}: −$5.80`)).toBeVisible();
  await expect(history.getByText('$23.20')).toBeVisible();
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
  await refund.getByLabel(/Amount to refund/).fill('11.60');
  await refund.getByLabel(/Reason/).fill('Half back, as agreed');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByTestId('refund-notice')).toHaveText(
    '$11.60 refunded. The student was told by e-mail.',
  );

  // The student sees the refund and the shorter access.
  await student.reload();
  await expect(history.getByText('Refunded $11.60')).toBeVisible({ timeout: 30_000 });
  await expect(access).toBeVisible();
  expect(await access.textContent()).not.toBe(before);
  for (const size of [phone, desktop]) {
    await student.setViewportSize(size);
    await student.screenshot({
      path: test.info().outputPath(`pricing-refunded-${size.width}.png`),
      fullPage: true,
    });
  }
  await studentContext.close();
});
