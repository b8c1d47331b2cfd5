import { expect, test } from '@playwright/test';

/*
 * The public pages the build prerenders (apps/web/README.md, "Prerendered pages"): their
 * content is in the HTML, readable before (and without) any script, and the app takes the
 * page over without a hydration error and works as usual.
 */
const pages = [
  { path: '/home', heading: 'Start your career in IT with Academy' },
  { path: '/auth/login', heading: 'Log in' },
  { path: '/registration/main-information', heading: 'Main information' },
] as const;

for (const { path, heading } of pages) {
  test(`${path} is served prerendered and readable without JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
    await context.close();
  });

  test(`${path} hydrates without a console error and then works`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

    // The language switcher answers, so React owns the page.
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'RU' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeHidden();
    await page.getByRole('group', { name: 'Язык' }).getByRole('button', { name: 'EN' }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('a reader of another language gets the page in theirs, drawn over the prerendered one', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/home');
  // The switcher answers once the app has taken the page over; a click on the prerendered
  // page before that (the scripts load after the first paint) is tried again.
  const html = page.locator('html');
  await expect(async () => {
    if ((await html.getAttribute('lang')) !== 'ru') {
      await page
        .getByRole('group', { name: 'Language' })
        .getByRole('button', { name: 'RU' })
        .click({ timeout: 1000 });
    }
    await expect(html).toHaveAttribute('lang', 'ru', { timeout: 1000 });
  }).toPass();
  await page.goto('/auth/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /./);
  expect(problems).toEqual([]);
});

test('a prerendered form takes no input and sends nothing until the app runs it', async ({
  browser,
  page,
}) => {
  const withoutScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await withoutScript.newPage();
  await still.goto('/auth/login');
  await expect(still.getByRole('textbox', { name: 'Email', exact: true })).toBeDisabled();
  await expect(still.getByRole('button', { name: 'Log in' })).toBeDisabled();
  await expect(still.locator('form')).toHaveAttribute('method', 'post');
  await withoutScript.close();

  await page.goto('/auth/login');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
});
