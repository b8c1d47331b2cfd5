import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import {
  demoStudent,
  errorToast,
  logIn,
  newcomer,
  passwordField,
  submitLogin,
} from '../support/accounts';

/*
 * The account screens (login, forgot, reset and set password, change password) in the states a
 * user meets them, checked with axe at phone and desktop widths. Nothing here changes an
 * account: the forgot-password request uses an address that has none, so no reset mail goes
 * out that would hold back the reset journey's (one mail a minute per address), and the
 * newcomer's temporary login only opens set-password, which this leaves unsaved.
 */

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

const screens: { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'login refused, said once on the form',
    async open(page) {
      await submitLogin(page, { email: 'nobody@academy.test', password: 'Not#The1Password' });
      const failure = errorToast(page, "User doesn't exist");
      await expect(failure).toBeVisible();
      await expect(page.getByText("User doesn't exist")).toHaveCount(1);
    },
  },
  {
    name: 'login with field errors',
    async open(page) {
      await page.goto('/auth/login');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page.getByText('This field is required').first()).toBeVisible();
      await expect(passwordField(page, 'Password')).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    name: 'forgot password, link sent',
    async open(page) {
      await page.goto('/auth/forgot-password');
      await expect(heading(page, 'Forgot password')).toBeVisible();
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('nobody@academy.test');
      await page.getByRole('button', { name: 'Send the link' }).click();
      await expect(heading(page, 'Check your e-mail')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send the link again' })).toBeDisabled();
      await expect(page.getByText(/^You can ask for another link in\s\d:\d\d$/)).toBeVisible();
    },
  },
  {
    name: 'set password with the checklist and a mismatch',
    async open(page) {
      await submitLogin(page, newcomer);
      await expect(heading(page, 'Set your password')).toBeVisible();
      await passwordField(page, 'New password').fill('abc1');
      await passwordField(page, 'Confirm password').fill('abc2');
      await passwordField(page, 'New password').click();
      await expect(page.getByText('The new password that you entered do not match!')).toBeVisible();
    },
  },
  {
    name: 'reset password with a refused link, told as it opens',
    async open(page) {
      await page.goto('/auth/reset-password?token=not-a-real-token');
      await expect(heading(page, 'This link no longer works')).toBeVisible();
      await expect(passwordField(page, 'New password')).toHaveCount(0);
    },
  },
  {
    name: 'set password without a link',
    async open(page) {
      await page.goto('/auth/set-password');
      await expect(heading(page, 'Set your password')).toBeVisible();
    },
  },
  {
    name: 'change password with a wrong current password',
    async open(page) {
      await logIn(page, demoStudent);
      await page.goto('/profile/change-password');
      await expect(heading(page, 'Change password')).toBeVisible();
      await passwordField(page, 'Current password').fill('Not#The1Password');
      await passwordField(page, 'New password').fill('Brand#New2026');
      await passwordField(page, 'Confirm password').fill('Brand#New2026');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(errorToast(page, 'The current password is wrong')).toBeVisible();
      await expect(passwordField(page, 'Current password')).toHaveAccessibleDescription(
        'Type the password you log in with now.',
      );
    },
  },
];

for (const viewport of [phone, desktop]) {
  for (const screen of screens) {
    test(`${screen.name}: no WCAG 2 A/AA violations at ${viewport.width} px`, async ({ page }) => {
      // A login (argon2) and axe on a machine shared with the other stages: past 30 s at times.
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await screen.open(page);
      await expectNoAxeViolations(page);
      const scrollsSideways = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(scrollsSideways).toBe(false);
    });
  }
}
