import { expect, test } from '@playwright/test';

/** The landing page's JavaScript budget, gzip as served (issue: performance budget). */
const HOME_JS_BUDGET_BYTES = 150 * 1024;
/** Chunks of the student and staff areas, by the names of their route modules. */
const PRIVATE_AREA_CHUNK =
  /\/assets\/(private-routes|admin|student|dashboard|subject|lecture|task|mini-project|homework|certificates|pricing|payment|change-password)[-.]/;

test('the landing page stays within its JavaScript budget and loads no private-area code', async ({
  page,
}) => {
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(
        request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })),
      );
    }
  });
  await page.goto('/home', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.map((script) => script.url).filter((url) => PRIVATE_AREA_CHUNK.test(url))).toEqual(
    [],
  );
  const total = loaded.reduce((sum, script) => sum + script.bytes, 0);
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
});

test('hashed assets are compressed and cached for a year', async ({ page, request }) => {
  const [script] = await Promise.all([
    page.waitForRequest((r) => r.resourceType() === 'script' && r.url().includes('/assets/')),
    page.goto('/home'),
  ]);
  const response = await request.get(script.url(), { headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('immutable');
  expect(['br', 'gzip']).toContain(response.headers()['content-encoding']);
});
