import { expect, test } from '@playwright/test';
import { demoStudent, logIn, storedTokens, submitLogin } from '../support/accounts';
import { demoAdmin } from '../support/staff';

/*
 * Each role has its own area: students learn under /dashboard, staff work under /admin. The
 * guards are loaders, so the other area's screen never shows, not even for a moment.
 */

test('staff land on /admin and are kept out of the student area', async ({ page }) => {
  await submitLogin(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin$/);
});

test('a student opening /admin is sent to the dashboard', async ({ page }) => {
  await logIn(page, demoStudent);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a logged-in user reads the legal pages, and the header leads back to their area', async ({
  page,
}) => {
  await logIn(page, demoStudent);
  // Not the public area's screens: everyone may read them.
  for (const [path, title] of [
    ['/terms', 'Terms of use'],
    ['/privacy', 'Privacy policy'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);

  // On a phone the way back sits in the menu, across its width, its label whole (in Russian too).
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'RU' }).click();
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const back = page.getByRole('link', { name: 'Вернуться в личный кабинет' });
  await expect(back).toBeVisible();
  const fits = await back.evaluate((link) => {
    const label = link.querySelector('.mantine-Button-label') ?? link;
    return label.scrollWidth <= label.clientWidth && link.getBoundingClientRect().width > 300;
  });
  expect(fits).toBe(true);
  await back.click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The landing page itself still sends them home.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('after logging out, the access token the browser held is refused at once', async ({
  page,
  request,
}) => {
  await logIn(page, demoStudent);
  // Without "remember me" the tokens live in session storage.
  const accessToken = (await storedTokens(page)).session.access;
  expect(accessToken).toBeTruthy();
  const headers = { authorization: `Bearer ${accessToken}` };
  expect((await request.get('/v1/students', { headers })).status()).toBe(200);

  await page.getByRole('button', { name: /log ?out/i }).click();
  await expect(page).toHaveURL(/\/home$/);

  const after = await request.get('/v1/students', { headers });
  expect(after.status()).toBe(401);
  expect(await after.json()).toEqual({ statusCode: 401, message: 'ERR_UNAUTHORIZED' });
});
