import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';

const student = { email: 'student@academy.test', password: 'Student#2026' };

async function logIn(page: Page) {
  await page.goto('/auth/login');
  await page.getByLabel(/email/i).fill(student.email);
  await page.getByLabel(/^password/i).fill(student.password);
  await page.getByRole('button', { name: /log in|sign in/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('the API answers its health check', async ({ request }) => {
  const response = await request.get('/v1/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
});

test('/ opens the landing page for a visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the landing page is served with a strict content security policy', async ({ request }) => {
  const response = await request.get('/home', { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
});

test('every page runs only the scripts of the build and, signed in, the first-load script', async ({
  request,
}) => {
  for (const [path, firstLoad] of [
    ['/home', false],
    ['/auth/login', false],
    ['/registration/main-information', false],
    ['/dashboard', true],
    ['/admin', true],
  ] as const) {
    const response = await request.get(path);
    const directives = (response.headers()['content-security-policy'] ?? '')
      .split(';')
      .map((directive) => directive.trim());
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length, path).toBeGreaterThan(0);
    const inline: string[] = [];
    for (const [, attributes = '', body = ''] of scripts) {
      if (/\ssrc=/.test(attributes)) {
        expect(attributes, path).toMatch(/\ssrc="\/assets\/[\w.-]+\.js"/);
        expect(body.trim(), path).toBe('');
      } else if (/type="application\/json"/.test(attributes)) {
        // A data block, never run: the first-load table.
        expect(attributes, path).toContain('id="first-load-table"');
      } else {
        inline.push(body);
      }
    }
    // The public pages run no inline script at all; the page of every signed-in address runs
    // one, the first-load script (apps/web/README.md, "First load"), allowed by its hash and
    // by nothing wider: no other origin, no 'unsafe-inline', no nonce, no eval.
    expect(inline, path).toHaveLength(firstLoad ? 1 : 0);
    const hashes = inline.map(
      (body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
    );
    expect(directives.filter((directive) => directive.startsWith('script-src'))).toEqual([
      ["script-src 'self'", ...hashes].join(' '),
    ]);
    expect(directives).toContain("default-src 'self'");
    expect(html, path).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  }
});

test('pages are HTML whatever the request accepts; unknown paths are 404', async ({ request }) => {
  for (const accept of ['*/*', 'application/json', 'text/html']) {
    for (const [path, status] of [
      ['/home', 200],
      ['/registration/check-email', 200],
      ['/subject/3', 200],
      ['/nowhere', 404],
    ] as const) {
      const response = await request.get(path, { headers: { accept } });
      expect(response.status(), `${path} ${accept}`).toBe(status);
      expect(response.headers()['content-type'], `${path} ${accept}`).toContain('text/html');
    }
  }
  const missingScript = await request.get('/assets/missing-0000.js', {
    headers: { accept: '*/*' },
  });
  expect(missingScript.status()).toBe(404);
  expect(await missingScript.json()).toEqual({ statusCode: 404, message: 'ERR_NOT_FOUND' });
});

test('an unknown path shows the not-found page', async ({ page }) => {
  const response = await page.goto('/nowhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('OOPS!')).toBeVisible();
  await expect(page.getByText("We can't find that page")).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the student area without a token lands on /home', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/lecture/3');
  await expect(page).toHaveURL(/\/home$/);
});

test('a registration step without its prerequisites goes back to the first step', async ({
  page,
}) => {
  await page.goto('/registration/exam-confirmation');
  await expect(page).toHaveURL(/\/registration\/main-information$/);
});

test('the demo student logs in, reaches deep links, and logs out', async ({ page }) => {
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Directions' })).toBeVisible();

  // A logged-in user opening the public area goes to the root, which is the student area.
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Deep links load the app from the server's history fallback.
  await page.goto('/lecture/3');
  await expect(page).toHaveURL(/\/lecture\/3$/);

  await page.getByRole('button', { name: /log ?out/i }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/home$/);
});

test('a wrong password shows the catalogue text', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel(/email/i).fill(student.email);
  await page.getByLabel(/^password/i).fill('Wrong#Password1');
  await page.getByRole('button', { name: /log in|sign in/i }).click();
  await expect(page.getByText('User password is wrong')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
