import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { mailsTo, submitLogin } from '../support/accounts';
import { desktop, phone, sidewaysOverflow } from '../support/layout';
import { confirmAddress, demoAdmin, registerApplicant } from '../support/staff';

/*
 * Applicants and admission in the staff area, end to end on the built app and the real API:
 * two applicants sign up through the public API; the admin finds the first by search,
 * records the exam result and admits them into a direction; the admission e-mail's
 * temporary password signs in and leads to set-password. The second is rejected with a
 * reason, mailed to them. Both widths, without sideways scroll, and axe.
 */

/** Finds an applicant by the search box and opens their page. */
async function openApplicant(page: Page, email: string, fullName: string) {
  await page.goto('/admin/applicants');
  await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(email.toUpperCase());
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText('Applicants found: 1')).toBeVisible();
  await page.getByRole('link', { name: fullName }).click();
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
}

async function expectFits(page: Page) {
  expect(await sidewaysOverflow(page)).toBe(0);
}

test('an admin finds an applicant, records the exam, admits them, and rejects another', async ({
  page,
  request,
  browser,
}) => {
  // Two sign-ups, a sign-in, two decisions and their mails: long on a busy machine.
  test.setTimeout(240_000);
  const admitted = await registerApplicant(request, { fullName: 'Gohar Zakaryan' });
  const rejected = await registerApplicant(request, { fullName: 'Ivan Petrov' });
  await confirmAddress(page, admitted.email);

  await page.setViewportSize(desktop);
  await submitLogin(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin$/);

  // The list at both widths; its filters live in the address and survive a reload.
  await page.goto('/admin/applicants?status=pending&sort=name&order=asc');
  // The staff area's first load (its chunks) may take a while on a busy machine.
  await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(page).toHaveURL(/status=pending&sort=name&order=asc/);
  await expect(page.getByRole('table').getByText('Admitted', { exact: true })).toHaveCount(0);
  await expectFits(page);
  await expectNoAxeViolations(page);
  await page.setViewportSize(phone);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expectFits(page);
  await page.setViewportSize(desktop);

  await openApplicant(page, admitted.email, admitted.fullName);
  await expect(page.getByRole('button', { name: 'Admit' })).toBeDisabled();
  await expect(
    page.getByText('Only an applicant who passed the entrance exam can be admitted'),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Score (0–100)' }).fill('85');
  await page.getByRole('checkbox', { name: 'Passed the exam' }).check();
  await page.getByRole('textbox', { name: 'Comment' }).fill('Confident with loops and functions.');
  await page.getByRole('button', { name: 'Save the result' }).click();
  await expect(page.getByText('The exam result is saved.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Admit' }).click();
  const dialog = page.getByRole('dialog', { name: `Admit ${admitted.fullName}` });
  await dialog
    .getByRole('textbox', { name: 'Direction' })
    .or(dialog.getByRole('combobox', { name: 'Direction' }))
    .first()
    .click();
  await page.getByRole('option', { name: 'Front-End Development', exact: true }).click();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Admit and send the e-mail' }).click();
  await expect(
    page.getByText(
      `${admitted.fullName} is admitted. The e-mail with the temporary password and the sign-in link was sent to ${admitted.email}.`,
    ),
  ).toBeVisible();
  await expect(page.getByText('Enrolled in: Front-End Development · Online')).toBeVisible();
  await expectFits(page);
  await page.setViewportSize(phone);
  await expectFits(page);
  await expectNoAxeViolations(page);
  await page.setViewportSize(desktop);

  // The second applicant: rejected with a reason (their e-mail was never confirmed).
  await openApplicant(page, rejected.email, rejected.fullName);
  await page.getByRole('button', { name: 'Reject' }).click();
  const rejection = page.getByRole('dialog', { name: `Reject ${rejected.fullName}` });
  await rejection.getByRole('button', { name: 'Reject and send the e-mail' }).click();
  await expect(rejection.getByText('This field is required')).toBeVisible();
  await rejection
    .getByRole('textbox', { name: 'Reason given to the applicant' })
    .fill('The e-mail address was never confirmed.');
  await rejection.getByRole('button', { name: 'Reject and send the e-mail' }).click();
  await expect(
    page.getByText(`${rejected.fullName} is rejected. The e-mail with the reason was sent to`),
  ).toBeVisible();

  // The mails.
  await page.goto('/dev/mailbox');
  const admission = mailsTo(page, admitted.email, 'Welcome to the Academy: you are admitted');
  await expect(admission).toHaveCount(1);
  const text = (await admission.locator('pre').textContent()) ?? '';
  const password = /Temporary password: (\S+)/.exec(text)?.[1] ?? '';
  expect(password).toHaveLength(16);
  expect(text).toContain('/auth/login');
  const rejectionMail = mailsTo(page, rejected.email, 'Your application to the Academy');
  await expect(rejectionMail).toHaveCount(1);
  await expect(rejectionMail).toContainText('The e-mail address was never confirmed.');

  // The new student signs in with the temporary password and is asked for their own.
  const context = await browser.newContext();
  const student = await context.newPage();
  await submitLogin(student, { email: admitted.email, password });
  await expect(student).toHaveURL(/\/auth\/set-password/);
  await context.close();
});

test('the list shows the demo applicants and exports the filter as CSV', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(desktop);
  await submitLogin(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/applicants?status=admitted');
  await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^applicants-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile(path, 'utf8');
  expect(csv.startsWith('\uFEFFid,fullName,email,')).toBe(true);
  // Words, not codes; phone numbers as they are; times ISO 8601 with the academy's offset.
  expect(csv).toContain(',Admitted,');
  expect(csv).not.toContain(',Pending,');
  expect(csv).toMatch(/,Online,|,Offline,/);
  expect(csv).not.toMatch(/,true,|,false,|,'\+/);
  expect(csv).toMatch(/,\+\d+,/);
  expect(csv).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+04:00\r\n/);
});
