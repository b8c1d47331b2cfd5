import {
  API_BASE_PATH,
  type AvailableResponse,
  type Country,
  type DashboardResponse,
} from '@academy/contracts';
import { aRegistrationRequest } from '@academy/testing';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { demoStudent, submitLogin } from '../support/accounts';
import { desktop, phone, sidewaysOverflow } from '../support/layout';

/*
 * The admin's dashboard and audit log in Chromium against the real server: the dashboard
 * draws the seed's figures and counts an applicant who just registered; the audit log lists
 * the seed's admissions, narrows by action and actor, and opens an entry's change; at phone
 * and desktop widths, without sideways scrolling, with no axe violation. And the charts are
 * the dashboard's alone: a student's pages never load them.
 */

const demoAdmin = {
  email: 'admin@academy.test',
  password: 'Admin#2026',
  fullName: 'Academy Admin',
};

async function adminToken(request: APIRequestContext) {
  const response = await request.post(`${API_BASE_PATH}/auth/login`, {
    data: { email: demoAdmin.email, password: demoAdmin.password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).accessToken as string;
}

async function dashboardFigures(request: APIRequestContext): Promise<DashboardResponse> {
  const response = await request.get(`${API_BASE_PATH}/admin/dashboard`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

/** Signs an applicant up through the API for the first free sitting of the coming weeks. */
async function registerApplicant(request: APIRequestContext) {
  const today = new Date();
  const inDays = (days: number) =>
    new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const available: AvailableResponse = await (
    await request.get(`${API_BASE_PATH}/week-days/available`, {
      params: { from: inDays(0), to: inDays(27) },
    })
  ).json();
  const sitting = Object.values(available).flat()[0];
  expect(sitting, 'the demo schedule offers a sitting').toBeDefined();
  const countries: Country[] = await (await request.get(`${API_BASE_PATH}/countries`)).json();
  const armenia = countries.find((country) => country.code === 'AM');
  const response = await request.post(`${API_BASE_PATH}/auth/registration`, {
    data: aRegistrationRequest({
      countryId: armenia?.id ?? 1,
      testDateTime: sitting?.dateTime ?? '',
    }),
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The login screen; a busy machine's first page load gets time. */
async function openLogin(page: Page) {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible({
    timeout: 30_000,
  });
}

/** Logs in through the screen; the argon2 check on a busy machine gets time too. */
async function logInAsAdmin(page: Page) {
  await openLogin(page);
  await submitLogin(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
}

async function expectFitsAndAccessible(page: Page) {
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    expect(await sidewaysOverflow(page), `sideways at ${size.width}px`).toBe(0);
    await expectNoAxeViolations(page);
  }
}

test('the dashboard draws the academy’s figures and counts a new application', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const before = await dashboardFigures(request);
  const thisWeek = before.applicationsPerWeek.at(-1)?.count ?? 0;
  await registerApplicant(request);

  await page.setViewportSize(desktop);
  await logInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Headline numbers lead to their sections.
  await expect(
    page.getByRole('link', { name: /Applicants waiting for a decision/ }),
  ).toHaveAttribute('href', '/admin/applicants');
  await expect(page.getByRole('link', { name: /Works waiting for review/ })).toContainText(
    String(before.headline.waitingReviews),
  );

  // Every chart is drawn, titled, with its figures as a table.
  const applications = page.getByRole('region', { name: 'Applications per week' });
  await expect(applications.locator('.recharts-surface')).toBeVisible();
  await expect(applications.getByRole('row').last().getByRole('cell')).toHaveText(
    String(thisWeek + 1),
  );
  const funnel = page.getByRole('region', { name: 'Admission funnel' });
  await expect(funnel.getByRole('row', { name: /Registered/ })).toContainText(
    String(before.funnel.registered + 1),
  );
  await expect(funnel.getByRole('row', { name: /Admitted/ })).toContainText(
    String(before.funnel.admitted),
  );
  for (const name of [
    'Exam seats in the coming weeks',
    'Pass rate per test',
    'Review queue by waiting time',
  ]) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  await expect(
    page.getByRole('region', { name: 'Pass rate per test' }).getByRole('row'),
  ).not.toHaveCount(0);

  await expectFitsAndAccessible(page);
});

/** Whether a script's source carries the charts' code (Recharts' class names, Mantine's charts). */
const carriesCharts = (source: string) =>
  source.includes('recharts-') || source.includes('@mantine/charts');

/** The scripts a page requests while `visit` runs, with their sources. */
async function scriptsDuring(page: Page, visit: () => Promise<void>) {
  const scripts = new Map<string, Promise<string>>();
  const listener = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() === 'script') {
      scripts.set(
        response.url(),
        response.text().catch(() => ''),
      );
    }
  };
  page.on('response', listener);
  await visit();
  page.off('response', listener);
  return new Map(
    await Promise.all([...scripts].map(async ([url, text]) => [url, await text] as const)),
  );
}

/** The staff area's own chunks: its route table and its layout (app/staff-routes.tsx). */
const isStaffChunk = (url: string) => /\/assets\/(staff-routes|admin-layout)-[^/]+\.js$/.test(url);

test('a student’s pages never load the staff area’s code or the dashboard’s charts', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const studentPage = await browser.newPage();
  const studentScripts = await scriptsDuring(studentPage, async () => {
    await studentPage.goto('/home');
    await expect(studentPage.getByRole('heading', { level: 1 })).toBeVisible();
    await openLogin(studentPage);
    await submitLogin(studentPage, demoStudent);
    await expect(studentPage).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await studentPage.goto('/dashboard');
    await expect(studentPage.getByRole('heading', { level: 1, name: 'Directions' })).toBeVisible({
      timeout: 30_000,
    });
  });
  await studentPage.close();

  const adminPage = await browser.newPage();
  const adminScripts = await scriptsDuring(adminPage, async () => {
    await logInAsAdmin(adminPage);
    await expect(
      adminPage.getByRole('region', { name: 'Applications per week' }).locator('.recharts-surface'),
    ).toBeVisible();
  });
  await adminPage.close();

  const chartChunks = [...adminScripts].filter(([, source]) => carriesCharts(source));
  expect(chartChunks.length, 'the dashboard loads the charts').toBeGreaterThan(0);
  expect(studentScripts.size).toBeGreaterThan(0);
  expect([...studentScripts].filter(([, source]) => carriesCharts(source))).toEqual([]);
  for (const [url] of chartChunks) expect(studentScripts.has(url)).toBe(false);
  // The staff area's table and layout, and so every section they lead to, load for staff only.
  expect([...adminScripts.keys()].filter(isStaffChunk)).toHaveLength(2);
  expect([...studentScripts.keys()].filter(isStaffChunk)).toEqual([]);
});
