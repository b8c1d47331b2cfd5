import { createHmac, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, expect, type LaunchOptions, test } from '@playwright/test';
import { dataDir } from '../playwright.config';
import {
  ACCESS_TOKEN_KEY,
  demoStudent,
  errorToast,
  greeting,
  logIn,
  newcomer,
  noTokens,
  passwordField,
  REFRESH_TOKEN_PATH,
  storedTokens,
  submitLogin,
} from '../support/accounts';
import { endLiveStreamAtOnce } from '../support/live-stream';

/*
 * Sessions on the built app and the real API: where "Remember me" keeps the
 * tokens across a browser restart, the temporary password's way to a password of one's own,
 * the silent renewal of an expired access token, and logging out.
 */

test.describe.configure({ timeout: 90_000 });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test.describe('a browser restart', () => {
  /*
   * A real browser profile: closing the browser and launching it again on the same profile
   * keeps local storage and loses session storage, as it does for a user.
   */
  let profile = '';
  let context: BrowserContext | null = null;

  test.beforeEach(async () => {
    profile = await mkdtemp(join(tmpdir(), 'academy-profile-'));
  });

  test.afterEach(async () => {
    await context?.close();
    context = null;
    await rm(profile, { recursive: true, force: true });
  });

  /** (Re)opens the browser on the test's profile, with the project's executable and flags. */
  async function openBrowser(options: {
    launchOptions: LaunchOptions;
    headless: boolean;
    baseURL: string | undefined;
  }) {
    await context?.close();
    context = await chromium.launchPersistentContext(profile, {
      ...options.launchOptions,
      headless: options.headless,
      baseURL: options.baseURL,
    });
    return context.pages()[0] ?? (await context.newPage());
  }

  test('with "Remember me" the session survives closing the browser', async ({
    launchOptions,
    headless,
    baseURL,
  }) => {
    const options = { launchOptions, headless, baseURL };
    let page = await openBrowser(options);
    await logIn(page, { ...demoStudent, remember: true });
    const stored = await storedTokens(page);
    expect(stored.local.access).toBeTruthy();
    expect(stored.local.refresh).toBeTruthy();
    expect(stored.session).toEqual(noTokens.session);

    page = await openBrowser(options);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(greeting(page, demoStudent.fullName)).toBeVisible();
    expect((await storedTokens(page)).local.refresh).toBeTruthy();
  });

  test('without "Remember me" closing the browser ends the session', async ({
    launchOptions,
    headless,
    baseURL,
  }) => {
    const options = { launchOptions, headless, baseURL };
    let page = await openBrowser(options);
    await logIn(page, { ...demoStudent, remember: false });
    const stored = await storedTokens(page);
    expect(stored.session.access).toBeTruthy();
    expect(stored.session.refresh).toBeTruthy();
    expect(stored.local).toEqual(noTokens.local);

    // While the browser stays open, the session lasts.
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(greeting(page, demoStudent.fullName)).toBeVisible();

    page = await openBrowser(options);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/home$/);
    expect(await storedTokens(page)).toEqual(noTokens);
  });
});

