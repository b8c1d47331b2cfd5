import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';

/*
 * The demo accounts the benches sign in as (README, "Demo accounts"). The demo staff sign in
 * with a second factor, its key published there; an authenticator app's code of it is
 * computed here as the server checks it (RFC 6238).
 */

export interface DemoAccount {
  email: string;
  password: string;
  twoFactorSecret?: string;
}

/** The demo student the server seeds into a fresh database (apps/api/src/db/seed.ts). */
export const DEMO_STUDENT: DemoAccount = {
  email: 'student@academy.test',
  password: 'Student#2026',
};

export const DEMO_ADMIN: DemoAccount = {
  email: 'admin@academy.test',
  password: 'Admin#2026',
  twoFactorSecret: 'ACADEMYDEMOSTAFFTOTPSECRET234567',
};

const twoFactorCode = (secret: string) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) });

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface LoginAnswer {
  accessToken: string;
  secondFactor?: { challengeToken: string } | null;
}

/** The `authorization` header of a session of `account`, through the API's login. */
export async function apiSession(
  base: string,
  account: DemoAccount,
): Promise<{ authorization: string }> {
  const { email, password, twoFactorSecret } = account;
  let answer = await post<LoginAnswer>(`${base}/v1/auth/login`, { email, password });
  if (answer.secondFactor) {
    if (!twoFactorSecret) throw new Error(`${email} asks for a second factor`);
    answer = await post<LoginAnswer>(`${base}/v1/auth/two-factor/verify`, {
      challengeToken: answer.secondFactor.challengeToken,
      code: twoFactorCode(twoFactorSecret),
    });
  }
  return { authorization: `Bearer ${answer.accessToken}` };
}

/** Logs `account` in through the login screen (remembered: the tokens in local storage). */
export async function logInOnScreen(page: Page, base: string, account: DemoAccount) {
  await page.goto(`${base}/auth/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: 'Remember me' }).setChecked(true);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  if (account.twoFactorSecret) {
    await page.getByRole('textbox', { name: 'Code' }).fill(twoFactorCode(account.twoFactorSecret));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
  }
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 30_000 });
}

/**
 * A student's authorization header, from a login: the demo student's by default; the
 * generated students take the demo password too (dataset.ts).
 */
export const demoStudentHeaders = (base: string, email: string = DEMO_STUDENT.email) =>
  apiSession(base, { email, password: DEMO_STUDENT.password });
