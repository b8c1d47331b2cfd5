import {
  API_BASE_PATH,
  type AvailableResponse,
  addDays,
  DEFAULT_TIME_ZONE,
  dateInTimeZone,
  type LoginResponse,
  type RegistrationRequest,
} from '@academy/contracts';
import { aRegistrationRequest, uniqueEmail } from '@academy/testing';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { mailsTo, submitLogin, twoFactorCode } from './accounts';

/*
 * What the staff journeys share: the demo staff accounts, an API token for set-up calls, an
 * applicant signed up through the public API and confirmed through the mailbox, and the
 * staff area's first page on a fresh (and, on CI, busy) server.
 */

/**
 * The demo staff's second factor, published in README.md (apps/api's
 * modules/two-factor/sealed-secret.ts): their logins ask for a code of it.
 */
export const DEMO_TWO_FACTOR_SECRET = 'ACADEMYDEMOSTAFFTOTPSECRET234567';

export const demoAdmin = {
  email: 'admin@academy.test',
  password: 'Admin#2026',
  fullName: 'Academy Admin',
  twoFactorSecret: DEMO_TWO_FACTOR_SECRET,
} as const;
export const demoMentor = {
  email: 'mentor@academy.test',
  password: 'Mentor#2026',
  fullName: 'Narek Mentor',
  twoFactorSecret: DEMO_TWO_FACTOR_SECRET,
} as const;

/**
 * An access token of the account, for set-up and checks through the API; a login that asks
 * for a code gets one of the account's second factor.
 */
export async function apiToken(
  request: APIRequestContext,
  account: { email: string; password: string; twoFactorSecret?: string },
): Promise<string> {
  const response = await request.post(`${API_BASE_PATH}/auth/login`, {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as LoginResponse;
  if (!answer.secondFactor) return answer.accessToken;
  expect(account.twoFactorSecret, `${account.email} asks for a code`).toBeTruthy();
  const verified = await request.post(`${API_BASE_PATH}/auth/two-factor/verify`, {
    data: {
      challengeToken: answer.secondFactor.challengeToken,
      code: twoFactorCode(account.twoFactorSecret ?? ''),
    },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return ((await verified.json()) as LoginResponse).accessToken;
}

/** Signs an applicant up through the public API on the first sitting with a free seat. */
export async function registerApplicant(
  request: APIRequestContext,
  overrides: Partial<RegistrationRequest> = {},
): Promise<RegistrationRequest> {
  const from = dateInTimeZone(DEFAULT_TIME_ZONE);
  const available = (await (
    await request.get(`${API_BASE_PATH}/week-days/available?from=${from}&to=${addDays(from, 27)}`)
  ).json()) as AvailableResponse;
  const sitting = Object.values(available)
    .flat()
    .find((slot) => slot.freeSeats > 0);
  expect(sitting, 'a sitting with a free seat').toBeTruthy();
  const countries = (await (await request.get(`${API_BASE_PATH}/countries`)).json()) as {
    id: number;
    code: string;
  }[];
  const body = aRegistrationRequest({
    email: uniqueEmail('applicant', 'example.com'),
    countryId: countries.find((country) => country.code === 'AM')?.id ?? 1,
    testDateTime: sitting?.dateTime ?? '',
    ...overrides,
  });
  const response = await request.post(`${API_BASE_PATH}/auth/registration`, {
    data: body,
    headers: { 'accept-language': 'en' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return body;
}

/** Confirms the address with the link of its verification mail, as the applicant would. */
export async function confirmAddress(page: Page, email: string) {
  await page.goto('/dev/mailbox');
  const link = await mailsTo(page, email)
    .first()
    .locator('a[href*="/auth/verification?token="]')
    .first()
    .getAttribute('href');
  expect(link, `a verification link mailed to ${email}`).toBeTruthy();
  await page.goto(link ?? '');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail is confirmed' }),
  ).toBeVisible();
}

/** The login screen; a fresh (and, on CI, busy) server's first page load gets time. */
export async function openLoginScreen(page: Page) {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible({
    timeout: 30_000,
  });
}

/** Logs a staff member in through the login screen; a fresh server's first pages get time. */
export async function logInAsStaff(
  page: Page,
  account: { email: string; password: string; twoFactorSecret?: string },
) {
  await openLoginScreen(page);
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/admin(\/reviews)?$/, { timeout: 30_000 });
}
