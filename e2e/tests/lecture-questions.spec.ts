import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { errorToast, logIn } from '../support/accounts';
import demoLearning from '../support/demo-learning.json' with { type: 'json' };
import { desktop } from '../support/layout';
import { shoot } from '../support/screenshots';
import { demoMentor, logInAsStaff } from '../support/staff';
import { throwawayStudent } from '../support/throwaway-student';

/*
 * Questions on a lecture end to end (ARCHITECTURE.md, "Conversations"), in Chromium against
 * the real server: a student asks under a lecture (an empty question refused, a double click
 * sending once, a question typed offline kept); the mentor finds it among the questions
 * waiting in the review area, answers it and shares it with the subject's students; the
 * student's open tab is told without a reload and the notification leads to the answer; a
 * classmate reads the shared question without the asker's name and cannot write in it.
 */

test.describe.configure({ timeout: 300_000 });

const SUBJECT = demoLearning.startedSubject.subject;
const LECTURE = demoLearning.startedSubject.completedLectures[0] ?? '';

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications(, \d+ unread)?$/ });
const questionsOf = (page: Page) => page.getByRole('region', { name: 'Questions to the mentors' });

async function openLecture(page: Page) {
  await page
    .getByRole('link', { name: new RegExp(SUBJECT) })
    .first()
    .click();
  await page.getByRole('link', { name: LECTURE }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: LECTURE })).toBeVisible();
}

test('a student asks on a lecture, the mentor answers and shares it, a classmate reads it', async ({
  page,
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const question = `Why should a page have only one \`<main>\`? (${tag})`;
  const asker = await throwawayStudent(page, request, { fullName: 'Ani Asker' });
  const classmate = await throwawayStudent(page, request, { fullName: 'Gor Classmate' });

  const context = await browser.newContext({ viewport: desktop });
  const student = await context.newPage();
  await logIn(student, asker);
  await openLecture(student);
  const questions = questionsOf(student);
  const askBox = questions.getByRole('textbox', { name: 'Your question' });

  // Empty: refused, nothing sent. Then one question however often the button is pressed.
  await questions.getByRole('button', { name: 'Ask the mentors' }).click();
  await expect(questions.getByText('This field is required')).toBeVisible();
  await askBox.fill(question);
  await questions.getByRole('button', { name: 'Ask the mentors' }).dblclick();
  const mine = questions
    .getByRole('listitem', { name: /^Question of / })
    .filter({ hasText: `(${tag})` });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByText('Waiting for an answer')).toBeVisible();
  await expect(askBox).toHaveValue('');

  // Offline: the failure is told and the question typed stays to send again.
  await askBox.fill('Is this kept when the network drops?');
  await context.setOffline(true);
  await questions.getByRole('button', { name: 'Ask the mentors' }).click();
  await expect(errorToast(student, 'Network Error')).toBeVisible();
  await expect(askBox).toHaveValue('Is this kept when the network drops?');
  await context.setOffline(false);
  await askBox.fill('');

  const unread = await bell(student).getAttribute('aria-label');

  // The mentor finds it among the questions waiting, answers it and shares it.
  const mentorContext = await browser.newContext({ viewport: desktop });
  const mentor = await mentorContext.newPage();
  await logInAsStaff(mentor, demoMentor);
  await mentor.goto('/admin/reviews');
  await mentor.getByRole('link', { name: 'Questions from students' }).click();
  await expect(mentor).toHaveURL(/\/admin\/reviews\/questions$/);
  const waiting = mentor.getByTestId('waiting-question').filter({ hasText: `(${tag})` });
  await expect(waiting).toContainText(`${LECTURE} · ${SUBJECT} · Ani Asker`);
  await expectNoAxeViolations(mentor);
  await shoot(mentor, 'staff-waiting-questions', async (language) => {
    await expect(
      mentor.getByRole('heading', {
        level: 1,
        name: language === 'ru' ? 'Вопросы студентов' : 'Questions from students',
      }),
    ).toBeVisible();
  });
  await waiting.getByRole('link').click();
  await expect(mentor).toHaveURL(/\/admin\/reviews\/questions\/\d+$/);
  await expect(mentor.getByText('Waiting for an answer')).toBeVisible();
  const thread = mentor.getByRole('region', { name: 'Questions and answers' });
  // Staff see who asked.
  await expect(thread.getByTestId('conversation-message').filter({ hasText: tag })).toContainText(
    'Ani Asker',
  );
  await thread
    .getByRole('textbox', { name: 'Your message' })
    .fill('Screen readers jump to **the** main landmark: two would leave them guessing.');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('the', { exact: true })).toBeVisible();
  await expect(mentor.getByText('Answered', { exact: true })).toBeVisible();
  await mentor.getByRole('switch', { name: 'Show to every student of the subject' }).check();
  await expect(
    mentor.getByRole('switch', { name: 'Show to every student of the subject' }),
  ).toBeChecked();
  await expectNoAxeViolations(mentor);
  await shoot(mentor, 'staff-lecture-question', async (language) => {
    await expect(
      mentor.getByRole('region', {
        name: language === 'ru' ? 'Вопросы и ответы' : 'Questions and answers',
      }),
    ).toBeVisible();
    await expect(mentor.getByText('main landmark', { exact: false })).toBeVisible();
  });
  // Answered, it no longer waits.
  await mentor.goto('/admin/reviews/questions');
  await expect(mentor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(mentor.getByTestId('waiting-question').filter({ hasText: `(${tag})` })).toHaveCount(
    0,
  );
  await mentorContext.close();

  // The student's open tab is told without a reload; the notification leads to the answer.
  await expect(bell(student)).not.toHaveAttribute('aria-label', unread ?? '', {
    timeout: 15_000,
  });
  await bell(student).click();
  const told = student.getByRole('link', {
    name: new RegExp(`${demoMentor.fullName} wrote about “${LECTURE}”`),
  });
  await expect(told).toBeVisible();
  await told.click();
  await expect(student).toHaveURL(/\/lecture\/\d+#question-\d+$/);
  const answered = questionsOf(student)
    .getByRole('listitem', { name: /^Question of / })
    .filter({ hasText: `(${tag})` });
  await expect(answered.getByText('Answered', { exact: true })).toBeVisible();
  await expect(answered.getByText('main landmark', { exact: false })).toBeVisible();
  await expect(answered.getByText('Mentor', { exact: true })).toBeVisible();
  await expect(answered).toBeInViewport();
  await expectNoAxeViolations(student);
  await shoot(student, 'lecture-questions', async (language) => {
    await expect(
      student.getByRole('region', {
        name: language === 'ru' ? 'Вопросы менторам' : 'Questions to the mentors',
      }),
    ).toBeVisible();
    await expect(student.getByText('main landmark', { exact: false })).toBeVisible();
  });
  await context.close();

  // A classmate reads the shared question, without the asker's name, and cannot write in it.
  const classmateContext = await browser.newContext({ viewport: desktop });
  const other = await classmateContext.newPage();
  await logIn(other, classmate);
  await openLecture(other);
  const shared = questionsOf(other)
    .getByRole('listitem', { name: /^Question of / })
    .filter({ hasText: `(${tag})` });
  await expect(shared.getByText('A student asked')).toBeVisible();
  await expect(shared.getByText('main landmark', { exact: false })).toBeVisible();
  await expect(shared).not.toContainText('Ani Asker');
  await expect(shared.getByRole('button', { name: 'Write more' })).toHaveCount(0);
  await classmateContext.close();
});
