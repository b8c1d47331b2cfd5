import { expect, test } from '@playwright/test';
import { demoStudent, logIn } from '../support/accounts';
import demoLearning from '../support/demo-learning.json' with { type: 'json' };
import { desktop, phone } from '../support/layout';

/*
 * The menu's Homework in a fresh session (the open work of every subject, overdue first), an
 * unknown address under the student area (its not-found, inside the area), and the profile's
 * edit of the name and phone, and its calendar feed. The edit puts the demo student's details
 * back at the end, and the feed is turned off again, so the journeys after this one find the
 * student as seeded.
 */

const { overdue, nearCompletion } = demoLearning;

test.describe('the homework of every subject', () => {
  for (const viewport of [desktop, phone]) {
    test(`opens from the menu in a fresh session, overdue first (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await logIn(page, demoStudent);

      const menu =
        viewport === phone
          ? page.getByRole('navigation', { name: 'Bottom menu' })
          : page.getByRole('navigation', { name: 'Student menu' });
      await menu.getByRole('link', { name: 'Homework' }).click();
      await expect(page).toHaveURL(/\/homework$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Homework' })).toBeVisible();

      const rows = page.getByRole('region', { name: /^Open: \d+$/ }).getByRole('listitem');
      // Overdue work first, whichever subject it is in.
      await expect(rows.first()).toContainText('Overdue');
      await expect(rows.filter({ hasText: overdue.miniProject })).toContainText(overdue.subject);
      // Work of another subject, in another direction, in the same list.
      await expect(rows.filter({ hasText: nearCompletion.test })).toContainText(
        nearCompletion.subject,
      );
      const overdueCount = await rows.filter({ hasText: 'Overdue' }).count();
      const firstNotOverdue = await rows.evaluateAll((items) =>
        items.findIndex((item) => !item.textContent?.includes('Overdue')),
      );
      expect(firstNotOverdue === -1 || firstNotOverdue === overdueCount).toBe(true);
    });
  }
});

test('an unknown address under the student area stays in the area', async ({ page }) => {
  await page.setViewportSize(desktop);
  await logIn(page, demoStudent);

  await page.goto('/certificates/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Student menu' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to my dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the profile saves a new name and phone, and says what is wrong first', async ({ page }) => {
  await page.setViewportSize(desktop);
  await logIn(page, demoStudent);
  await page.goto('/profile');
  const details = page.getByRole('region', { name: 'Your details' });
  const contacts = page.getByRole('region', { name: 'Contact details' });
  await expect(contacts.getByText(/^\+\d+$/)).toBeVisible();
  const seededPhone = (await contacts.getByText(/^\+\d+$/).textContent()) ?? '';

  await details.getByRole('button', { name: 'Edit' }).click();
  const name = details.getByRole('textbox', { name: 'Full name' });
  const phoneField = details.getByRole('textbox', { name: 'Phone' });
  await expect(name).toHaveValue(demoStudent.fullName);
  await expect(phoneField).toHaveValue(seededPhone);

  await name.fill('');
  await phoneField.fill('12');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('This field is required')).toBeVisible();
  await expect(details.getByText('Enter your valid Phone Number!')).toBeVisible();

  await name.fill('Anna Hakobyan Sargsyan');
  await phoneField.fill('+374 91 555 010');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Your details have been saved.')).toBeVisible();
  await expect(details).toContainText('Anna Hakobyan Sargsyan');
  await expect(contacts).toContainText('+37491555010');
  // Stored: a reload reads it from the server.
  await page.reload();
  await expect(details).toContainText('Anna Hakobyan Sargsyan');

  // As seeded again, for the journeys after this one.
  await details.getByRole('button', { name: 'Edit' }).click();
  await name.fill(demoStudent.fullName);
  await phoneField.fill(seededPhone);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Your details have been saved.')).toBeVisible();
  await expect(contacts).toContainText(seededPhone);
});

test('the calendar feed lists the due dates of the open work', async ({ page, request }) => {
  await page.setViewportSize(desktop);
  await logIn(page, demoStudent);
  await page.goto('/profile');
  const calendar = page.getByRole('region', { name: 'Calendar' });
  await calendar.getByRole('button', { name: 'Create calendar address' }).click();
  const address = calendar.getByRole('textbox', { name: 'Calendar address' });
  await expect(address).toHaveValue(/\/v1\/calendar\/[\w-]{43}$/);
  const url = await address.inputValue();

  // What a calendar app subscribed to the address reads: no session, the address alone.
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  // iCalendar folds long lines; unfolded, each event's title is whole.
  const body = (await feed.text()).replace(/\r\n[ \t]/g, '');
  expect(body).toContain('BEGIN:VCALENDAR');
  expect(body).toContain(`SUMMARY:Due: ${overdue.miniProject}`);

  // Put away, the address is not shown again; turned off, it stops working.
  await calendar.getByRole('button', { name: 'Done' }).click();
  await expect(calendar.getByText(/^On since /)).toBeVisible();
  await expect(calendar.getByText(/^Last read by a calendar app: /)).toBeVisible();
  await calendar.getByRole('button', { name: 'Turn off' }).click();
  await calendar.getByRole('button', { name: 'Turn off' }).click();
  await expect(calendar.getByText('Your calendar address is turned off.')).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
});
