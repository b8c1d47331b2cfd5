import { expect, type Page, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { expectNoAxeViolations } from '../support/accessibility';
import {
  demoStudent,
  newestMailId,
  newestMailLink,
  passwordField,
  submitLogin,
  twoFactorCode,
} from '../support/accounts';
import { desktop, phone, sidewaysOverflow } from '../support/layout';
import { demoAdmin } from '../support/staff';

/*
 * Staff accounts and signed-in devices (ARCHITECTURE.md, "Staff accounts", "Signed-in
 * devices"): an admin invites a mentor, who opens the mailed link, chooses a password, sets
 * up two-step verification and only then signs in, and replaces the recovery codes on their
 * account page; a student signs another of their devices out from the profile. The new
 * screens at a phone's and a desktop's width, with axe.
 */

// Logins and the set password hash (argon2): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const INVITATION_SUBJECT = 'Your invitation to the Academy';
const MENTOR_PASSWORD = 'Invited#Mentor2026';

/** The screen fits both widths without sideways scroll, and axe finds nothing; screenshots kept. */
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

async function logInAt(
  page: Page,
  credentials: { email: string; password: string; twoFactorSecret?: string },
  where: RegExp,
) {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible({
    timeout: 60_000,
  });
  await submitLogin(page, credentials);
  await expect(page).toHaveURL(where, { timeout: 60_000 });
}

test('an admin invites a mentor, who sets a password from the mail and signs in', async ({
  page,
  browser,
}) => {
  // Two logins' codes wait for fresh 30-second steps (up to a minute and a half of waiting),
  // and the journey loads a dozen pages, three of them checked with axe at two widths: on a
  // machine shared with the other stages it took over four minutes.
  test.setTimeout(360_000);
  const email = `invited.mentor.${Date.now()}@academy.test`;
  await page.setViewportSize(desktop);
  await logInAt(page, demoAdmin, /\/admin$/);
  await page.goto('/admin/users');
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await invitations.getByRole('button', { name: 'Invite a mentor or admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a mentor or admin' });
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Mira Invited');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await checkLayout(page, 'invite-dialog', async () => {
    await expect(dialog.getByRole('button', { name: 'Send the invitation' })).toBeVisible();
  });
  const before = await (async () => {
    const mailbox = await browser.newPage();
    const id = await newestMailId(mailbox, email, INVITATION_SUBJECT);
    await mailbox.close();
    return id;
  })();
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(`An invitation was mailed to ${email}.`)).toBeVisible();
  const row = invitations.getByTestId('invitation').filter({ hasText: email });
  await checkLayout(page, 'invitations', async () => {
    await expect(row).toContainText('Mira Invited');
    await expect(row).toContainText('The link works until');
  });

  // The mentor, in a browser of their own, opens the mailed link and chooses a password.
  const mentorContext = await browser.newContext();
  const mentor = await mentorContext.newPage();
  const link = await newestMailLink(mentor, {
    to: email,
    subject: INVITATION_SUBJECT,
    linkPath: '/auth/set-password',
    after: before,
  });
  await mentor.goto(link);
  await passwordField(mentor, 'New password').fill(MENTOR_PASSWORD);
  await passwordField(mentor, 'Confirm password').fill(MENTOR_PASSWORD);
  await mentor.getByRole('button', { name: 'Save and continue' }).click();

  // The password is saved, but a staff session needs the second factor first: the same
  // set-up the login asks for, in place, and nothing stored before it is done.
  await expect(mentor.getByText('Your password is saved.')).toBeVisible({ timeout: 60_000 });
  await expect(
    mentor.getByRole('heading', { level: 1, name: 'Set up two-step verification' }),
  ).toBeVisible();
  const stored = () =>
    mentor.evaluate(() => [localStorage.length, sessionStorage.length].join(','));
  const storedBefore = await stored();
  const secretText = mentor.getByTestId('two-factor-secret');
  await checkLayout(mentor, 'invitation-two-factor', async () => {
    await expect(secretText).toBeVisible();
  });
  const secret = ((await secretText.textContent()) ?? '').replace(/\s+/g, '');
  await mentor.getByRole('textbox', { name: 'Code from the app' }).fill(twoFactorCode(secret));
  await mentor.getByRole('button', { name: 'Confirm and log in' }).click();
  await mentor.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
  expect(await stored()).toBe(storedBefore);
  await mentor.getByRole('button', { name: 'Continue to Academy' }).click();
  await expect(mentor).toHaveURL(/\/admin\/reviews$/, { timeout: 60_000 });

  // Accepted: no longer pending.
  await page.reload();
  await expect(invitations.getByTestId('invitation').filter({ hasText: email })).toHaveCount(0);

  // Their own account, from their name in the header: this device, two-step verification on.
  await mentor.getByRole('link', { name: 'My account' }).first().click();
  await expect(mentor).toHaveURL(/\/admin\/account$/);
  const twoStep = mentor.getByRole('region', { name: 'Two-step verification' });
  await checkLayout(mentor, 'staff-account', async () => {
    await expect(twoStep.getByText('Recovery codes left: 10.')).toBeVisible();
    await expect(
      mentor.getByRole('region', { name: 'Signed-in devices' }).getByText('This device'),
    ).toBeVisible();
  });
  await expect(twoStep.getByRole('button', { name: 'Turn off' })).toHaveCount(0);
  // New recovery codes, confirmed by the app's code of the next step (the set-up spent this
  // one's; the server takes one step of drift).
  await twoStep.getByRole('button', { name: 'Replace recovery codes' }).click();
  const nextEpoch = Math.floor(Date.now() / 1000) + 30;
  const nextCode = generateSync({ secret, epoch: nextEpoch });
  const usedStep = Math.floor(nextEpoch / 30);
  await twoStep.getByRole('textbox', { name: '6-digit code from the app' }).fill(nextCode);
  await twoStep.getByRole('button', { name: 'Replace the codes' }).click();
  await twoStep.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
  await twoStep.getByRole('button', { name: 'Done' }).click();
  await expect(
    twoStep.getByText('Your recovery codes were replaced.', { exact: false }),
  ).toBeVisible();

  // The next login asks for the app's code: once the steps used so far have passed.
  const signOut = async () => {
    await mentorContext.clearCookies();
    await mentor.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await mentor.goto('/auth/login');
  };
  await signOut();
  await expect
    .poll(() => Math.floor(Date.now() / 30_000), { timeout: 65_000, intervals: [1000] })
    .toBeGreaterThan(usedStep);
  await logInAt(
    mentor,
    { email, password: MENTOR_PASSWORD, twoFactorSecret: secret },
    /\/admin\/reviews$/,
  );
  await mentorContext.close();
});

test('a student signs another device out from the profile', async ({ page, browser }) => {
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await logInAt(other, demoStudent, /\/dashboard$/);

  await page.setViewportSize(desktop);
  await logInAt(page, demoStudent, /\/dashboard$/);
  await page.goto('/profile');
  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  const rows = devices.getByTestId('device');
  await checkLayout(page, 'profile-devices', async () => {
    await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  });
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  // Most recently used first: this device, then the other browser's sign-in.
  const otherRow = rows.filter({ hasNotText: 'This device' }).first();
  await otherRow.getByRole('button', { name: /^Sign out / }).click();
  await expect(rows).toHaveCount(count - 1);

  // The other browser's session is over: its next call leaves for the public site.
  await other.reload();
  await expect(other).not.toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await otherContext.close();
});
