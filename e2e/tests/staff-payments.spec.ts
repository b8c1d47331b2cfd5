import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { demoStudent, errorToast, submitLogin } from '../support/accounts';
import { downloadedPdf } from '../support/documents';
import { desktop, phone, sidewaysOverflow } from '../support/layout';
import { demoAdmin } from '../support/staff';

/*
 * The payments ledger (ARCHITECTURE.md, "Payments ledger"): an admin finds the demo student's
 * paid plan, refunds a part of it from its page (a double click refunds once), and grants
 * extra days from the student's page; the student then sees the refund and the grant on
 * /pricing. The admin downloads the payment's receipt and the refund's credit note (offline
 * first: told, nothing saved). Each staff screen at a phone's and a desktop's width, with axe,
 * in English and in Russian.
 */

test.describe.configure({ timeout: 180_000 });

async function logInAt(
  page: Page,
  credentials: { email: string; password: string },
  where: RegExp,
) {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible({
    timeout: 60_000,
  });
  await submitLogin(page, credentials);
  await expect(page).toHaveURL(where, { timeout: 60_000 });
}

async function checkLayout(page: Page, name: string, ready: () => Promise<void>) {
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await ready();
    expect(await sidewaysOverflow(page), `sideways overflow at ${size.width}px`).toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`${name}-${size.width}.png`),
      fullPage: true,
    });
  }
}

/** The header's language switch. */
async function speak(page: Page, language: 'EN' | 'RU') {
  await page.getByRole('button', { name: language, exact: true }).first().click();
}

test('an admin refunds part of a payment once, grants days, and the student sees both', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(desktop);
  await logInAt(page, demoAdmin, /\/admin/);
  await page.goto(
    // A subscription: a retake paid by an earlier journey cannot be refunded once it is used.
    `/admin/payments?search=${encodeURIComponent(demoStudent.email)}&status=succeeded&purpose=subscription`,
  );
  const rows = page.getByTestId('payment-row');
  await checkLayout(page, 'payments', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(rows.first()).toBeVisible();
  });
  await rows.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Payment No\. \d+$/ })).toBeVisible();
  await checkLayout(page, 'payment', async () => {
    await expect(page.getByRole('button', { name: 'Refund…' })).toBeVisible();
  });

  const refunds: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/v1\/admin\/payments\/\d+\/refunds$/.test(request.url())) {
      refunds.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  await page.getByRole('button', { name: 'Refund…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund the payment' });
  const amount = dialog.getByLabel(/Amount to refund/);
  await amount.fill('1');
  await dialog.getByLabel(/Reason/).fill('Goodwill for a broken video');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).dblclick();
  await expect(page.getByTestId('refund-notice')).toHaveText(
    '$1.00 refunded. The student was told by e-mail.',
  );
  expect(refunds).toHaveLength(1);
  const refundList = page.getByRole('region', { name: 'Refunds' });
  await expect(refundList.getByText('Goodwill for a broken video')).toHaveCount(1);
  await expect(page.getByText('Partly refunded').first()).toBeVisible();

  // The documents, as the student got them: the receipt, and the refund's credit note.
  const paymentId = (await page.getByRole('heading', { level: 1 }).innerText()).replace(/\D/g, '');
  const refundRow = refundList.getByRole('listitem').filter({ hasText: 'Goodwill' }).last();
  const noteButton = refundRow.getByRole('button', { name: /^Credit note CN-\d+/ });
  const noteNumber = ((await noteButton.innerText()).match(/CN-\d+/) ?? [''])[0];
  expect(noteNumber).toMatch(/^CN-\d+$/);
  // Offline: the admin is told, nothing is saved, and the button works again afterwards.
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Receipt (PDF)' }).click();
  await expect(errorToast(page, 'Network Error')).toBeVisible({ timeout: 10_000 });
  await page.context().setOffline(false);
  expect(downloads).toEqual([]);
  const receipt = await downloadedPdf(page, () =>
    page.getByRole('button', { name: 'Receipt (PDF)' }).click(),
  );
  expect(receipt.name).toBe(`receipt-${paymentId}.pdf`);
  expect(receipt.text).toContain(demoStudent.fullName);
  expect(receipt.text).toMatch(new RegExp(`(Payment number|Платёж №) ${paymentId}`));
  const creditNote = await downloadedPdf(page, () => noteButton.click());
  expect(creditNote.name).toBe(`credit-note-${noteNumber.slice(3)}.pdf`);
  expect(creditNote.text).toContain(noteNumber);
  expect(creditNote.text).toContain(demoStudent.fullName);
  expect(creditNote.text).toMatch(new RegExp(`(Payment number|Платёж №) ${paymentId}`));
  // The amount given back, never the staff's internal reason.
  expect(creditNote.text).toMatch(/\$1\.00|1,00\s\$/);
  expect(creditNote.text).not.toContain('Goodwill');

  // The payment's page and the list in Russian, at both widths.
  await speak(page, 'RU');
  await checkLayout(page, 'payment-ru', async () => {
    await expect(page.getByRole('button', { name: 'Квитанция (PDF)' })).toBeVisible();
  });
  await page.goto(
    `/admin/payments?search=${encodeURIComponent(demoStudent.email)}&purpose=subscription`,
  );
  await checkLayout(page, 'payments-ru', async () => {
    await expect(rows.first()).toBeVisible();
  });
  await page.goto('/admin/plans');
  await checkLayout(page, 'plans-ru', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await speak(page, 'EN');
  await checkLayout(page, 'plans', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Plans and prices' })).toBeVisible();
  });
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: /^Payment No\. \d+$/ })).toBeVisible();

  // The student's page: their payments, and access granted without payment.
  await page.getByRole('link', { name: demoStudent.fullName }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: demoStudent.fullName })).toBeVisible();
  await page.getByRole('button', { name: 'Grant access…' }).click();
  const grant = page.getByRole('dialog', { name: 'Grant access without payment' });
  await grant.getByLabel(/Reason/).fill('Scholarship');
  await grant.getByRole('button', { name: 'Grant', exact: true }).click();
  await expect(page.getByText(/^Access granted:/)).toBeVisible();
  await checkLayout(page, 'user-payments', async () => {
    await expect(page.getByRole('region', { name: 'Payments' })).toBeVisible();
  });

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await student.setViewportSize(desktop);
  await logInAt(student, demoStudent, /\/(dashboard|pricing|learning|$)/);
  await student.goto('/pricing');
  await expect(student.getByText('Refunded $1.00').first()).toBeVisible({ timeout: 30_000 });
  await expect(student.getByText('Granted access').first()).toBeVisible();
  // The student downloads the same credit note from the history.
  const own = await downloadedPdf(student, () =>
    student
      .getByRole('button', { name: new RegExp(`^Credit note ${noteNumber} \\(PDF\\)`) })
      .click(),
  );
  expect(own.text).toBe(creditNote.text);
  for (const size of [phone, desktop]) {
    await student.setViewportSize(size);
    await student.screenshot({
      path: test.info().outputPath(`pricing-${size.width}.png`),
      fullPage: true,
    });
  }
  await studentContext.close();
});
