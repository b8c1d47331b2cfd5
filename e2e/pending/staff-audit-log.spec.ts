import { expect, type Page, test } from '@playwright/test';
import { demoAdmin, logInAsStaff } from '../support/staff';

const logInAsAdmin = (page: Page) => logInAsStaff(page, demoAdmin);

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
  await expect(firstEntry.getByRole('link', { name: /Applicant #\d+/ })).toHaveAttribute(
    'href',
    /\/admin\/applicants\/\d+$/,
  );

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
  await expect(diff.getByRole('row', { name: /examScore/ })).toContainText('changed');

  // The actor's name narrows the log to their changes.
  await table
    .getByRole('button', { name: `${demoAdmin.fullName}: show only their changes` })
    .first()
    .click();
  await expect(page).toHaveURL(/actorId=\d+/);
  await expect(page.getByText(`By ${demoAdmin.fullName}`)).toBeVisible();

  // A record type with no entries says so.
  await page.getByRole('combobox', { name: 'Record' }).click();
  await page.getByRole('option', { name: 'Mini project' }).click();
  await expect(page.getByRole('heading', { name: 'No change matches' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await expectFitsAndAccessible(page);
});
