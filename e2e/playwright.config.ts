import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/** The journeys run the production build (`npm start`'s path) on its own port and data. */
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
/** The server's data folder (scripts/serve.mjs empties it first): one per port. */
export const dataDir = fileURLToPath(new URL(`./.data/${port}`, import.meta.url));

/*
 * Every spec shares one server and its demo data, one file after another in name order. The
 * staff area's specs are named `staff-*` so that they run last: they decide the demo's
 * waiting review and change schedules and users that the student journeys read first.
 *
 * E2E_HALF splits the journeys in two that share nothing: `staff` runs the `staff-*` specs,
 * `others` the rest, each on its own server and fresh demo data (its own E2E_PORT), so
 * `npm run test:all` runs both halves at once (README "Tests"). Unset, one run takes all.
 */
const half = process.env.E2E_HALF;
if (half !== undefined && half !== 'staff' && half !== 'others') {
  throw new Error(`E2E_HALF is "${half}": it takes staff or others`);
}
const STAFF_SPECS = /\/staff-[^/]*\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  ...(half === 'staff' ? { testMatch: STAFF_SPECS } : {}),
  ...(half === 'others' ? { testIgnore: STAFF_SPECS } : {}),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: half ? `./test-results/${half}` : './test-results',
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
    env: { PORT: String(port), PUBLIC_URL: baseURL, E2E_DATA_DIR: dataDir },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
