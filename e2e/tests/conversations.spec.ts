import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { demoStudent, logIn } from '../support/accounts';
import demoLearning from '../support/demo-learning.json' with { type: 'json' };
import { desktop } from '../support/layout';
import { shoot } from '../support/screenshots';
import { demoMentor, logInAsStaff } from '../support/staff';

/*
 * A mini-project submission's thread end to end (ARCHITECTURE.md, "Conversations"), in
 * Chromium against the real server: the demo student asks a question in the thread of their
 * waiting mini project, in Markdown, with a file; the mentor finds it on the review screen,
 * downloads the file and answers;
 * the student reads the answer, marked as a mentor's. Screens at a phone's and a desktop's
 * width, in English and Russian.
 */

test.describe.configure({ timeout: 240_000 });

const project = demoLearning.startedSubject.miniProjectWaitingForReview;

test('a student writes in a mini project’s thread, and the mentor sees it and answers', async ({
  page,
  browser,
}) => {
  const question = `Is a **media query** at 400 px enough? (${Date.now().toString(36)})`;
  const asked = question.replaceAll('**', '');

  await page.setViewportSize(desktop);
  await logIn(page, demoStudent);
  await page
    .getByRole('link', { name: new RegExp(demoLearning.startedSubject.subject) })
    .first()
    .click();
  await page
    .getByRole('link', { name: new RegExp(project) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/mini-project\/\d+$/);
  const thread = page.getByRole('region', { name: 'Questions and answers' });
  await expect(thread).toBeVisible();
  await thread.getByRole('textbox', { name: 'Your message' }).fill(question);
  // With a file: uploaded at once, then sent with the message.
  await thread.locator('input[type=file]').setInputFiles({
    name: 'breakpoints.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('375 px, 768 px, 1280 px\n'),
  });
  await expect(thread.getByText(/^breakpoints\.txt \(/)).toBeVisible();
  await thread.getByRole('button', { name: 'Send' }).dblclick();
  const mine = thread.getByTestId('conversation-message').filter({ hasText: asked });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByText('media query', { exact: true })).toBeVisible();
  await expect(thread.getByRole('textbox', { name: 'Your message' })).toHaveValue('');

  // The mentor sees it on the review screen and answers.
  const mentorContext = await browser.newContext({ viewport: desktop });
  const mentor = await mentorContext.newPage();
  await logInAsStaff(mentor, demoMentor);
  await mentor.goto('/admin/reviews');
  await mentor.getByRole('link', { name: project }).first().click();
  await expect(mentor).toHaveURL(/\/admin\/reviews\/mini-projects\/\d+$/);
  const review = mentor.getByRole('region', { name: 'Questions and answers' });
  const sent = review.getByTestId('conversation-message').filter({ hasText: asked });
  await expect(sent).toBeVisible();
  // The student's file downloads from the thread.
  const [download] = await Promise.all([
    mentor.waitForEvent('download'),
    sent.getByRole('button', { name: 'Download breakpoints.txt' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('breakpoints.txt');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString()).toBe('375 px, 768 px, 1280 px\n');
  await review
    .getByRole('textbox', { name: 'Your message' })
    .fill('Yes, and check the menu at **375 px** too.');
  await review.getByRole('button', { name: 'Send' }).click();
  await expect(review.getByText('375 px', { exact: true })).toBeVisible();
  await expectNoAxeViolations(mentor);
  await shoot(mentor, 'review-thread', async (language) => {
    await expect(
      mentor.getByRole('region', {
        name: language === 'ru' ? 'Вопросы и ответы' : 'Questions and answers',
      }),
    ).toBeVisible();
    await expect(mentor.getByText('375 px', { exact: true })).toBeVisible();
  });
  await mentorContext.close();

  // The student reads the answer, marked as a mentor's.
  await page.reload();
  const answer = thread
    .getByTestId('conversation-message')
    .filter({ hasText: 'Yes, and check the menu' });
  await expect(answer).toBeVisible();
  await expect(answer.getByText('Mentor', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'mini-project-thread', async (language) => {
    await expect(
      page.getByRole('region', {
        name: language === 'ru' ? 'Вопросы и ответы' : 'Questions and answers',
      }),
    ).toBeVisible();
    await expect(page.getByText('375 px', { exact: true })).toBeVisible();
  });
});

test('a student writes about their test answers, and the mentor answers on the review', async ({
  page,
  browser,
}) => {
  const quiz = demoLearning.startedSubject.testWaitingForReview;
  const tag = Date.now().toString(36);
  await page.setViewportSize(desktop);
  await logIn(page, demoStudent);
  await page
    .getByRole('link', { name: new RegExp(demoLearning.startedSubject.subject) })
    .first()
    .click();
  await page
    .getByRole('link', { name: new RegExp(quiz) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/task\/\d+$/);
  const thread = page.getByRole('region', { name: 'Questions and answers' });
  await expect(thread.getByText(/talk about these answers/)).toBeVisible();
  await thread
    .getByRole('textbox', { name: 'Your message' })
    .fill(`Is the gallery answer long enough? (${tag})`);
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByTestId('conversation-message').filter({ hasText: tag })).toHaveCount(1);
  await expectNoAxeViolations(page);

  const mentorContext = await browser.newContext({ viewport: desktop });
  const mentor = await mentorContext.newPage();
  await logInAsStaff(mentor, demoMentor);
  await mentor.goto('/admin/reviews');
  await mentor.getByRole('link', { name: quiz }).first().click();
  await expect(mentor).toHaveURL(/\/admin\/reviews\/tasks\/\d+$/);
  const review = mentor.getByRole('region', { name: 'Questions and answers' });
  await expect(review.getByTestId('conversation-message').filter({ hasText: tag })).toBeVisible();
  await review.getByRole('textbox', { name: 'Your message' }).fill('Yes: say *why* grid, too.');
  await review.getByRole('button', { name: 'Send' }).click();
  await expect(review.getByText('why', { exact: true })).toBeVisible();
  await mentorContext.close();

  await page.reload();
  const answer = thread.getByTestId('conversation-message').filter({ hasText: 'grid, too' });
  await expect(answer.getByText('Mentor', { exact: true })).toBeVisible();
});
