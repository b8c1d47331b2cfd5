import {
  API_BASE_PATH,
  apiPaths,
  endpointPath,
  endpoints,
  type ReviewQueueResponse,
} from '@academy/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { demoStudent, logIn } from '../support/accounts';
import { payForRetake } from '../support/billing';
import demoLearning from '../support/demo-learning.json' with { type: 'json' };
import { apiToken, demoAdmin } from '../support/staff';

/*
 * The student's learning journeys in Chromium against the real server and its demo data
 * (e2e/support/demo-learning.json names what the seed prepared): a subject taken to 100 %
 * through a lecture, a failed test and its paid retake, and a mini project failed by a mentor
 * and passed on resubmission; and a test failed twice. The retake is paid on the payment
 * screen with the sandbox provider's test card.
 */

/** A real one-pixel PNG: the server checks an upload's bytes, not only its name. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A percentage as a screen writes it (with or without a space before the sign). */
const percent = (value: number) => new RegExp(`^${value}\\s?%$`);

type DemoTest = (typeof demoLearning.tests)[keyof typeof demoLearning.tests];

/** Answers every question of a test: the right answers, or a wrong one each. */
async function answerTest(page: Page, demoTest: DemoTest, how: 'right' | 'wrong') {
  for (const question of demoTest.questions) {
    const single = question.answerType === 'single';
    const group = page.getByRole(single ? 'radiogroup' : 'group', { name: question.text });
    const role = single ? 'radio' : 'checkbox';
    const choices = how === 'right' ? question.right : question.wrong.slice(0, 1);
    for (const choice of choices) {
      await group.getByRole(role, { name: choice, exact: true }).click();
    }
  }
  await page.getByRole('button', { name: 'Submit answers' }).click();
}

/** The test's id, from its screen's address. */
function idFromUrl(page: Page): number {
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  expect(id).toBeGreaterThan(0);
  return id;
}

/** The mentor's verdict on the oldest waiting submission of a mini project. */
async function reviewMiniProject(
  request: APIRequestContext,
  title: string,
  verdict: 'passed' | 'failed',
  comment: string,
) {
  const headers = { authorization: `Bearer ${await apiToken(request, demoAdmin)}` };
  const queue = await request.get(`${API_BASE_PATH}${apiPaths.listReviewQueue}?limit=100`, {
    headers,
  });
  expect(queue.status()).toBe(200);
  const { items } = (await queue.json()) as ReviewQueueResponse;
  const item = items.find((entry) => entry.kind === 'mini-project' && entry.title === title);
  expect(item, `${title} waits for review`).toBeDefined();
  const decided = await request.post(
    `${API_BASE_PATH}${endpointPath(endpoints.reviewMiniProject, { id: item?.id ?? 0 })}`,
    {
      headers,
      data: { verdict, comment },
    },
  );
  expect(decided.status()).toBe(200);
}

