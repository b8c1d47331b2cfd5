import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { demoStudent, logIn } from '../support/accounts';
import demoLearning from '../support/demo-learning.json' with { type: 'json' };
import { desktop, phone, sidewaysOverflow } from '../support/layout';

/*
 * Every screen of the learning area as the demo student finds it (the seed's states, before
 * the journeys of learning.spec.ts change them), at a phone's and a desktop's width: the
 * content is there, nothing scrolls sideways, and axe finds no WCAG A/AA violation.
 */

interface Screen {
  name: string;
  /** Opens the screen from the dashboard, the way a student gets there. */
  open: (page: Page) => Promise<void>;
  /** A text the finished screen shows. */
  shows: string | RegExp;
}

async function subjectLink(page: Page, subject: string) {
  await page.goto('/dashboard');
  await page
    .getByRole('link', { name: new RegExp(subject) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
}

async function itemOf(page: Page, subject: string, title: string) {
  await subjectLink(page, subject);
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

const { startedSubject, nearCompletion, failsTwice, overdue } = demoLearning;

const screens: Screen[] = [
  {
    name: 'dashboard',
    open: (page) => page.goto('/dashboard').then(() => undefined),
    shows: startedSubject.subject,
  },
  {
    name: 'subject',
    open: (page) => subjectLink(page, startedSubject.subject),
    shows: startedSubject.lectureInProgress,
  },
  {
    name: 'lecture with an image',
    open: (page) =>
      itemOf(page, demoLearning.lectureWithImage.subject, demoLearning.lectureWithImage.lecture),
    shows: 'You have completed this lecture. It counts in your progress.',
  },
  {
    name: 'lecture with a video',
    open: (page) =>
      itemOf(page, demoLearning.lectureWithVideo.subject, demoLearning.lectureWithVideo.lecture),
    shows: demoLearning.lectureWithVideo.lecture,
  },
  {
    name: 'lecture with an attachment',
    open: (page) =>
      itemOf(
        page,
        demoLearning.lectureWithAttachment.subject,
        demoLearning.lectureWithAttachment.lecture,
      ),
    shows: demoLearning.lectureWithAttachment.attachment,
  },
  {
    name: 'test not started',
    open: (page) => itemOf(page, nearCompletion.subject, nearCompletion.test),
    shows: 'Submit answers',
  },
  {
    name: 'test waiting for review',
    open: (page) => itemOf(page, startedSubject.subject, startedSubject.testWaitingForReview),
    shows: /A mentor will now check your written answers/,
  },
  {
    name: 'test passed',
    open: (page) => itemOf(page, startedSubject.subject, startedSubject.passedTest),
    shows: 'Well done: you passed this test.',
  },
  {
    name: 'mini project not started',
    open: (page) => itemOf(page, nearCompletion.subject, nearCompletion.miniProject),
    shows: 'Submit for review',
  },
  {
    name: 'mini project waiting for review',
    open: (page) =>
      itemOf(page, startedSubject.subject, startedSubject.miniProjectWaitingForReview),
    shows: 'Your work is with a mentor. The review will appear here.',
  },
  {
    name: 'homework with an overdue item',
    open: async (page) => {
      await subjectLink(page, overdue.subject);
      await page.getByRole('link', { name: 'Open homework' }).click();
      await expect(page.getByText(overdue.miniProject).first()).toBeVisible();
    },
    shows: /Overdue/,
  },
  {
    name: 'homework',
    open: async (page) => {
      await subjectLink(page, failsTwice.subject);
      await page.getByRole('link', { name: 'Open homework' }).click();
    },
    shows: failsTwice.test,
  },
];

for (const viewport of [phone, desktop]) {
  test.describe(`the learning screens at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('each screen is finished, fits the width and passes axe', async ({ page }) => {
      test.setTimeout(240_000);
      await logIn(page, demoStudent);
      for (const screen of screens) {
        await test.step(screen.name, async () => {
          await screen.open(page);
          await expect(page.getByText(screen.shows).first()).toBeVisible();
          // No skeleton left: the screen has finished loading.
          await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
          expect(await sidewaysOverflow(page)).toBe(0);
          await expectNoAxeViolations(page);
        });
      }
    });
  });
}
