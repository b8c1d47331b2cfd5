import { defineConfig, devices } from '@playwright/test';

/** The journeys run the production build (`npm start`'s path) on its own port and data. */
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

/*
 * Every spec shares one server and its demo data, one file after another in name order. The
 * staff area's specs are named `staff-*` so that they run last: they decide the demo's
 * waiting review and change schedules and users that the student journeys read first.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: './test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Debian's Chromium, never a downloaded browser build.
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    // E2E_SERVER_NODE: another Node.js binary for the server (CI tests the product on each
    // supported line; scripts/test-all.mjs).
    command: `${process.env.E2E_SERVER_NODE ?? 'node'} scripts/serve.mjs`,
    url: `${baseURL}/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(port), PUBLIC_URL: baseURL },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
