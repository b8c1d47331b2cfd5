import { API_BASE_PATH } from '@academy/contracts';
import { expect, type Page, test } from '@playwright/test';
import { demoStudent, errorToast, expectTopRight, logIn } from '../support/accounts';
import demoLearning from '../support/demo-learning.json' with { type: 'json' };
import { throwawayStudent } from '../support/throwaway-student';

/*
 * The web client when the network fails (ARCHITECTURE "When the network fails"): a call
 * made offline or to a server that does not answer says "Network Error" at once and leaves
 * the screen as it was; nothing is sent later behind the student's back; code that cannot be
 * fetched shows a message with Reload, never a blank page; and offline, a menu link whose
 * screen is not loaded yet keeps the current screen and says why.
 */

test.describe.configure({ timeout: 120_000 });

const TASK_ANSWER = `${API_BASE_PATH}/questions/task-answer`;
const quiz = demoLearning.nearCompletion;
const quizQuestions = demoLearning.tests['Browser APIs quiz'].questions;

/** Opens an item of a subject from the dashboard, the way a student gets there. */
async function openItem(page: Page, subject: string, title: string) {
  await page.goto('/dashboard');
  await page
    .getByRole('link', { name: new RegExp(subject) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

const radio = (page: Page, question: string, choice: string) =>
  page
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: choice, exact: true });

test('a test submitted offline keeps its answers, sends nothing later, and goes through online', async ({
  page,
  context,
  request,
}) => {
  const student = await throwawayStudent(page, request, { fullName: 'Nune Offline' });
  await logIn(page, student);
  await openItem(page, quiz.subject, quiz.test);
  for (const question of quizQuestions) {
    await radio(page, question.text, question.right[0] ?? '').click();
  }

  const sent: string[] = [];
  page.on('request', (call) => {
    if (call.url().endsWith(TASK_ANSWER)) sent.push(call.method());
  });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  // At once: well before a paused mutation could be mistaken for a slow one.
  const toast = errorToast(page, 'Network Error');
  await expect(toast).toBeVisible({ timeout: 2_000 });
  // Top right, below the header: the name, log-out and language controls stay uncovered.
  await expectTopRight(page, toast);
  const header = await page.getByRole('banner').boundingBox();
  expect((await toast.boundingBox())?.y).toBeGreaterThanOrEqual(
    (header?.y ?? 0) + (header?.height ?? 64),
  );
  await expect(page.getByRole('heading', { level: 1, name: quiz.test })).toBeVisible();
  for (const question of quizQuestions) {
    await expect(radio(page, question.text, question.right[0] ?? '')).toBeChecked();
  }
  await expect(page.getByRole('button', { name: 'Submit answers' })).toBeEnabled();
  const offlineAttempts = sent.length;

  await context.setOffline(false);
  // Back online, nothing is sent by itself.
  await page.waitForTimeout(3_000);
  expect(sent).toHaveLength(offlineAttempts);

  const answered = page.waitForResponse(
    (response) => response.url().endsWith(TASK_ANSWER) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit answers' }).click();
  expect((await answered).ok()).toBe(true);
  await expect(page.getByRole('button', { name: 'Submit answers' })).toHaveCount(0);
});

test('a server that does not answer gives the toast, and the page stays', async ({
  page,
  request,
}) => {
  // A student of one's own: the demo student's lecture is completed by the learning journey.
  const student = await throwawayStudent(page, request, { fullName: 'Ani Unanswered' });
  await logIn(page, student);
  await openItem(page, quiz.subject, quiz.lecture);
  const markCompleted = page.getByRole('button', { name: 'Mark as completed' });
  await expect(markCompleted).toBeEnabled();

  // The whole server is gone: the API, the app's chunks, the translations.
  await page.route('**/*', (route) => route.abort('connectionrefused'));
  await markCompleted.click();
  await expect(errorToast(page, 'Network Error')).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole('heading', { level: 1, name: quiz.lecture })).toBeVisible();
  await expect(markCompleted).toBeEnabled();

  await page.unroute('**/*');
});

test('a screen whose code cannot be fetched says so and reloads', async ({ page }) => {
  await logIn(page, demoStudent);
  await page.route('**/assets/**', (route) => route.abort('connectionrefused'));
  await page.getByRole('link', { name: 'Certificate', exact: true }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }),
  ).toBeVisible();
  // The frame stays: the header and its menu.
  await expect(page.getByRole('button', { name: 'Log out' }).first()).toBeVisible();

  await page.unroute('**/assets/**');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL(/\/certificates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
});

test('offline, a menu link to a screen not loaded yet keeps the current screen', async ({
  page,
  context,
}) => {
  await logIn(page, demoStudent);
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Certificate', exact: true }).first().click();
  await expect(errorToast(page, 'You are offline, so this page cannot be opened.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Certificate', exact: true }).first().click();
  await expect(page).toHaveURL(/\/certificates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
});
