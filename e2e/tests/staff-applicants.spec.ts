import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { mailsTo, submitLogin } from '../support/accounts';
import { desktop, phone, sidewaysOverflow, transitionsEnded, useLanguage } from '../support/layout';
import { confirmAddress, demoAdmin, registerApplicant } from '../support/staff';

/*
 * Applicants and admission in the staff area, end to end on the built app and the real API:
 * two applicants sign up through the public API; the admin finds the first by search,
 * records the exam result and admits them into a direction; the admission e-mail's
 * temporary password signs in and leads to set-password. The second is rejected with a
 * reason, mailed to them. Both widths, without sideways scroll, and axe. Then the list's
 * layout (every cell whole at 1280 px in English and Russian, cards and folded filters on a
 * phone), a page past the end, a phone number searched in its local form, and a
 * verification mail sent again by staff.
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

/** The table's cells (and what is in them) whose content is wider than they are: cut text. */
async function cutCells(page: Page): Promise<string[]> {
  await transitionsEnded(page);
  return page.getByTestId('applicants-table').evaluate((table) => {
    const cut: string[] = [];
    const box = table.parentElement;
    if (box && table.scrollWidth > box.clientWidth) cut.push(`the table (${table.scrollWidth}px)`);
    for (const element of Array.from(table.querySelectorAll('th, td, td *'))) {
      // Inline boxes have no client width; the blocks and badges around them are measured.
      if (element.clientWidth === 0) continue;
      if (element.scrollWidth > element.clientWidth) {
        cut.push(`${element.textContent} (${element.scrollWidth} > ${element.clientWidth})`);
      }
    }
    return cut;
  });
}

test('the list reads whole at 1280 px, suits a phone, knows its last page, finds a local number, and resends a verification mail', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const unconfirmed = await registerApplicant(request, { fullName: 'Lilit Hovhannisyan' });
  // +374 91 234567 is written 091 234567 in Armenia.
  const localPhone = `0${unconfirmed.phone.replace(/^\+374/, '')}`;

  await page.setViewportSize(desktop);
  await submitLogin(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin$/);

  // Every column whole at 1280 px, in Russian (the longer words) and in English.
  for (const [language, heading] of [
    ['ru', 'Абитуриенты'],
    ['en', 'Applicants'],
  ] as const) {
    await useLanguage(page, language);
    await page.goto('/admin/applicants');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId('applicants-table')).toBeVisible({ timeout: 30_000 });
    expect(await cutCells(page), language).toEqual([]);
    await expectFits(page);
  }

  // A phone: cards, the search on the first screen and the filters folded, saying how many.
  await page.goto('/admin/applicants?status=pending');
  await page.setViewportSize(phone);
  await expect(page.getByTestId('applicants-table')).toHaveCount(0);
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(filters).toHaveAccessibleName('Filters (Active filters: 1)');
  const statusFilter = page
    .getByRole('textbox', { name: 'Status' })
    .or(page.getByRole('combobox', { name: 'Status' }))
    .first();
  await expect(statusFilter).toBeHidden();
  const firstCard = page.getByRole('listitem').first();
  await expect(firstCard).toBeVisible();
  expect((await firstCard.boundingBox())?.y ?? phone.height).toBeLessThan(phone.height);
  await expectFits(page);
  await expectNoAxeViolations(page);
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(statusFilter).toBeVisible();
  await expectFits(page);
  await page.setViewportSize(desktop);

  // The local form of a number finds its owner, in the applicants and in the users.
  await page.goto('/admin/applicants');
  await page.getByRole('searchbox', { name: 'Search' }).fill(localPhone);
  await expect(page).toHaveURL(new RegExp(`search=${localPhone}`));
  await expect(page.getByText('Applicants found: 1')).toBeVisible();
  await expect(page.getByRole('link', { name: unconfirmed.fullName })).toBeVisible();
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search' }).fill(localPhone);
  await expect(page).toHaveURL(new RegExp(`search=${localPhone}`));
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(page.getByRole('link', { name: unconfirmed.fullName })).toBeVisible();

  // Staff send the unconfirmed applicant a fresh link; within the minute of the last one the
  // page says it was held back and the button waits the minute out.
  await openApplicant(page, unconfirmed.email, unconfirmed.fullName);
  const resend = page.getByRole('button', { name: 'Resend verification' });
  const sent = page.getByText(`The confirmation link was sent to ${unconfirmed.email}`);
  const held = page.getByText('Not sent: a link went to this address less than a minute ago.');
  await resend.click();
  await expect(sent.or(held)).toBeVisible();
  if (await held.isVisible()) {
    await expect(page.getByText(/^You can ask for another link in\s\d:\d\d$/)).toBeVisible();
    await expect(resend).toBeDisabled();
    await expect(resend).toBeEnabled({ timeout: 70_000 });
    await resend.click();
  }
  await expect(sent).toBeVisible();
  await expect(resend).toBeDisabled();
  await expect(page.getByText(/Verification mail sent by Academy Admin/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize(phone);
  await expectFits(page);
  await page.setViewportSize(desktop);

  await page.goto('/dev/mailbox');
  const mails = mailsTo(page, unconfirmed.email);
  await expect(mails).toHaveCount(2);
  await expect(mails.first().locator('a[href*="/auth/verification?token="]').first()).toBeVisible();

  // A page past the end says so and leads to the last page, here and in the other lists.
  for (const [list, rows] of [
    ['/admin/applicants', page.getByTestId('applicants-table').getByRole('row')],
    ['/admin/users', page.getByTestId('user-row')],
    ['/admin/audit', page.getByRole('table').getByRole('row')],
  ] as const) {
    await page.goto(`${list}?page=999`);
    await expect(page.getByRole('heading', { level: 2, name: 'There is no page 999' })).toBeVisible(
      { timeout: 30_000 },
    );
    await expect(page.getByText('No one has applied yet')).toHaveCount(0);
    await page.getByRole('link', { name: /^Go to the last page \(\d+\)$/ }).click();
    await expect(rows.first()).toBeVisible();
    await expect(page).not.toHaveURL(/page=999/);
  }
});

