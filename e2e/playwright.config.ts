import { fileURLToPath } from 'node:url';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

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
 * E2E_PART splits the journeys in parts that share nothing, each on its own server and fresh
 * demo data (its own E2E_PORT), so `npm run test:all` runs them all at once (README "Tests"):
 * `staff`, the `staff-*` specs; `screens`, the specs that lay out and check every screen at
 * each width, which change nothing; `journeys`, the rest. Unset, one run takes all.
 */
const STAFF_SPECS = /\/staff-[^/]*\.spec\.ts$/;
const SCREEN_SPECS =
  /\/(layout|landing|prerender|performance-budget|account-screens|account-and-billing-screens|learning-screens)\.spec\.ts$/;
const parts: Record<string, Pick<PlaywrightTestConfig, 'testMatch' | 'testIgnore'>> = {
  staff: { testMatch: STAFF_SPECS },
  screens: { testMatch: SCREEN_SPECS },
  journeys: { testIgnore: [STAFF_SPECS, SCREEN_SPECS] },
};
const part = process.env.E2E_PART;
if (part !== undefined && !Object.hasOwn(parts, part)) {
  throw new Error(`E2E_PART is "${part}": it takes ${Object.keys(parts).join(', ')}`);
}

export default defineConfig({
  testDir: './tests',
  ...(part ? parts[part] : {}),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: part ? `./test-results/${part}` : './test-results',
  use: {
    baseURL,
    // Recording a trace (its screenshots and DOM snapshots) costs a fifth of the journeys'
    // CPU: in CI, where a failure is tried again, only the second try records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
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
