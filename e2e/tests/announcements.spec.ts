import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { demoStudent, logIn, submitLogin } from '../support/accounts';
import { desktop } from '../support/layout';
import { shoot } from '../support/screenshots';
import { demoAdmin } from '../support/staff';

/*
 * Announcements end to end (ARCHITECTURE.md, "Announcements"), in Chromium against the real
 * server: an admin posts one to every student on /admin/announcements, in English and
 * Russian with Markdown; the demo student finds it on the dashboard in either language, its
 * Markdown rendered and a script in it never run; withdrawn, it is gone from the
 * dashboard. Screens at a phone's and a desktop's width, in English and Russian.
 */

test.describe.configure({ timeout: 240_000 });

async function adminOnAnnouncements(page: Page) {
  await page.goto('/auth/login');
  await submitLogin(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin/, { timeout: 60_000 });
  await page.getByRole('link', { name: 'Announcements' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
}

test('an announcement reaches a student’s dashboard, and goes when withdrawn', async ({
  page,
  browser,
}) => {
  // One title per run: the demo data keeps the announcements of earlier runs (withdrawn).
  const title = `Open day ${Date.now().toString(36)}`;

  await page.setViewportSize(desktop);
  await adminOnAnnouncements(page);
  await page.getByRole('button', { name: 'New announcement' }).click();
  const dialog = page.getByRole('dialog', { name: 'New announcement' });
  await dialog.getByRole('textbox', { name: /^Title in English/ }).fill(title);
  await dialog.getByRole('textbox', { name: /^Title in Russian/ }).fill(`День открытых дверей`);
  await dialog
    .getByRole('textbox', { name: /^Text in English/ })
    .fill('Come on **Saturday**. <script>window.hacked = true</script>');
  await dialog.getByRole('textbox', { name: /^Text in Russian/ }).fill('Приходите в **субботу**.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Post' }).dblclick();
  await expect(page.getByText(`Posted: ${title}`)).toBeVisible();
  const row = page.getByTestId('announcement-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Saturday', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'admin-announcements', async () => {
    await expect(page.getByTestId('announcement-row').first()).toBeVisible();
  });

  // The demo student sees it on the dashboard, the Markdown rendered, the script as text.
  const studentContext = await browser.newContext({ viewport: desktop });
  const student = await studentContext.newPage();
  await logIn(student, demoStudent);
  const section = student.getByRole('region', { name: 'Announcements' });
  const item = section.getByTestId('dashboard-announcement').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item.getByText('Saturday', { exact: true })).toBeVisible();
  // The lecture renderer drops the tag: its words stay as text, nothing runs.
  await expect(item).toContainText('window.hacked = true');
  await expect(item.locator('script')).toHaveCount(0);
  expect(await student.evaluate(() => 'hacked' in window)).toBe(false);
  await expectNoAxeViolations(student);
  await shoot(student, 'dashboard-announcements', async (language) => {
    await expect(
      student
        .getByRole('region', { name: language === 'ru' ? 'Объявления' : 'Announcements' })
        .getByRole('heading', { name: language === 'ru' ? 'День открытых дверей' : title }),
    ).toBeVisible();
  });

  // Withdrawn: the student's dashboard no longer has it.
  await row.getByRole('button', { name: `Withdraw “${title}”` }).click();
  await expect(page.getByText(`Withdrawn: ${title}`)).toBeVisible();
  await expect(row.getByText('Withdrawn', { exact: true })).toBeVisible();
  await student.reload();
  await expect(student.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(student.getByText(title)).toHaveCount(0);
  await studentContext.close();
});
