import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { type StripeStandIn, startStripeStandIn } from '../../apps/api/src/test/stripe-stand-in';
import { baseURL } from '../playwright.config';
import { submitLogin } from '../support/accounts';

/*
 * The payment page with PAYMENT_PROVIDER=stripe (README.md, "Stripe"). The journeys' shared
 * server runs the sandbox, so this file starts a server of its own (the next port, the
 * production build, demo data) whose Stripe API is the tests' stand-in. Stripe.js can't be
 * loaded here: js.stripe.com is routed to a failure, as when it is out of reach, and the page
 * must say so and charge nothing.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(new URL(baseURL).port) + 1;
const stripeURL = `http://localhost:${port}`;
const shots = process.env.STRIPE_SCREENSHOTS;

let standIn: StripeStandIn;
let server: ChildProcess;
let dataDir: string;

test.use({ baseURL: stripeURL });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  standIn = await startStripeStandIn();
  dataDir = mkdtempSync(join(tmpdir(), 'academy-e2e-stripe-'));
  server = spawn(process.env.E2E_SERVER_NODE ?? 'node', ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: stripeURL,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      RATE_LIMIT_SCALE: '100',
      DATABASE_URL: '',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
      STRIPE_API_BASE: standIn.url,
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 170_000;
  for (;;) {
    try {
      if ((await fetch(`${stripeURL}/v1/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the Stripe server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  if (server.pid !== undefined) server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await standIn.stop();
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
});

test('with js.stripe.com out of reach the payment page says so and charges nothing', async ({
  page,
}) => {
  const stripeRequests: string[] = [];
  await page.route('https://js.stripe.com/**', (route) => {
    stripeRequests.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  const payCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/payments/pay')) payCalls.push(request.url());
  });

  await submitLogin(page, { email: 'student@academy.test', password: 'Student#2026' });
  await expect(page).not.toHaveURL(/\/auth\/login/);
  // Nothing of Stripe's before the payment page.
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(stripeRequests).toEqual([]);

  const response = await page.goto('/payment?plan=online-monthly');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' https://js.stripe.com");
  expect(policy).toContain('https://hooks.stripe.com');
  expect(policy).toContain("connect-src 'self' https://api.stripe.com");

  const alert = page.getByRole('alert').filter({ hasText: 'The card form could not be loaded' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('No money was taken.');
  expect(stripeRequests.length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  if (shots)
    await page.screenshot({ path: join(shots, 'stripe-unavailable-1280.png'), fullPage: true });

  // "Try again", twice quickly: still out of reach, said again; never a payment.
  const retry = page.getByRole('button', { name: 'Try again' });
  await retry.dblclick();
  await expect(alert).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(alert).toBeVisible();
  if (shots)
    await page.screenshot({ path: join(shots, 'stripe-unavailable-375.png'), fullPage: true });

  // A reload asks again, and says it again.
  await page.reload();
  await expect(alert).toBeVisible();
  expect(payCalls).toEqual([]);
  expect(standIn.paymentIntents.size).toBe(0);
});
