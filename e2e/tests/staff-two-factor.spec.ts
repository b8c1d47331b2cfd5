import { type AdminUsersResponse, API_BASE_PATH } from '@academy/contracts';
import { expect, type Page, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { expectNoAxeViolations } from '../support/accessibility';
import { submitLogin } from '../support/accounts';
import { desktop, phone, sidewaysOverflow } from '../support/layout';
import { apiToken, demoAdmin, demoMentor, logInAsStaff } from '../support/staff';
import { throwawayStudent } from '../support/throwaway-student';

/*
 * Two-step verification (ARCHITECTURE.md, "Two-factor sign-in"): an admin resets the demo
 * mentor's second factor (a lost phone); the mentor's next login sets up an authenticator
 * app (QR code and key shown, a first code, the recovery codes shown once) and a later login
 * asks for a code; a student turns it on from /profile. Named to run last of the staff
 * journeys: the demo mentor ends with a second factor of their own.
 */

test.describe.configure({ timeout: 180_000 });

/** The code of an app holding `secret`, `stepsAhead` 30-second steps from now. */
const codeOf = (secret: string, stepsAhead = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** The key the set-up shows, without the spaces that group it. */
async function shownSecret(page: Page) {
  const text = await page.getByTestId('two-factor-secret').textContent();
  return (text ?? '').replace(/\s+/g, '');
}

/** No sideways scroll and nothing for axe, at a phone's and a desktop's width. */
async function checkLayout(page: Page, name: string) {
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    expect(await sidewaysOverflow(page), `sideways overflow at ${size.width}px`).toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`${name}-${size.width}.png`),
      fullPage: true,
    });
  }
}

test('a reset mentor sets up an authenticator app at login, then signs in with its code', async ({
  page,
  browser,
  request,
}) => {
  const headers = { authorization: `Bearer ${await apiToken(request, demoAdmin)}` };
  const found = await request.get(
    `${API_BASE_PATH}/admin/users?${new URLSearchParams({ search: demoMentor.email })}`,
    { headers },
  );
  const mentorId = ((await found.json()) as AdminUsersResponse).items[0]?.id;

  // The admin resets the mentor's second factor from the mentor's page.
  await logInAsStaff(page, demoAdmin);
  await page.goto(`/admin/users/${mentorId}`);
  const section = page.getByRole('region', { name: 'Two-step verification' });
  await expect(section.getByText('On', { exact: true })).toBeVisible({ timeout: 30_000 });
  await section.getByRole('button', { name: 'Reset two-step verification' }).click();
  await page
    .getByRole('dialog', { name: 'Reset two-step verification?' })
    .getByRole('button', { name: 'Reset' })
    .click();
  await expect(page.getByText(`${demoMentor.email} has been told by e-mail`)).toBeVisible();
  await expect(section.getByText('Off', { exact: true })).toBeVisible();

  // The mentor's next login: the set-up, then the recovery codes, once.
  const mentor = await (await browser.newContext()).newPage();
  await mentor.goto('/auth/login');
  await submitLogin(mentor, { email: demoMentor.email, password: demoMentor.password });
  await expect(
    mentor.getByRole('heading', { level: 1, name: 'Set up two-step verification' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(mentor.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = await shownSecret(mentor);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await checkLayout(mentor, 'two-factor-set-up');
  await mentor.getByRole('textbox', { name: 'Code from the app' }).fill(codeOf(secret));
  await mentor.getByRole('button', { name: 'Confirm and log in' }).click();
  const codes = mentor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await checkLayout(mentor, 'two-factor-recovery-codes');
  const continueButton = mentor.getByRole('button', { name: 'Continue to Academy' });
  await expect(continueButton).toBeDisabled();
  await mentor.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
  await continueButton.click();
  await expect(mentor).toHaveURL(/\/admin\/reviews$/, { timeout: 30_000 });
  await mentor.context().close();

  // A later login asks for a code. The set-up spent this step's: the next step's is accepted.
  const again = await (await browser.newContext()).newPage();
  await again.goto('/auth/login');
  await submitLogin(again, { email: demoMentor.email, password: demoMentor.password });
  await expect(again.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible(
    { timeout: 30_000 },
  );
  await checkLayout(again, 'two-factor-code');
  await again.getByRole('textbox', { name: 'Code' }).fill(codeOf(secret, 1));
  await again.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(again).toHaveURL(/\/admin\/reviews$/, { timeout: 30_000 });
  await again.context().close();
});

test('a student turns two-step verification on from the profile', async ({ page, request }) => {
  const student = await throwawayStudent(page, request, { fullName: 'Tigran Twofactor' });
  await page.goto('/auth/login');
  await submitLogin(page, student);
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Two-step verification' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = await shownSecret(page);
  await checkLayout(page, 'profile-two-factor-set-up');
  await card.getByRole('textbox', { name: '6-digit code from the app' }).fill(codeOf(secret));
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await card.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
  await card.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card.getByText('Recovery codes left: 10.')).toBeVisible();
});
