import { readFile } from 'node:fs/promises';
import {
  API_BASE_PATH,
  apiPaths,
  type DashboardResponse,
  type ExamScheduleResponse,
  type PaymentTotalsResponse,
  weekdayName,
} from '@academy/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { demoStudent, submitLogin } from '../support/accounts';
import { desktop, phone, sidewaysOverflow } from '../support/layout';
import {
  apiToken,
  demoAdmin,
  logInAsStaff,
  openLoginScreen,
  registerApplicant,
} from '../support/staff';

/*
 * The admin's dashboard and audit log in Chromium against the real server: the dashboard
 * draws the seed's figures and counts an applicant who just registered; the audit log lists
 * the seed's admissions, narrows by action and actor, and opens an entry's change; at phone
 * and desktop widths, without sideways scrolling, with no axe violation. And the charts are
 * the dashboard's alone: a student's pages never load them.
 */

async function dashboardFigures(request: APIRequestContext): Promise<DashboardResponse> {
  const response = await request.get(`${API_BASE_PATH}${apiPaths.getAdminDashboard}`, {
    headers: { authorization: `Bearer ${await apiToken(request, demoAdmin)}` },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

async function takings(request: APIRequestContext): Promise<PaymentTotalsResponse> {
  const response = await request.get(`${API_BASE_PATH}${apiPaths.getPaymentTotals}`, {
    headers: { authorization: `Bearer ${await apiToken(request, demoAdmin)}` },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

/** Minor units as the screen writes them in English (`$1,234.00`). */
const usd = (totals: PaymentTotalsResponse, amount: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: totals.currency }).format(
    amount /
      10 **
        (new Intl.NumberFormat('en', {
          style: 'currency',
          currency: totals.currency,
        }).resolvedOptions().maximumFractionDigits ?? 2),
  );

const logInAsAdmin = (page: Page) => logInAsStaff(page, demoAdmin);

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

  // The takings: drawn, in the academy's currency, this month's row as the API counts it.
  const totals = await takings(request);
  const perMonth = page.getByRole('region', { name: 'Takings per month' });
  await expect(perMonth.locator('.recharts-surface')).toBeVisible();
  const thisMonth = totals.months.at(-1);
  if (!thisMonth) throw new Error('No months in the takings');
  await expect(perMonth.getByRole('row').last().getByRole('cell')).toHaveText([
    usd(totals, thisMonth.paid),
    usd(totals, thisMonth.refunded),
    usd(totals, thisMonth.net),
  ]);
  await expect(page.getByRole('region', { name: 'Takings per plan' }).getByRole('row')).toHaveCount(
    totals.plans.length + 1,
  );

  await expectFitsAndAccessible(page);
  for (const language of ['EN', 'RU'] as const) {
    await page.getByRole('button', { name: language, exact: true }).first().click();
    for (const size of [phone, desktop]) {
      await page.setViewportSize(size);
      await expect(
        page.getByRole('region', {
          name: language === 'EN' ? 'Takings per month' : 'Выручка по месяцам',
        }),
      ).toBeVisible();
      expect(await sidewaysOverflow(page), `sideways at ${size.width}px`).toBe(0);
      await page.screenshot({
        path: test.info().outputPath(`dashboard-${language.toLowerCase()}-${size.width}.png`),
        fullPage: true,
      });
    }
  }
  await page.getByRole('button', { name: 'EN', exact: true }).first().click();
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

/**
 * The staff area's own chunk: its route table with its layout (app/staff-routes.tsx), bundled
 * with what only the staff frame loads (apps/web/README.md, "Area bundles").
 */
const isStaffChunk = (url: string) => /\/assets\/staff-area-[^/]+\.js$/.test(url);

test('a student’s pages never load the staff area’s code or the dashboard’s charts', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const studentPage = await browser.newPage();
  const studentScripts = await scriptsDuring(studentPage, async () => {
    await studentPage.goto('/home');
    await expect(studentPage.getByRole('heading', { level: 1 })).toBeVisible();
    await openLoginScreen(studentPage);
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
  expect([...adminScripts.keys()].filter(isStaffChunk)).toHaveLength(1);
  expect([...studentScripts.keys()].filter(isStaffChunk)).toEqual([]);
});

test('the audit log lists staff changes, narrows them and opens one', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(desktop);
  await logInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Staff menu' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

  // Applicants' entries (other specs change other records first): the seed's admissions and
  // the applicants spec's, newest first, by the demo admin, linking to the applicant.
  await page.getByRole('combobox', { name: 'Record' }).click();
  await page.getByRole('option', { name: 'Applicant', exact: true }).click();
  await expect(page).toHaveURL(/entityType=applicant/);
  const table = page.getByRole('table').first();
  const firstEntry = table.getByRole('row').nth(1);
  await expect(firstEntry).toContainText(demoAdmin.fullName);
  // Named by the applicant's name, not an id.
  const applicantLink = firstEntry.getByRole('link');
  await expect(applicantLink).toHaveAttribute('href', /\/admin\/applicants\/\d+$/);
  await expect(applicantLink).not.toHaveText(/#\d/);

  // Narrowed to one action: the URL says so, and every entry is of it.
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Exam result recorded' }).click();
  await expect(page).toHaveURL(/action=record_exam_result/);
  await expect(table.getByText('Admitted', { exact: true })).toHaveCount(0);
  await expect(table.getByText('Exam result recorded', { exact: true }).first()).toBeVisible();

  // An entry opens to its record before and after, the changed fields marked.
  await table
    .getByRole('button', { name: /^Show the change/ })
    .first()
    .click();
  const diff = page.getByRole('table').nth(1);
  await expect(diff.getByRole('row', { name: /Exam score/ })).toContainText('changed');

  // The actor's name narrows the log to their changes; the filter names them.
  await table
    .getByRole('button', { name: `${demoAdmin.fullName}: show only their changes` })
    .first()
    .click();
  await expect(page).toHaveURL(/actorId=\d+/);
  await expect(page.getByRole('combobox', { name: 'Staff member' })).toHaveValue(
    demoAdmin.fullName,
  );

  // A day before any change says so (whatever other specs changed since).
  await page.goto('/admin/audit?from=2020-01-01&to=2020-01-01');
  await expect(page.getByRole('heading', { name: 'No change matches' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await expectFitsAndAccessible(page);
});

test('the audit log names records as they were, reads changes in words and exports CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = { authorization: `Bearer ${await apiToken(request, demoAdmin)}` };
  const api = `${API_BASE_PATH}/admin`;

  // A direction of this test's own: created, renamed, deleted.
  const title = `Audit trail ${Date.now().toString(36)}`;
  const created = await request.post(`${api}/directions`, { headers, data: { title } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await request.patch(`${api}/directions/${id}`, { headers, data: { title: `${title} II` } });
  expect((await request.delete(`${api}/directions/${id}`, { headers })).status()).toBe(204);

  // A sitting added to the weekly schedule and taken away again: the schedule ends as it was.
  const scheduleUrl = `${API_BASE_PATH}${apiPaths.getExamSchedule}`;
  const schedule = (await (
    await request.get(scheduleUrl, { headers })
  ).json()) as ExamScheduleResponse;
  const asRequest = (days: ExamScheduleResponse['days']) => ({
    timeZone: schedule.timeZone,
    days: days.map((day) => ({
      weekday: day.weekday,
      times: day.times.map(({ time, capacity }) => ({ time, capacity })),
    })),
  });
  const [first] = schedule.days;
  if (!first) throw new Error('the demo schedule has no exam day');
  const extra = { time: '06:05', capacity: 1, booked: 0 };
  const withExtra = schedule.days.map((day) =>
    day === first ? { ...day, times: [extra, ...day.times] } : day,
  );
  for (const days of [withExtra, schedule.days]) {
    const saved = await request.put(scheduleUrl, { headers, data: asRequest(days) });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  await page.setViewportSize(desktop);
  await logInAsAdmin(page);
  await page.goto('/admin/audit?entityType=direction');
  await expect(page.getByText(/^Times in Asia\/Yerevan/)).toBeVisible();
  const table = page.getByRole('table').first();

  // The deleted direction: named as it was, said to be gone, linked nowhere.
  const deleted = table
    .getByRole('row')
    .filter({ hasText: 'Record deleted' })
    .filter({
      hasText: `${title} II`,
    });
  await expect(deleted.first()).toBeVisible();
  await expect(deleted.first().getByRole('link')).toHaveCount(0);
  const createdRow = table
    .getByRole('row')
    .filter({ hasText: title })
    .filter({ hasText: 'Created' });
  await expect(createdRow).toContainText(title);
  await expect(createdRow).not.toContainText(`${title} II`);

  // Narrowed to the exam schedule: the change is labelled fields, days by name, no JSON.
  await page.getByRole('combobox', { name: 'Record' }).click();
  await page.getByRole('option', { name: 'Exam schedule', exact: true }).click();
  await expect(page).toHaveURL(/entityType=exam_schedule/);
  // The previous filter's rows stay (busy) until the new ones come.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(table.getByRole('row').nth(1)).toContainText('Exam schedule');
  await table
    .getByRole('button', { name: /^Show the change/ })
    .first()
    .click();
  const days = page.getByRole('table').nth(1).getByRole('row', { name: /^Days/ });
  await expect(days).toContainText('changed');
  await expect(days).toContainText(`${weekdayName(first.weekday, 'en')}: 06:05 (seats: 1)`);
  await expect(page.getByRole('table').nth(1)).not.toContainText('{');

  // Narrowed to one staff member, chosen in the filters.
  await page.getByRole('combobox', { name: 'Staff member' }).click();
  await page.getByRole('option', { name: demoAdmin.fullName }).click();
  await expect(page).toHaveURL(/actorId=\d+/);

  // The CSV of these filters: ISO 8601 times with the academy's offset, words not codes.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(header).toBe('at,actor,actorEmail,action,entityType,entityId,title,changes');
  expect(row).toMatch(
    new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+04:00,${demoAdmin.fullName},`),
  );
  expect(row).toContain(',Updated,Exam schedule,');
  expect(csv).not.toMatch(/[{}]/);

  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    expect(await sidewaysOverflow(page), `sideways at ${size.width}px`).toBe(0);
  }
  await expectNoAxeViolations(page);
});