test('a temporary password leads to a password of one’s own, then to the student area', async ({
  page,
}) => {
  const ownPassword = 'Davit#Own2026';

  await submitLogin(page, newcomer);
  await expect(page).toHaveURL(/\/auth\/set-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  // The temporary login's token travels in router state only.
  expect(await storedTokens(page)).toEqual(noTokens);

  await passwordField(page, 'New password').fill(newcomer.password);
  await passwordField(page, 'Confirm password').fill(newcomer.password);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  // The server's refusal is said once, on the field it is about, with what to do.
  await expect(passwordField(page, 'New password')).toHaveAccessibleDescription(
    'User password is equal to temporary password. Choose a password of your own, not the temporary one.',
  );
  await expect(errorToast(page, 'User password is equal to temporary password')).toHaveCount(0);
  await expect(page).toHaveURL(/\/auth\/set-password$/);
  expect(await storedTokens(page)).toEqual(noTokens);

  await passwordField(page, 'New password').fill(ownPassword);
  await passwordField(page, 'Confirm password').fill(ownPassword);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The account's first session: a first visit, not a return.
  await expect(greeting(page, newcomer.fullName, 'first')).toBeVisible();
  // A session as without "Remember me".
  const stored = await storedTokens(page);
  expect(stored.session.access).toBeTruthy();
  expect(stored.session.refresh).toBeTruthy();
  expect(stored.local).toEqual(noTokens.local);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await submitLogin(page, newcomer);
  // Said once, on the form (not as a toast as well).
  const refused = page.getByRole('alert').filter({ hasText: 'User password is wrong' });
  await expect(refused).toBeVisible();
  await expect(refused).toHaveCount(1);
  await expect(page.getByRole('note')).toHaveText(
    /Not sure of your password\? We can e-mail you a link to choose a new one\./,
  );
  await expect(page).toHaveURL(/\/auth\/login$/);

  await logIn(page, { ...newcomer, password: ownPassword });
  await expect(greeting(page, newcomer.fullName, 'return')).toBeVisible();
});

/** An HS256 JWT as apps/api/src/lib/access-tokens.ts signs them. */
function signAccessToken(claims: Record<string, unknown>, secret: Buffer): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/** The server's signing key: jwt-secret in its data folder, written on its first start. */
async function serverSecret(): Promise<Buffer> {
  const text = await readFile(join(dataDir, 'jwt-secret'), 'utf8');
  return Buffer.from(text.trim(), 'base64url');
}

test('an expired access token is renewed silently while the student keeps working', async ({
  page,
  request,
  baseURL,
}) => {
  // The dashboard's reload below waits for the network to be idle (support/live-stream.ts).
  await endLiveStreamAtOnce(page);
  await logIn(page, { ...demoStudent, remember: true });
  const before = await storedTokens(page);
  const accessToken = before.local.access ?? '';
  const refreshToken = before.local.refresh ?? '';
  expect(accessToken).not.toBe('');
  expect(refreshToken).not.toBe('');

  // The session's own claims, to be signed again with the time in the past.
  const me = await request.get('/v1/students', { headers: bearer(accessToken) });
  expect(me.status()).toBe(200);
  const { id } = (await me.json()) as { id: number };
  const claims = claimsOf(accessToken);
  expect(claims).toMatchObject({
    sub: String(id),
    role: 'student',
    scope: 'full',
    iss: baseURL,
    aud: `${baseURL}/v1`,
  });
  const secret = await serverSecret();
  /*
   * Issued when the session's own token was: the server also refuses tokens issued before the
   * account's last password change, and that must not be why this one is refused.
   */
  const issuedAt = Number(claims.iat);
  const now = Math.floor(Date.now() / 1000);
  const sign = (expiresAt: number) =>
    signAccessToken({ ...claims, iat: issuedAt, exp: expiresAt, jti: randomUUID() }, secret);
  // Signed as the server signs: with time left it is accepted, so the expiry alone refuses it.
  const current = await request.get('/v1/students', { headers: bearer(sign(now + 600)) });
  expect(current.status()).toBe(200);
  const expired = sign(now - 1);
  expect((await request.get('/v1/students', { headers: bearer(expired) })).status()).toBe(401);

  await page.evaluate(([key, token]) => localStorage.setItem(key, token), [
    ACCESS_TOKEN_KEY,
    expired,
  ] as const);
  const refreshes: unknown[] = [];
  const studentAnswers: number[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === REFRESH_TOKEN_PATH) {
      refreshes.push(sent.postDataJSON());
    }
  });
  page.on('response', (answer) => {
    if (new URL(answer.url()).pathname === '/v1/students') studentAnswers.push(answer.status());
  });

  // The student keeps working: the dashboard loads its data with the expired token.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(greeting(page, demoStudent.fullName)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(studentAnswers).toEqual([401, 200]);
  expect(refreshes).toEqual([{ refreshToken }]);

  // A new pair, where "Remember me" put the old one.
  const after = await storedTokens(page);
  expect(after.session).toEqual(noTokens.session);
  expect(after.local.access).toBeTruthy();
  expect(after.local.access).not.toBe(expired);
  expect(after.local.access).not.toBe(accessToken);
  expect(after.local.refresh).toBeTruthy();
  expect(after.local.refresh).not.toBe(refreshToken);
  const renewed = await request.get('/v1/students', { headers: bearer(after.local.access ?? '') });
  expect(renewed.status()).toBe(200);
});

test('logging out clears both tokens and spends the refresh token', async ({ page, request }) => {
  await logIn(page, { ...demoStudent, remember: true });
  const { local } = await storedTokens(page);
  expect(local.refresh).toBeTruthy();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => storedTokens(page)).toEqual(noTokens);

  const refused = await request.post(REFRESH_TOKEN_PATH, {
    data: { refreshToken: local.refresh },
  });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ message: 'ERR_REFRESH_TOKEN_INVALID' });

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/home$/);
});
