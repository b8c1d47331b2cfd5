import { expect, test } from '@playwright/test';
import {
  ACCESS_TOKEN_KEY,
  demoStudent,
  noTokens,
  REFRESH_TOKEN_KEY,
  storedTokens,
  submitLogin,
} from '../support/accounts';
import { sidewaysOverflow } from '../support/layout';
import { demoAdmin } from '../support/staff';
import { blockAccount, throwawayStudent } from '../support/throwaway-student';

/*
 * Where a visitor lands and what they are told (ARCHITECTURE "Sessions and deep links"): a deep
 * link opened without a session opens after the login, the student's and the staff's alike;
 * a session that ended says so on the page it leaves for, and comes back to its screen after
 * the next login; a blocked account is told so once, on the root page, whether it was
 * signed in or trying to sign in.
 */

test.describe.configure({ timeout: 120_000 });

const sessionEnded = 'Your session has ended, please log in again';
const blocked = 'Your account has been blocked. Please contact support.';

test('a deep link opened while logged out opens after the login', async ({ page }) => {
  await page.goto('/profile/change-password');
  await expect(page).toHaveURL(/\/home$/);
  await submitLogin(page, demoStudent);
  await expect(page).toHaveURL(/\/profile\/change-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();

  // Used once: the next login lands on the dashboard.
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/home$/);
  await submitLogin(page, demoStudent);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a staff deep link opens after the staff login, with its query', async ({ page }) => {
  // Staff come to log in: the staff area sends a visitor to the login, not the landing page.
  await page.goto('/admin/users?role=admin');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await submitLogin(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin\/users\?role=admin$/);
});

test('a session whose tokens are refused says so on the landing page, and comes back after the login', async ({
  page,
}) => {
  await submitLogin(page, demoStudent);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Certificate', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();

  // Tokens the server no longer takes (ended on another device, or expired).
  await page.evaluate(
    ([accessKey, refreshKey]) => {
      sessionStorage.setItem(accessKey, 'ended.access.token');
      sessionStorage.setItem(refreshKey, 'ended-refresh-token');
    },
    [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY] as const,
  );
  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page).toHaveURL(/\/home$/);
  const notice = page.getByRole('status').filter({ hasText: sessionEnded });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /session/i })).toHaveCount(0);
  expect(await storedTokens(page)).toEqual(noTokens);

  await notice.getByRole('link', { name: 'Log in' }).click();
  await submitLogin(page, demoStudent);
  await expect(page).toHaveURL(/\/profile$/);
});

test('a blocked account is told so once on the root page, signed in or signing in', async ({
  page,
  request,
}) => {
  const student = await throwawayStudent(page, request, { fullName: 'Aram Blocked' });
  await submitLogin(page, student);
  await expect(page).toHaveURL(/\/dashboard$/);

  await blockAccount(request, student.userId);
  await page.getByRole('link', { name: 'Certificate', exact: true }).first().click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('status').filter({ hasText: blocked })).toBeVisible();
  expect(await storedTokens(page)).toEqual(noTokens);
  // Once: a reload no longer has it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(blocked)).toHaveCount(0);

  // Trying to log in again: the same notice, no toast.
  await submitLogin(page, student);
  await expect(page).toHaveURL(/\/home$/);
  const notice = page.getByRole('status').filter({ hasText: blocked });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The way to the academy's contacts, on the same page.
  await notice.getByRole('link', { name: 'How to contact us' }).click();
  await expect(page).toHaveURL(/\/home#contact$/);
  await expect(page.locator('#contact')).toBeInViewport();
});

test('at 320 px the header keeps its controls and the language switch on the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await submitLogin(page, demoStudent);
  await expect(page).toHaveURL(/\/dashboard$/);
  const header = page.getByRole('banner');
  for (const control of [
    header.getByRole('button', { name: 'Log out' }),
    header.getByRole('button', { name: 'RU', exact: true }),
    header.getByRole('link', { name: 'Academy' }),
  ]) {
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
  }
  expect(await sidewaysOverflow(page)).toBe(0);
});