async function openSubject(page: Page, subject: string) {
  await page.goto('/dashboard');
  await page
    .getByRole('link', { name: new RegExp(subject) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
}

async function openItem(page: Page, subject: string, title: string) {
  await openSubject(page, subject);
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('a subject from 73 % to 100 %: a lecture, a test passed on its paid retake, a mini project passed on resubmission', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { subject, lecture, test: testTitle, miniProject } = demoLearning.nearCompletion;
  await logIn(page, demoStudent);

  // 1. Dashboard → subject → the lecture, opened and completed.
  await openSubject(page, subject);
  await expect(page.getByText(percent(demoLearning.nearCompletionProgress)).first()).toBeVisible();
  await page
    .getByRole('link', { name: new RegExp(lecture) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: lecture })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as completed' }).click();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();

  // 2. The test failed → the paid-retake offer → unlocked → the retake passed.
  await openItem(page, subject, testTitle);
  const taskId = idFromUrl(page);
  const demoTest = demoLearning.tests[testTitle as keyof typeof demoLearning.tests];
  await answerTest(page, demoTest, 'wrong');
  await expect(page.getByText('Your answers did not reach the pass mark.')).toBeVisible();
  await expect(page.getByText('Retake the test — a paid second attempt')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay for the retake' })).toHaveAttribute(
    'href',
    `/payment?retake=${taskId}`,
  );
  // A failed first attempt keeps which answers were right to itself.
  await expect(page.getByText('Right', { exact: true })).toHaveCount(0);

  await payForRetake(page, taskId);
  await page.getByRole('button', { name: 'Start your second attempt' }).click();
  await answerTest(page, demoTest, 'right');
  await expect(page.getByText('Well done: you passed this test.')).toBeVisible();
  await expect(page.getByText('Right', { exact: true })).toHaveCount(demoTest.questions.length);

  // 3. The mini project submitted with a file and a link.
  await openItem(page, subject, miniProject);
  const demoProject =
    demoLearning.miniProjects[miniProject as keyof typeof demoLearning.miniProjects];
  for (const question of demoProject.questions) {
    if (question.answerType === 'text') {
      await page
        .getByRole('textbox', { name: new RegExp(question.text) })
        .fill(
          'It shows the temperature and the sky for a city, and an error when the city is unknown.',
        );
    }
  }
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: 'weather-widget.png',
      mimeType: 'image/png',
      buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
    });
  await expect(page.getByText(/Uploaded: weather-widget\.png/)).toBeVisible();
  await page
    .getByRole('textbox', { name: /GitHub repository/ })
    .fill('https://github.com/anna-hakobyan/weather-widget');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(
    page.getByText('Your work is with a mentor. The review will appear here.'),
  ).toBeVisible();
  // Taken by the server: its draft is gone from the browser.
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('academy.draft')),
    ),
  ).toEqual([]);

  // 4. A mentor fails it with a comment; the student resubmits; the mentor passes it.
  const comment = 'Show a clear message when the weather service cannot be reached.';
  await reviewMiniProject(request, miniProject, 'failed', comment);
  await page.reload();
  await expect(
    page.getByText('The mentor asked for changes. Read the comment, then submit again below.'),
  ).toBeVisible();
  await expect(page.getByText(comment).first()).toBeVisible();
  // The last submission is filled in: link, text and file go again.
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(
    page.getByText('Your work is with a mentor. The review will appear here.'),
  ).toBeVisible();
  await expect(page.getByText('Submission 2')).toBeVisible();

  await reviewMiniProject(request, miniProject, 'passed', 'Clean and readable. Well done!');
  await page.reload();
  await expect(page.getByText('Your mini project is accepted. Well done!')).toBeVisible();
  // Both submissions stay, each with its review.
  await expect(page.getByText('Submission 1')).toBeVisible();
  await expect(page.getByText(comment).first()).toBeVisible();

  // 5. The subject's progress reaches 100 %.
  await openSubject(page, subject);
  await expect(page.getByText(percent(100)).first()).toBeVisible();
});

test('a test failed twice: the paid retake used, then no third attempt', async ({ page }) => {
  test.setTimeout(120_000);
  const { subject, test: testTitle } = demoLearning.failsTwice;
  const demoTest = demoLearning.tests[testTitle as keyof typeof demoLearning.tests];
  await logIn(page, demoStudent);

  await openItem(page, subject, testTitle);
  const taskId = idFromUrl(page);
  await answerTest(page, demoTest, 'wrong');
  await expect(page.getByText('Retake the test — a paid second attempt')).toBeVisible();

  await payForRetake(page, taskId);
  await page.getByRole('button', { name: 'Start your second attempt' }).click();
  await answerTest(page, demoTest, 'wrong');

  await expect(page.getByText('Your second attempt failed', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay for the retake' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start your second attempt' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit answers' })).toHaveCount(0);
  // The last attempt shows which answers were wrong.
  await expect(page.getByText('Wrong', { exact: true }).first()).toBeVisible();

  // The server agrees: no third attempt.
  const retake = await page.evaluate(async (id) => {
    const token =
      localStorage.getItem('academy.accessToken') ?? sessionStorage.getItem('academy.accessToken');
    const response = await fetch(`/v1/tasks/retake/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: await response.json() };
  }, taskId);
  expect(retake).toEqual({
    status: 409,
    body: expect.objectContaining({ message: 'ERR_TASK_RETAKE_NOT_AVAILABLE' }),
  });
});
