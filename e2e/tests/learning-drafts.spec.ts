import { expect, type Page, test } from '@playwright/test';
import { demoStudent, logIn } from '../support/accounts';
import demoLearning from '../support/demo-learning.json' with { type: 'json' };

/*
 * Work not yet submitted survives a reload and asks before it is left; written answers count
 * their characters and are refused past the limit, never cut. The test answered here, the
 * "Algorithms quiz", is one no other journey reads; the mini project's text is never sent,
 * so the demo's "Weather widget" stays as the other journeys expect it. Logging out on purpose
 * asks first, then removes the drafts.
 */

const subject = demoLearning.failsTwice.subject;
const quiz = 'Algorithms quiz';
const mergeSort = 'What is the worst-case complexity of merge sort?';
const recursion = 'What does every recursive function need?';
const stableSort = 'What does a stable sort preserve?';

async function openItem(page: Page, subjectTitle: string, title: string) {
  await page.goto('/dashboard');
  await page
    .getByRole('link', { name: new RegExp(subjectTitle) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: subjectTitle })).toBeVisible();
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

const choice = (page: Page, question: string, answer: string) =>
  page
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: answer, exact: true });

test.describe.configure({ mode: 'serial' });

test('a test’s answers survive a reload, leaving asks first, and they are gone once submitted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, demoStudent);
  await openItem(page, subject, quiz);

  await choice(page, mergeSort, 'O(n log n)').check();
  // One group: the arrow keys move the choice within it.
  await choice(page, recursion, 'A loop').check();
  await page.keyboard.press('ArrowDown');
  await expect(choice(page, recursion, 'A base case')).toBeChecked();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: quiz })).toBeVisible();
  await expect(choice(page, mergeSort, 'O(n log n)')).toBeChecked();
  await expect(choice(page, recursion, 'A base case')).toBeChecked();

  // A link inside the app asks first; staying keeps everything.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: subject })
    .click();
  const leave = page.getByRole('dialog', { name: 'Leave without submitting?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Keep working' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/task\/\d+$/);

  // Closing or reloading the tab gets the browser's own question.
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  await page.evaluate(() => {
    window.location.reload();
  });
  expect(await asked).toBe('beforeunload');

  await choice(page, stableSort, 'The order of equal elements').check();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('region', { name: 'Your result' })).toBeVisible();

  // Submitted: the draft is gone, and nothing asks on the way out.
  const kept = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('academy.draft')),
  );
  expect(kept).toEqual([]);
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: subject })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
});

test('a mini project’s text survives a reload, counts its characters and is refused past the limit', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { subject: projectSubject, miniProject } = demoLearning.nearCompletion;
  await logIn(page, demoStudent);
  await openItem(page, projectSubject, miniProject);

  const text = page.getByRole('textbox', { name: /unknown city/ });
  await text.fill('A draft worth keeping');
  await expect(page.getByText('21 of 10,000 characters')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: miniProject })).toBeVisible();
  await expect(text).toHaveValue('A draft worth keeping');

  let submissions = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && /\/v1\/mini-projects\/\d+$/.test(request.url())) {
      submissions += 1;
    }
  });
  await text.fill('x'.repeat(10_001));
  await expect(page.getByText('10,001 of 10,000 characters')).toBeVisible();
  await expect(text).toHaveValue('x'.repeat(10_001));
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(
    page.getByText('The length of this field must be less than 10001 characters long.'),
  ).toBeVisible();
  expect(submissions).toBe(0);

  // Log out asks first, since it removes the unsent text from this browser.
  const drafts = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('academy.draft')));
  await page.getByRole('button', { name: 'Log out' }).click();
  const asked = page.getByRole('dialog', { name: 'Log out without submitting?' });
  await expect(asked).toBeVisible();
  await asked.getByRole('button', { name: 'Keep working' }).click();
  await expect(asked).toBeHidden();
  await expect(text).toHaveValue('x'.repeat(10_001));
  expect(await drafts()).toHaveLength(1);

  await page.getByRole('button', { name: 'Log out' }).click();
  await asked.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // No "Leave without submitting?" on the way out, and nothing written stays behind.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await drafts()).toEqual([]);
});
