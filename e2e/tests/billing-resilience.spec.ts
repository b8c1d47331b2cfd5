import { expect, type Page, test } from '@playwright/test';
import { errorToast, submitLogin } from '../support/accounts';
import { expectPaymentReceived, payByCard } from '../support/billing';
import { type ThrowawayStudent, throwawayStudent } from '../support/throwaway-student';

/*
 * Payments that go wrong half-way, in Chromium against the real server: paying offline,
 * reloading while the charge runs or while the bank's confirmation is open, and a double
 * click on Confirm. Each journey has a student of its own (throwawayStudent), so the demo
 * accounts other specs read keep their payments.
 */

const PLAN = '/payment?plan=online-monthly';

async function signedInStudent(page: Page, student: ThrowawayStudent) {
  await page.goto('/auth/login');
  await submitLogin(page, student);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

/** The payment history's rows on /pricing. */
async function historyRows(page: Page) {
  await page.goto('/pricing');
  const history = page.getByRole('region', { name: 'Payment history' });
  await expect(history).toBeVisible();
  return history;
}

test('paying offline: the Network Error at once, the form usable, and no charge once online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const student = await throwawayStudent(page, request, { fullName: 'Offline Payer' });
  await signedInStudent(page, student);
  await page.goto(PLAN);
  // The screen is loaded (its code included) before the connection goes.
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();

  const payCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/v1/payments/pay')) payCalls.push(sent.method());
  });
  await context.setOffline(true);
  const started = Date.now();
  await payByCard(page, 'succeeds', student.fullName);
  await expect(errorToast(page, 'Network Error')).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - started).toBeLessThan(5_000);
  await expect(page.getByText(/No answer came about this payment/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toBeEnabled();

  // Back online: nothing goes through by itself.
  await context.setOffline(false);
  await page.waitForTimeout(4_000);
  const history = await historyRows(page);
  await expect(history.getByText('No payments yet.')).toBeVisible();
  expect(payCalls.length).toBeLessThanOrEqual(1);
});

test('reloaded while the charge runs: the page shows the payment made, never the card form again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const student = await throwawayStudent(page, request, { fullName: 'Reloading Payer' });
  await signedInStudent(page, student);
  await page.goto(PLAN);

  // The charge reaches the server and succeeds; its answer never reaches the page. The
  // request stays held until the page has been reloaded: a route let go while it waits
  // would hand the page its answer after all.
  let charged: () => void = () => undefined;
  const reachedServer = new Promise<void>((resolve) => {
    charged = resolve;
  });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/v1/payments/pay', async (route) => {
    await route.fetch();
    charged();
    await released;
    // The page that sent it is gone: nothing is left to answer.
    await route.abort('connectionreset').catch(() => undefined);
  });
  await payByCard(page, 'succeeds', student.fullName);
  await reachedServer;
  // The page still waits for the answer: no outcome, no form to use.
  await expect(page.getByRole('button', { name: /^Pay / })).toBeDisabled();
  await page.reload();
  release();
  await page.unroute('**/v1/payments/pay');

  await expectPaymentReceived(page);
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  const history = await historyRows(page);
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('Paid');
});

test('reloaded at the bank’s confirmation: asked again and confirmed; another cancelled from the history', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const student = await throwawayStudent(page, request, { fullName: 'Confirming Payer' });
  await signedInStudent(page, student);
  await page.goto(PLAN);

  await payByCard(page, 'needsConfirmation', student.fullName);
  const dialog = page.getByRole('dialog', { name: 'Confirm the payment' });
  await expect(dialog).toBeVisible();
  await page.reload();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expectPaymentReceived(page);

  // Left at the bank's step: the history shows it waiting, with the way to cancel it.
  await page.goto(PLAN);
  await payByCard(page, 'needsConfirmation', student.fullName);
  await expect(dialog).toBeVisible();
  const history = await historyRows(page);
  const waiting = history.getByRole('listitem').filter({ hasText: 'Waiting' });
  await expect(waiting).toContainText('Waiting for your confirmation until');
  await waiting.getByRole('button', { name: /^Cancel the payment for / }).click();
  await expect(history.getByRole('listitem').first()).toContainText('Cancelled');
  await expect(history.getByRole('button', { name: /^Confirm the payment/ })).toHaveCount(0);
  await expect(history.getByRole('listitem').filter({ hasText: 'Paid' })).toHaveCount(1);
});

test('a double click on Confirm sends one request and says "Payment received" only', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const student = await throwawayStudent(page, request, { fullName: 'Double Clicker' });
  await signedInStudent(page, student);
  await page.goto(PLAN);

  const confirmations: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PATCH' && sent.url().endsWith('/v1/payments')) {
      confirmations.push(sent.postData() ?? '');
    }
  });
  await payByCard(page, 'needsConfirmation', student.fullName);
  const dialog = page.getByRole('dialog', { name: 'Confirm the payment' });
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).dblclick();
  await expectPaymentReceived(page);
  await page.waitForTimeout(1_000);
  expect(confirmations).toHaveLength(1);
  await expect(page.getByRole('alert').filter({ hasText: /no longer waiting/ })).toHaveCount(0);
});
