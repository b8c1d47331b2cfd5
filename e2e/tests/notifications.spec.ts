import type { UnreadNotifications } from '@academy/contracts';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { logIn } from '../support/accounts';
import { desktop, phone } from '../support/layout';
import { apiCall, submitFirstMiniProject } from '../support/mini-project';
import { shoot } from '../support/screenshots';
import { apiToken, demoMentor, logInAsStaff } from '../support/staff';
import { throwawayStudent } from '../support/throwaway-student';

/*
 * Notifications told live (ARCHITECTURE.md, "Notifications"), in Chromium against the real
 * server: a mentor fails a student's mini project and the student's open tabs show it without
 * a reload; the student answers in the submission's thread from the notification, and the
 * mentor's open tab is told of the answer. The student's two tabs share one stream (one tab
 * holds it, the other is told); when the holding tab closes, the other takes the stream over.
 */

test.describe.configure({ timeout: 300_000 });

const STREAM = '/v1/notifications/stream';

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications(, \d+ unread)?$/ });

/** The pages of `context` that opened the notifications' stream, one entry per request. */
function streamOpeners(context: BrowserContext) {
  const openers: Page[] = [];
  context.on('request', (request) => {
    const page = request.frame().page();
    if (new URL(request.url()).pathname === STREAM) openers.push(page);
  });
  return openers;
}

test('a verdict reaches the student’s open tabs live, their answer reaches the mentor', async ({
  page,
  browser,
  request,
}) => {
  const student = await throwawayStudent(page, request, { fullName: 'Nare Notified' });
  const studentToken = await apiToken(request, student);
  const { project, submissionId } = await submitFirstMiniProject(
    request,
    studentToken,
    'https://github.com/nare/notified',
  );
  const unreadBefore = await apiCall<UnreadNotifications>(
    request,
    'GET',
    '/notifications/unread-count',
    studentToken,
  );

  // The student has the academy open in two tabs of one browser.
  const studentContext = await browser.newContext({ viewport: desktop });
  const openers = streamOpeners(studentContext);
  const dashboard = await studentContext.newPage();
  await logIn(dashboard, { ...student, remember: true });
  const homework = await studentContext.newPage();
  await homework.goto('/homework');
  await expect(homework.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => openers.length, { timeout: 30_000 }).toBe(1);

  // The mentor fails the mini project on the review screen.
  const mentorContext = await browser.newContext({ viewport: desktop });
  const mentor = await mentorContext.newPage();
  await logInAsStaff(mentor, demoMentor);
  await mentor.goto(`/admin/reviews/mini-projects/${submissionId}`);
  await expect(mentor.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await mentor
    .getByRole('textbox', { name: /Comment to the student/ })
    .fill('The menu overlaps the heading at 375 px.\nPlease fix it and send it again.');
  await mentor.getByRole('button', { name: 'Fail', exact: true }).click();
  await mentor
    .getByRole('dialog', { name: new RegExp(`^Fail "${project.title}"`) })
    .getByRole('button', { name: 'Yes, fail it' })
    .click();
  await expect(mentor.getByText(`Failed: ${project.title}`)).toBeVisible();

  // Both tabs count it without a reload, over the one stream.
  const oneMore = `Notifications, ${unreadBefore.unread + 1} unread`;
  await expect(bell(dashboard)).toHaveAccessibleName(oneMore, { timeout: 15_000 });
  await expect(bell(homework)).toHaveAccessibleName(oneMore, { timeout: 15_000 });
  expect(openers).toHaveLength(1);
  const holder = openers[0] as Page;
  const other = holder === dashboard ? homework : dashboard;

  // The student opens it from the tab that does not hold the stream, and answers.
  await other.bringToFront();
  await bell(other).click();
  await expect(other).toHaveURL(/\/notifications$/);
  const told = other.getByRole('link', {
    name: new RegExp(`Your mini project “${project.title}” needs more work`),
  });
  await expect(told).toBeVisible();
  await expect(other.getByText('The menu overlaps the heading at 375 px.')).toBeVisible();
  await expectNoAxeViolations(other);
  await shoot(other, 'notifications-live', async (language) => {
    await expect(
      other.getByRole('heading', {
        level: 1,
        name: language === 'ru' ? 'Уведомления' : 'Notifications',
      }),
    ).toBeVisible();
  });
  await told.click();
  await expect(other).toHaveURL(new RegExp(`/mini-project/${project.id}$`));
  const thread = other.getByRole('region', { name: 'Questions and answers' });
  await thread.getByRole('textbox', { name: 'Your message' }).fill('Fixed: the menu folds now.');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(
    thread.getByTestId('conversation-message').filter({ hasText: 'Fixed: the menu folds now.' }),
  ).toHaveCount(1);

  // The mentor's open tab is told, and the answer is one click away.
  await bell(mentor).click();
  await expect(mentor).toHaveURL(/\/admin\/notifications$/);
  const answered = mentor.getByRole('link', {
    name: new RegExp(`${student.fullName} wrote about “${project.title}”`),
  });
  await expect(answered).toBeVisible({ timeout: 15_000 });
  await answered.click();
  await expect(mentor).toHaveURL(new RegExp(`/admin/reviews/mini-projects/${submissionId}$`));
  await expect(
    mentor
      .getByRole('region', { name: 'Questions and answers' })
      .getByText('Fixed: the menu folds now.'),
  ).toBeVisible();

  // The holding tab closes: the other takes the stream over and is still told.
  await other.goto('/dashboard');
  const countNow = await apiCall<UnreadNotifications>(
    request,
    'GET',
    '/notifications/unread-count',
    studentToken,
  );
  await holder.close();
  await expect.poll(() => openers.filter((opener) => opener === other).length).toBe(1);
  const review = mentor.getByRole('region', { name: 'Questions and answers' });
  await review.getByRole('textbox', { name: 'Your message' }).fill('Thanks, I will look again.');
  await review.getByRole('button', { name: 'Send' }).click();
  await expect(bell(other)).toHaveAccessibleName(`Notifications, ${countNow.unread + 1} unread`, {
    timeout: 15_000,
  });
  await other.setViewportSize(phone);
  await expect(bell(other)).toBeVisible();

  await mentorContext.close();
  await studentContext.close();
});
