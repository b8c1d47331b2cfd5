import {
  type AdmissionDirections,
  API_BASE_PATH,
  type Direction,
  type LoginResponse,
  type SubjectResponse,
} from '@academy/contracts';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { logIn } from '../support/accounts';
import { payForRetake } from '../support/billing';
import demoLearning from '../support/demo-learning.json' with { type: 'json' };
import { shoot } from '../support/screenshots';
import { adminHeaders, throwawayStudent } from '../support/throwaway-student';

/*
 * A student answers the seeded "Code exercises" test (ARCHITECTURE.md, "Code exercises"):
 * Run examples runs their code in the browser, in the server's engines (JavaScript, then
 * Python, whose Pyodide comes from this server); the code is kept over a reload; submitted,
 * the server's hidden tests fail it; the paid retake opens, the code is put right, and the
 * test is passed. A student of their own (enrolled in the test's direction), so the demo
 * student's test stays untaken for the other journeys, and a retry starts afresh.
 */

// A student signed up and admitted, engines loaded in the browser, two gradings, a payment.
test.slow();

const api = (path: string) => `${API_BASE_PATH}${path}`;
const { codeTest } = demoLearning;

const BUGGY_JAVASCRIPT =
  'function countVowels(text) {\n  return text.match(/[aeiou]/gi).length;\n}\n';
const JAVASCRIPT =
  'function countVowels(text) {\n  return (text.match(/[aeiou]/gi) ?? []).length;\n}\n';
const TYPESCRIPT = [
  'interface Order { id: number; total: number; paid: boolean }',
  'function unpaidTotal(orders: Order[]): number {',
  '  return orders.filter((o) => !o.paid).reduce((sum, o) => sum + o.total, 0);',
  '}',
  '',
].join('\n');
const PYTHON =
  'def is_palindrome(text):\n    kept = [c.lower() for c in text if c.isalnum()]\n    return kept == kept[::-1]\n';

/** The test's id, read as the student through the API. */
async function codeTestId(request: APIRequestContext, email: string, password: string) {
  const login = await request.post(api('/auth/login'), { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const headers = {
    authorization: `Bearer ${((await login.json()) as LoginResponse).accessToken}`,
  };
  const directions = (await (
    await request.get(api('/directions'), { headers })
  ).json()) as Direction[];
  const summary = directions
    .flatMap((direction) => direction.subjects)
    .find((subject) => subject.title === codeTest.subject);
  if (!summary) throw new Error(`No subject ${codeTest.subject}`);
  const subject = (await (
    await request.get(api(`/subject/${summary.id}`), { headers })
  ).json()) as SubjectResponse;
  const task = subject.chapters
    .flatMap((chapter) => chapter.tasks)
    .find((item) => item.title === codeTest.test);
  if (!task) throw new Error(`No test ${codeTest.test}`);
  return task.id;
}

/** The n-th code question's editor, Run examples button and run status (0-based). */
function codeQuestion(page: Page, index: number) {
  return {
    editor: page.getByRole('textbox', { name: 'Your code', exact: true }).nth(index),
    run: page.getByRole('button', { name: 'Run examples', exact: true }).nth(index),
    /** What the run says, as it is announced (each question's runner has one status). */
    status: page.getByRole('status').filter({ hasText: /examples? passed|Running|Loading/ }),
  };
}

async function writeCode(editor: Locator, text: string) {
  await editor.fill(text);
  await expect(editor).toContainText(text.trim().split('\n').at(-1) ?? text);
}

/** Submits the attempt; the questions left at their starter code are confirmed unanswered. */
async function submit(page: Page) {
  await page.getByRole('button', { name: 'Submit answers', exact: true }).click();
  const anyway = page.getByRole('button', { name: 'Submit anyway', exact: true });
  const result = page.getByRole('heading', { name: 'Your result' });
  await expect(anyway.or(result).first()).toBeVisible({ timeout: 60_000 });
  if (await anyway.isVisible()) await anyway.click();
  await expect(result).toBeVisible({ timeout: 60_000 });
}

test('a student runs examples, fails a hidden test, pays the retake and passes', async ({
  page,
  request,
}) => {
  const student = await throwawayStudent(page, request, { fullName: 'Karen Coder' });
  const headers = await adminHeaders(request);
  const directions = (await (
    await request.get(api('/admin/admission/directions'), { headers })
  ).json()) as AdmissionDirections;
  const direction = directions.items.find((item) => item.title === codeTest.direction);
  expect(direction, codeTest.direction).toBeTruthy();
  const enrolled = await request.post(api(`/admin/users/${student.userId}/enrolments`), {
    headers,
    data: { directionId: direction?.id, courseType: 'online', reason: 'Code practice' },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  const taskId = await codeTestId(request, student.email, student.password);

  await logIn(page, student);
  await page.goto(`/task/${taskId}`);
  await expect(page.getByRole('heading', { level: 1, name: codeTest.test })).toBeVisible();
  const javascript = codeQuestion(page, 0);
  await expect(javascript.editor).toContainText('function countVowels(text)', {
    timeout: 30_000,
  });
  // In either language: the four editors drawn (CodeMirror, past its plain fallback).
  const editorsDrawn = async () => {
    await expect(page.locator('.cm-content')).toHaveCount(4, { timeout: 30_000 });
  };
  await shoot(page, 'code-questions', editorsDrawn);

  // The starter code runs, in the browser, and returns nothing: no example passes.
  await javascript.run.click();
  await expect(javascript.status).toHaveText('0 of 2 examples passed', { timeout: 60_000 });

  // Code that passes the examples, but throws on a text without vowels.
  await writeCode(javascript.editor, BUGGY_JAVASCRIPT);
  await javascript.run.click();
  await expect(javascript.status).toHaveText('2 of 2 examples passed', { timeout: 60_000 });

  // Python's examples run in Pyodide, loaded from this server.
  const python = codeQuestion(page, 2);
  await writeCode(python.editor, PYTHON);
  await python.run.click();
  await expect(python.status.nth(1)).toHaveText('2 of 2 examples passed', { timeout: 90_000 });

  // What was typed is kept over a reload.
  await page.reload();
  await expect(codeQuestion(page, 0).editor).toContainText('.match(/[aeiou]/gi).length', {
    timeout: 30_000,
  });

  // The server's hidden tests fail it: '' and 'rhythm' have no match to count.
  await submit(page);
  await expect(page.getByText('3 of 5 hidden tests passed')).toBeVisible();
  await expect(page.getByText('Retake the test — a paid second attempt')).toBeVisible();
  await shoot(page, 'code-test-failed', editorsDrawn);

  await payForRetake(page, taskId);
  await page.getByRole('button', { name: 'Start your second attempt' }).click();
  await writeCode(codeQuestion(page, 0).editor, JAVASCRIPT);
  await writeCode(codeQuestion(page, 1).editor, TYPESCRIPT);
  await writeCode(codeQuestion(page, 2).editor, PYTHON);
  await submit(page);
  await expect(page.getByText('Well done: you passed this test.')).toBeVisible();
  // JavaScript and Python have five hidden tests each, TypeScript four: all passed.
  await expect(page.getByText('5 of 5 hidden tests passed')).toHaveCount(2);
  await expect(page.getByText('4 of 4 hidden tests passed')).toBeVisible();
});