test('an admin ticks applicants and rejects them with one reason; the summary names who was not', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const marker = `Bulkova${String.fromCharCode(97 + (Date.now() % 26))}${String.fromCharCode(97 + ((Date.now() >> 5) % 26))}`;
  const first = await registerApplicant(request, { fullName: `Anna ${marker}` });
  await registerApplicant(request, { fullName: `Mariam ${marker}` });
  await page.setViewportSize(desktop);
  await submitLogin(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin$/);

  // One of them is decided already: the bulk call says so and leaves it.
  await openApplicant(page, first.email, `Anna ${marker}`);
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const single = page.getByRole('dialog');
  await single.getByLabel(/Reason/).fill('Withdrew the application.');
  await single.getByRole('button', { name: 'Reject and send the e-mail' }).click();
  await expect(single).toHaveCount(0);

  await page.goto(`/admin/applicants?search=${marker}`);
  await expect(page.getByText('Applicants found: 2')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(page.getByTestId('bulk-bar')).toContainText('Selected: 2');
  await expectFits(page);
  await expectNoAxeViolations(page);
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject (selected: 2)' });
  await dialog.getByLabel(/Reason/).fill('The cohort is full.');
  await dialog.getByRole('button', { name: 'Reject and send the e-mail' }).click();
  const summary = page.getByTestId('bulk-summary');
  await expect(summary).toContainText('Done for 1 of 2');
  await expect(summary).toContainText(
    `Anna ${marker}: This applicant has already been admitted or rejected`,
  );
  await expect(page.getByRole('table').getByText('Rejected', { exact: true })).toHaveCount(2);
  await expectNoAxeViolations(page);
  const { mkdir } = await import('node:fs/promises');
  await mkdir('test-results/screens', { recursive: true });
  await page.screenshot({ path: 'test-results/screens/bulk-summary-en-1280.png', fullPage: true });
  await page.setViewportSize(phone);
  await expectFits(page);
  await page.screenshot({ path: 'test-results/screens/bulk-summary-en-375.png', fullPage: true });

  // In Russian, at both widths, with the bar showing.
  await useLanguage(page, 'ru');
  await page.goto(`/admin/applicants?search=${marker}`);
  await page.getByRole('checkbox', { name: 'Выбрать всех на странице' }).check();
  await expect(page.getByTestId('bulk-bar')).toContainText('Выбрано: 2');
  await expectFits(page);
  await page.screenshot({ path: 'test-results/screens/bulk-bar-ru-375.png', fullPage: true });
  await page.setViewportSize(desktop);
  await expectFits(page);
  await page.screenshot({ path: 'test-results/screens/bulk-bar-ru-1280.png', fullPage: true });
  await expectNoAxeViolations(page);
});
