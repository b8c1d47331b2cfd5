import { sandboxTestCards } from '@academy/contracts';
import { expect, type Page } from '@playwright/test';

/*
 * Paying through the payment screen with the sandbox provider's documented test cards
 * (contracts' `sandboxTestCards`): the card number stays in the browser, the server sees the
 * sandbox's token only.
 */

export type SandboxOutcome = (typeof sandboxTestCards)[number]['outcome'];

/** The sandbox's test card number with this outcome. */
export function sandboxCard(outcome: SandboxOutcome): string {
  const card = sandboxTestCards.find((candidate) => candidate.outcome === outcome);
  if (!card) throw new Error(`No sandbox card ${outcome}`);
  return card.number;
}

/** Fills the card form of /payment and presses its pay button. */
export async function payByCard(page: Page, outcome: SandboxOutcome, holder = 'Anna Hakobyan') {
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Card number' }).fill(sandboxCard(outcome));
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12/34');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByRole('textbox', { name: 'Name on card' }).fill(holder);
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** The payment screen's success state. */
export async function expectPaymentReceived(page: Page) {
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
}

/** Pays the retake of the failed test on screen from its offer, and comes back to the test. */
export async function payForRetake(page: Page, taskId: number) {
  await page.getByRole('link', { name: 'Pay for the retake' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?retake=${taskId}$`));
  await payByCard(page, 'succeeds');
  await expectPaymentReceived(page);
  await expect(page.getByText('Your second attempt at the test is open.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the test' }).click();
  await expect(page).toHaveURL(new RegExp(`/task/${taskId}$`));
}
