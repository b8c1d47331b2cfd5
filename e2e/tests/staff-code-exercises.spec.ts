import {
  type AdminTask,
  API_BASE_PATH,
  type CreatedChapterItem,
  type Direction,
  endpointPath,
  endpoints,
  paths,
  type SubjectResponse,
} from '@academy/contracts';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { demoStudent, submitLogin } from '../support/accounts';
import demoLearning from '../support/demo-learning.json' with { type: 'json' };
import { phone } from '../support/layout';
import { apiToken, demoAdmin } from '../support/staff';

/*
 * Staff write a code exercise (ARCHITECTURE.md, "Code exercises"): a Python question whose
 * reference solution is wrong is checked on the server, each test's outcome shown, and its
 * save refused at the reference solution with nothing stored; put right, it saves and comes
 * back after a reload. On a test of its own, removed at the end, so the seeded content the
 * student journeys read stays as the seed made it.
 */

// A login with its second factor, two gradings on a cold worker, a save and a reload.
test.slow();
const api = (path: string) => `${API_BASE_PATH}${path}`;

/** A chapter of the seeded subject the demo student studies, by one of its tests. */
async function seededChapterId(request: APIRequestContext): Promise<number> {
  const { nearCompletion } = demoLearning;
  const headers = { authorization: `Bearer ${await apiToken(request, demoStudent)}` };
  const directions = (await (
    await request.get(api('/directions'), { headers })
  ).json()) as Direction[];
  const summary = directions
    .flatMap((direction) => direction.subjects)
    .find((subject) => subject.title === nearCompletion.subject);
  if (!summary) throw new Error(`No seeded subject ${nearCompletion.subject}`);
  const subject = (await (
    await request.get(api(`/subject/${summary.id}`), { headers })
  ).json()) as SubjectResponse;
  const chapter = subject.chapters.find((c) =>
    c.tasks.some((task) => task.title === nearCompletion.test),
  );
  if (!chapter) throw new Error('No seeded chapter');
  return chapter.id;
}

/** Writes `text` into a code editor (CodeMirror, or its plain text area while it loads). */
async function writeCode(editor: Locator, text: string) {
  await editor.fill(text);
  await expect(editor).toContainText(text.split('\n').at(-1)?.trim() ?? text);
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('staff write a Python exercise whose reference solution fails, are told so, and fix it', async ({
  page,
  request,
}) => {
  const admin = { authorization: `Bearer ${await apiToken(request, demoAdmin)}` };
  const created = await request.post(
    api(endpointPath(endpoints.createTask, { id: await seededChapterId(request) })),
    { headers: admin, data: { title: `Python practice ${Date.now()}` } },
  );
  expect(created.status(), await created.text()).toBe(201);
  const task = (await created.json()) as CreatedChapterItem;
  const stored = async () =>
    (await (
      await request.get(api(endpointPath(endpoints.getAdminTask, { id: task.id })), {
        headers: admin,
      })
    ).json()) as AdminTask;

  try {
    await page.setViewportSize(phone);
    await submitLogin(page, demoAdmin);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(paths.admin.contentTask(task.id));
    await expect(page.getByRole('heading', { level: 1, name: task.title })).toBeVisible({
      timeout: 30_000,
    });

    await page.getByRole('button', { name: 'Add a question' }).click();
    const question = page.getByRole('group', { name: 'Question 1' });
    await question
      .getByRole('textbox', { name: 'Question', exact: true })
      .fill('Write add(a, b): the sum of two numbers.');
    await choose(page, question, 'Type', 'Code');
    await choose(page, question, 'Language', 'Python');
    await question.getByRole('textbox', { name: 'Function name', exact: true }).fill('add');

    // The solution subtracts: the example and the hidden assertion both fail.
    const solution = question.getByRole('textbox', { name: 'Reference solution', exact: true });
    await writeCode(solution, 'def add(a, b):\n    return a - b');
    const example = question.getByRole('group', { name: 'Example 1' });
    await example
      .getByRole('textbox', { name: 'Arguments (JSON array)', exact: true })
      .fill('[2, 3]');
    await example
      .getByRole('textbox', { name: 'Expected return value (JSON)', exact: true })
      .fill('5');
    await question.getByRole('button', { name: 'Add a hidden test' }).click();
    const hidden = question.getByRole('group', { name: 'Hidden test 1' });
    await choose(page, hidden, 'Kind of test', 'Assertion (code)');
    await writeCode(
      hidden.getByRole('textbox', { name: 'Assertion code', exact: true }),
      'assert add(-1, -1) == -2',
    );

    // The check runs it on the server: every test's outcome, the hidden one's too.
    await question
      .getByRole('button', { name: 'Check the reference solution of question 1' })
      .click();
    const results = question.getByRole('region', { name: "The reference solution's run" });
    await expect(results.getByText('0 of 2 tests passed')).toBeVisible({ timeout: 60_000 });
    await expect(results.getByText('-1', { exact: true })).toBeVisible();
    await expect(results.getByText(/AssertionError/)).toBeVisible();

    // Saved as it is, it is refused at the reference solution, and nothing is stored.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const refusal =
      'The reference solution passes 0 of 2 tests: it must pass every test before the question can be saved.';
    await expect(page.getByText(refusal)).toBeVisible({ timeout: 60_000 });
    await expect(solution).toBeFocused();
    expect((await stored()).questions).toEqual([]);

    // Put right, it saves, and the exercise comes back after a reload.
    await writeCode(solution, 'def add(a, b):\n    return a + b');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
    const [saved] = (await stored()).questions;
    expect(saved?.answerType).toBe('code');
    expect(saved?.code).toMatchObject({
      language: 'python',
      functionName: 'add',
      referenceSolution: expect.stringContaining('return a + b'),
      examples: [{ kind: 'io', args: [2, 3], expected: 5 }],
      hiddenTests: [{ kind: 'assertion', code: 'assert add(-1, -1) == -2' }],
    });
    await page.reload();
    await expect(
      page
        .getByRole('group', { name: 'Question 1' })
        .getByRole('textbox', { name: 'Reference solution', exact: true }),
    ).toContainText('return a + b', { timeout: 30_000 });
  } finally {
    // Nobody has taken the draft test: it goes without a confirmation.
    const removed = await request.delete(
      api(endpointPath(endpoints.deleteAdminTask, { id: task.id })),
      { headers: admin },
    );
    expect(removed.ok(), await removed.text()).toBe(true);
  }
});
