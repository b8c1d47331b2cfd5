import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  demoStudent,
  errorToast,
  greeting,
  logIn,
  mailsTo,
  newestMailId,
  newestMailLink,
  passwordField,
  submitLogin,
} from '../support/accounts';

/*
 * Forgot password → the mailed link → a new password → logging in with it, on the built app
 * and the real API.
 *
 * Whose password: no API creates an account with a password (registered applicants have
 * none, and the newcomer belongs to the temporary-password journey), so this journey resets
 * the demo student's. Other journeys log in as the demo student with Student#2026, so the
 * password goes back afterwards — through PATCH /v1/students/password with the new one, not
 * through a second reset: forgot-password mails at most once a minute per account, and a
 * restore that waited for that would be slow, or nothing at all within the minute. Changing a
 * password mails no link and knows no cool-down, so the restore is immediate and certain. When
 * the journey failed before the reset, the new password does not log in and nothing is undone.
 * The same cool-down means the journey can run once a minute per server: a second run within
 * the minute (a retry) gets no new mail, and says so rather than reuse the spent link.
 */

const RESET_SUBJECT = 'Choose a new password for your Academy account';
const CHANGED_SUBJECT = 'Your Academy password was changed';
const NEW_PASSWORD = 'Renewed#Pass2026';

/** Puts the demo student's password back to Student#2026 if the journey changed it. */
async function restoreDemoPassword(request: APIRequestContext) {
  const login = await request.post('/v1/auth/login', {
    data: { email: demoStudent.email, password: NEW_PASSWORD, isRemember: false },
  });
  if (login.status() === 400) return; // The reset did not happen: the old password stands.
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const change = await request.patch('/v1/students/password', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      currentPassword: NEW_PASSWORD,
      newPassword: demoStudent.password,
      confirmPassword: demoStudent.password,
    },
  });
  expect(change.status()).toBe(204);
}

test.afterEach(async ({ request }) => {
  await restoreDemoPassword(request);
});

/** The checklist's rules with their state, as a screen reader reads them. */
const checklist = (page: Page) =>
  page.getByRole('list', { name: 'Your password needs' }).getByRole('listitem');

test('a forgotten password is reset through the mailed link', async ({ page, baseURL }) => {
  test.setTimeout(120_000);

  const lastResetMail = await newestMailId(page, demoStudent.email, RESET_SUBJECT);

  // The request, from the login screen.
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoStudent.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(
    page.getByText(
      `If an account exists for ${demoStudent.email}, we have sent a link to choose a new password.`,
      { exact: false },
    ),
  ).toBeVisible();
  // One link a minute: asking again waits, and the page says for how long.
  await expect(page.getByRole('button', { name: 'Send the link again' })).toBeDisabled();
  await expect(page.getByText(/^You can ask for another link in\s(1:00|0:[0-5]\d)$/)).toBeVisible();

  // The mail, with a link built from PUBLIC_URL.
  const link = await newestMailLink(page, {
    to: demoStudent.email,
    subject: RESET_SUBJECT,
    linkPath: '/auth/reset-password',
    after: lastResetMail,
  });
  expect(new URL(link).origin).toBe(baseURL);
  expect(new URL(link).pathname).toBe('/auth/reset-password');

  // The new password, typed twice under the live checklist of the rules.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await expect(checklist(page)).toHaveText([
    'At least 8 characters, not met',
    'An uppercase letter, not met',
    'A lowercase letter, not met',
    'A number, not met',
    'A special character, such as # or !, not met',
  ]);
  await passwordField(page, 'New password').fill('renewed');
  await expect(checklist(page)).toHaveText([
    /^At least 8 characters, not met$/,
    /^An uppercase letter, not met$/,
    /^A lowercase letter, met$/,
    /^A number, not met$/,
    /^A special character, such as # or !, not met$/,
  ]);
  await passwordField(page, 'New password').fill(NEW_PASSWORD);
  await expect(checklist(page)).toHaveText(Array(5).fill(/, met$/));
  await passwordField(page, 'Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();

  // Back on the login screen, told what happened, the e-mail the link went to filled in.
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password has been changed.' }),
  ).toHaveText('Your password has been changed. Log in with your new password.');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    demoStudent.email,
  );
  await expect(passwordField(page, 'Password')).toHaveValue('');

  // The old password no longer works.
  await submitLogin(page, { email: demoStudent.email, password: demoStudent.password });
  await expect(errorToast(page, 'User password is wrong')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);

  // The link worked once: opened again, it says so at once, before any typing.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link no longer works' }),
  ).toBeVisible();
  await expect(passwordField(page, 'New password')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/auth/forgot-password',
  );

  // The new one does.
  await logIn(page, { ...demoStudent, password: NEW_PASSWORD });
  await expect(greeting(page, demoStudent.fullName)).toBeVisible();

  // And the account's owner is told, after the link and by nothing before it.
  await page.goto('/dev/mailbox');
  const toStudent = mailsTo(page, demoStudent.email);
  await expect(toStudent.nth(0).getByRole('heading', { level: 2 })).toHaveText(CHANGED_SUBJECT);
  await expect(toStudent.nth(0)).toContainText('you were logged out on your other devices');
  await expect(toStudent.nth(1).getByRole('heading', { level: 2 })).toHaveText(RESET_SUBJECT);
});
