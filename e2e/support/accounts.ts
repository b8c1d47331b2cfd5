import { ACCESS_TOKEN_KEY, API_BASE_PATH, apiPaths, REFRESH_TOKEN_KEY } from '@academy/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { generateSync } from 'otplib';

/*
 * What the session journeys share: the demo accounts, the token storage keys, logging in
 * through the login screen, reading the stored tokens, and links from the development mailbox.
 */

/** The demo accounts the e2e server seeds (apps/api/src/db/seed.ts). */
export const demoStudent = {
  email: 'student@academy.test',
  password: 'Student#2026',
  fullName: 'Anna Hakobyan',
} as const;
/** Admitted with a temporary password: logging in leads to set-password first. */
export const newcomer = {
  email: 'newcomer@academy.test',
  password: 'Welcome#2026',
  fullName: 'Davit Petrosyan',
} as const;

export { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY };

export const REFRESH_TOKEN_PATH = `${API_BASE_PATH}${apiPaths.refreshToken}`;

export interface StoredTokens {
  local: { access: string | null; refresh: string | null };
  session: { access: string | null; refresh: string | null };
}

/** Both tokens as the page's local and session storage hold them. */
export function storedTokens(page: Page): Promise<StoredTokens> {
  return page.evaluate(
    ([accessKey, refreshKey]) => ({
      local: {
        access: localStorage.getItem(accessKey),
        refresh: localStorage.getItem(refreshKey),
      },
      session: {
        access: sessionStorage.getItem(accessKey),
        refresh: sessionStorage.getItem(refreshKey),
      },
    }),
    [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY] as const,
  );
}

export const noTokens: StoredTokens = {
  local: { access: null, refresh: null },
  session: { access: null, refresh: null },
};

/** A password field by its accessible name (the required asterisk is not part of it). */
export const passwordField = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true });

/** Fills the login screen and submits it; the caller asserts where that leads. */
export async function submitLogin(
  page: Page,
  credentials: {
    email: string;
    password: string;
    remember?: boolean;
    /** The account's second factor (the demo staff's): its code is given when asked. */
    twoFactorSecret?: string;
  },
) {
  if (!page.url().endsWith('/auth/login')) await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(credentials.email);
  await passwordField(page, 'Password').fill(credentials.password);
  await page
    .getByRole('checkbox', { name: 'Remember me' })
    .setChecked(credentials.remember ?? false);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  if (credentials.twoFactorSecret) await giveTwoFactorCode(page, credentials.twoFactorSecret);
}

/** The code of an authenticator app holding `secret`, now (RFC 6238, as the server checks). */
export const twoFactorCode = (secret: string) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) });

/** The login's second step: the code of the app holding `secret`. */
export async function giveTwoFactorCode(page: Page, secret: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('textbox', { name: 'Code' }).fill(twoFactorCode(secret));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The student area's greeting, which needs GET students to have answered: a first visit's
 * in the account's very first session, a return's in every later one. A journey that does
 * not care which (the demo student's first session may be any journey's) takes either.
 */
export const greeting = (page: Page, fullName: string, visit?: 'first' | 'return') => {
  const first = `Welcome to Academy, ${fullName}!`;
  const back = `Welcome back, ${fullName}!`;
  if (visit) return page.getByText(visit === 'first' ? first : back, { exact: true });
  return page.getByText(new RegExp(`^(${escapeRegExp(first)}|${escapeRegExp(back)})$`));
};

/** An error toast with this text (top right, five seconds). */
export const errorToast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text });

/** Expects the toast in the top right corner of the viewport, whatever its width. */
export async function expectTopRight(page: Page, toast: Locator) {
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.y).toBeLessThan(viewport.height / 4);
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  expect(box.x + box.width / 2).toBeGreaterThan(viewport.width / 2 - 1);
}

/** Logs in through the screen and waits for the student area to show the user's own data. */
export async function logIn(
  page: Page,
  credentials: { email: string; password: string; fullName: string; remember?: boolean },
) {
  await submitLogin(page, credentials);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(greeting(page, credentials.fullName)).toBeVisible();
}

/** The development mailbox's messages to an address (with a subject, if given), newest first. */
export function mailsTo(page: Page, to: string, subject?: string): Locator {
  const toAddress = page.locator('article').filter({
    has: page.locator('[data-field="to"]', { hasText: new RegExp(`^${escapeRegExp(to)}$`) }),
  });
  return subject === undefined
    ? toAddress
    : toAddress.filter({
        has: page.getByRole('heading', { level: 2, name: subject, exact: true }),
      });
}

/** The id of the newest such mail in the development mailbox; 0 when there is none. */
export async function newestMailId(page: Page, to: string, subject: string): Promise<number> {
  await page.goto('/dev/mailbox');
  const newest = mailsTo(page, to, subject).first();
  return (await newest.count()) === 0 ? 0 : Number(await newest.getAttribute('data-mail-id'));
}

/**
 * Opens the development mailbox and answers the link of the newest such mail, which must be
 * newer than mail `after` (an id from newestMailId): a link mailed before would not prove
 * that the request just made sent one.
 */
export async function newestMailLink(
  page: Page,
  mail: { to: string; subject: string; linkPath: string; after: number },
): Promise<string> {
  await page.goto('/dev/mailbox');
  const newest = mailsTo(page, mail.to, mail.subject).first();
  await expect(newest).toBeVisible();
  expect(Number(await newest.getAttribute('data-mail-id'))).toBeGreaterThan(mail.after);
  const link = await newest
    .locator(`a[href*="${mail.linkPath}?token="]`)
    .first()
    .getAttribute('href');
  expect(link).toBeTruthy();
  return link ?? '';
}
