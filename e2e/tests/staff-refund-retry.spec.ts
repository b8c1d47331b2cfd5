import { expect, type Page, test } from '@playwright/test';
import { demoStudent, submitLogin } from '../support/accounts';
import { desktop, phone } from '../support/layout';
import { demoAdmin } from '../support/staff';

/*
 * A refund sent while the connection is down (ARCHITECTURE.md, "Payments ledger"): the dialog
 * says no answer came; after a reload the dialog brings the draft back with its idempotency
 * key, and the retry makes exactly one refund. Picks the demo student's subscription payment
 * (a retake paid by an earlier journey cannot be refunded once used) and gives back $1.00 of
 * what is left, whatever the ledger spec gave back before.
 */

test.describe.configure({ timeout: 180_000 });

async function logIn(page: Page) {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible({
    timeout: 60_000,
  });
  await submitLogin(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin/, { timeout: 60_000 });
}

test('a refund sent offline is sent again after a reload under its key, and made once', async ({
  page,
  context,
}) => {
  await page.setViewportSize(desktop);
  await logIn(page);
  await page.goto(
    `/admin/payments?search=${encodeURIComponent(demoStudent.email)}&purpose=subscription`,
  );
  await page.getByTestId('payment-row').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Payment No\. \d+$/ })).toBeVisible();
  const paymentUrl = page.url();

  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/v1\/admin\/payments\/\d+\/refunds$/.test(request.url())) {
      keys.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  const reason = `Offline retry ${Date.now()}`;
  await page.getByRole('button', { name: 'Refund…' }).click();
  let dialog = page.getByRole('dialog', { name: 'Refund the payment' });
  await dialog.getByLabel(/Amount to refund/).fill('1');
  await dialog.getByLabel(/Reason/).fill(reason);

  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog.getByTestId('refund-unanswered')).toContainText(
    'The last try of this refund got no answer',
  );
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`refund-unanswered-${size.width}.png`) });
  }
  await context.setOffline(false);

  // Reloaded: the draft and its key come back; the retry is the same request.
  await page.goto(paymentUrl);
  await page.getByRole('button', { name: 'Refund…' }).click();
  dialog = page.getByRole('dialog', { name: 'Refund the payment' });
  await expect(dialog.getByTestId('refund-unanswered')).toBeVisible();
  await expect(dialog.getByLabel(/Reason/)).toHaveValue(reason);
  await expect(dialog.getByLabel(/Amount to refund/)).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByTestId('refund-notice')).toHaveText(
    '$1.00 refunded. The student was told by e-mail.',
  );
  expect(keys.length).toBeGreaterThanOrEqual(1);
  expect(new Set(keys).size).toBe(1);
  await expect(page.getByRole('region', { name: 'Refunds' }).getByText(reason)).toHaveCount(1);

  // Opened again, the dialog is a new refund: no note, nothing kept.
  await page.getByRole('button', { name: 'Refund…' }).click();
  dialog = page.getByRole('dialog', { name: 'Refund the payment' });
  await expect(dialog.getByLabel(/Reason/)).toHaveValue('');
  await expect(dialog.getByTestId('refund-unanswered')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The same note in Russian, with a draft kept as an unanswered try leaves it (never sent).
  const paymentId = Number(/\/(\d+)$/.exec(new URL(paymentUrl).pathname)?.[1]);
  await page.evaluate((id) => {
    const draft = {
      key: crypto.randomUUID(),
      amount: 100,
      reason: 'Черновик',
      savedAt: Date.now(),
    };
    window.localStorage.setItem(`academy.refund-attempt.${id}`, JSON.stringify(draft));
  }, paymentId);
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'RU' }).click();
  await page.getByRole('button', { name: 'Вернуть…' }).click();
  dialog = page.getByRole('dialog', { name: 'Вернуть платёж' });
  await expect(dialog.getByTestId('refund-unanswered')).toContainText('ответа не было');
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await page.screenshot({
      path: test.info().outputPath(`refund-unanswered-ru-${size.width}.png`),
    });
  }
  await page.evaluate(
    (id) => window.localStorage.removeItem(`academy.refund-attempt.${id}`),
    paymentId,
  );
  // Back to English for the specs after this one.
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Refund…' })).toBeVisible();
});
