import {
  type AdminLecture,
  API_BASE_PATH,
  type CreatedChapterItem,
  contentItemLimits,
  type Direction,
  endpointPath,
  endpoints,
  paths,
  type SubjectResponse,
} from '@academy/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { demoStudent, submitLogin } from '../support/accounts';
import demoLearning from '../support/demo-learning.json' with { type: 'json' };
import { desktop, phone, sidewaysOverflow, transitionsEnded } from '../support/layout';
import { apiToken, demoAdmin } from '../support/staff';

/*
 * The content editors as an admin uses them, reached by their addresses (the structure's
 * screens lead there too, but these journeys don't depend on them): a seeded lecture's
 * Markdown edited with its live preview and saved, a new test's questions written and
 * saved, both at a phone's and a desktop's width with axe. Specs share one server, so each
 * journey leaves the demo's content as it found it.
 */

// Each journey signs in, edits, checks two widths with axe and reloads: more than the default.
test.slow();
const api = (path: string) => `${API_BASE_PATH}${path}`;

/** The seeded subject's ids, read as the demo student (the only one enrolled in it). */
async function seededSubject(request: APIRequestContext, title: string) {
  const headers = { authorization: `Bearer ${await apiToken(request, demoStudent)}` };
  const directions = (await (
    await request.get(api('/directions'), { headers })
  ).json()) as Direction[];
  const summary = directions.flatMap((d) => d.subjects).find((s) => s.title === title);
  if (!summary) throw new Error(`No seeded subject ${title}`);
  return (await (
    await request.get(api(`/subject/${summary.id}`), { headers })
  ).json()) as SubjectResponse;
}

async function signInAsAdmin(page: Page) {
  await submitLogin(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin$/);
}

async function expectFitsAndAccessible(page: Page) {
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
  }
}

test('an admin edits a lecture: the preview follows the Markdown, and Save keeps it', async ({
  page,
  request,
}) => {
  const { startedSubject } = demoLearning;
  const subject = await seededSubject(request, startedSubject.subject);
  const lecture = subject.chapters
    .flatMap((c) => c.lectures)
    .find((l) => l.title === startedSubject.completedLectures[0]);
  if (!lecture) throw new Error('No seeded lecture');
  const admin = { authorization: `Bearer ${await apiToken(request, demoAdmin)}` };
  const original = (await (
    await request.get(api(`/admin/lectures/${lecture.id}`), { headers: admin })
  ).json()) as AdminLecture;

  try {
    await page.setViewportSize(desktop);
    await signInAsAdmin(page);
    await page.goto(paths.admin.contentLecture(lecture.id));
    // The preview repeats the text's own first heading: the editor's is the first one.
    await expect(page.getByRole('heading', { level: 1, name: lecture.title }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', {
        name: startedSubject.subject,
      }),
    ).toHaveAttribute('href', paths.admin.contentSubject(subject.id));

    const text = page.getByLabel('Lecture text (Markdown)');
    const preview = page.getByRole('region', { name: 'Preview, as students see it' });
    await text.fill(`${original.content}\n\n## Edited in the browser\n\nA **bold** claim.`);
    await expect(preview.getByRole('heading', { name: 'Edited in the browser' })).toBeVisible();
    await expect(preview.locator('strong', { hasText: 'bold' })).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toBeVisible();

    await expectFitsAndAccessible(page);

    await page.keyboard.press('ControlOrMeta+s');
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await page.reload();
    await expect(text).toHaveValue(/## Edited in the browser/);
    await expect(preview.getByRole('heading', { name: 'Edited in the browser' })).toBeVisible();
  } finally {
    // A save names the revision it was loaded at: the browser's save made a new one.
    const { revision } = (await (
      await request.get(api(`/admin/lectures/${lecture.id}`), { headers: admin })
    ).json()) as AdminLecture;
    const restored = await request.put(api(`/admin/lectures/${lecture.id}`), {
      headers: admin,
      data: {
        revision,
        title: original.title,
        content: original.content,
        videoUrl: original.videoUrl,
      },
    });
    expect(restored.ok()).toBe(true);
  }
});

test('a lecture at the length limit takes typing, and its preview follows from a worker', async ({
  page,
  request,
}) => {
  // A draft lecture of its own, written at the limit through the API: students never see it.
  const { startedSubject } = demoLearning;
  const subject = await seededSubject(request, startedSubject.subject);
  const chapter = subject.chapters[0];
  if (!chapter) throw new Error('No seeded chapter');
  const admin = { authorization: `Bearer ${await apiToken(request, demoAdmin)}` };
  const created = await request.post(
    api(endpointPath(endpoints.createLecture, { id: chapter.id })),
    { headers: admin, data: { title: 'A very long lecture' } },
  );
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as CreatedChapterItem;
  const block = [
    '## A section',
    '',
    'Words about **layout**, with `code` and a [link](https://example.com).',
    '',
    '```css',
    '.box { margin: 0 auto; }',
    '```',
    '',
    '',
  ].join('\n');
  // Just under the limit, with room for what is typed.
  const limit = contentItemLimits.markdown.lessThan - 1;
  const content = block.repeat(Math.floor((limit - 100) / block.length));
  const written = await request.put(api(`/admin/lectures/${id}`), {
    headers: admin,
    data: { revision: 1, title: 'A very long lecture', content, videoUrl: null },
  });
  expect(written.ok(), await written.text()).toBe(true);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));

  try {
    await page.setViewportSize(desktop);
    await signInAsAdmin(page);
    await page.goto(paths.admin.contentLecture(id));
    const text = page.getByLabel('Lecture text (Markdown)');
    const preview = page.getByRole('region', { name: 'Preview, as students see it' });
    await expect(preview.getByRole('heading', { name: 'A section' }).first()).toBeVisible({
      timeout: 60_000,
    });
    // Typing at the end of it lands in the text, and the preview shows it.
    await text.focus();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\n\n## Typed at the end', { delay: 20 });
    await expect(text).toHaveValue(/## Typed at the end$/);
    await expect(preview.getByRole('heading', { name: 'Typed at the end' })).toBeVisible({
      timeout: 60_000,
    });
    expect(workers.some((url) => url.includes('markdown.worker'))).toBe(true);
  } finally {
    const removed = await request.delete(api(`/admin/lectures/${id}`), { headers: admin });
    expect(removed.ok()).toBe(true);
  }
});

test("an admin writes a new test's questions and saves the whole test", async ({
  page,
  request,
}) => {
  // A test of its own, next to the seeded one: the seeded test has attempts, whose questions
  // may no longer be taken away, and the student journeys read it as the seed made it.
  const { nearCompletion } = demoLearning;
  const subject = await seededSubject(request, nearCompletion.subject);
  const chapter = subject.chapters.find((c) =>
    c.tasks.some((t) => t.title === nearCompletion.test),
  );
  if (!chapter) throw new Error('No seeded chapter');
  const admin = { authorization: `Bearer ${await apiToken(request, demoAdmin)}` };
  const created = await request.post(api(endpointPath(endpoints.createTask, { id: chapter.id })), {
    headers: admin,
    data: { title: `Browser storage ${Date.now()}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const task = (await created.json()) as CreatedChapterItem;
  const count = 0;

  try {
    await page.setViewportSize(phone);
    await signInAsAdmin(page);
    await page.goto(paths.admin.contentTask(task.id));
    await expect(page.getByRole('heading', { level: 1, name: task.title })).toBeVisible({
      timeout: 30_000,
    });

    await page.getByRole('button', { name: 'Add a question' }).click();
    const added = page.getByRole('group', { name: `Question ${count + 1}` });
    await added
      .getByRole('textbox', { name: 'Question', exact: true })
      .fill('Which API stores data in the browser?');
    await added
      .getByLabel(`Answer 1 of question ${count + 1}`, { exact: true })
      .fill('localStorage');
    await added.getByLabel(`Answer 2 of question ${count + 1}`, { exact: true }).fill('console');

    // One correct answer on a single choice: marking another unmarks the first. (The blur of
    // the answer just typed re-checks the form and may move the page under the first click.)
    await transitionsEnded(page);
    await expect(async () => {
      await added
        .getByRole('radio', { name: `Answer 2 of question ${count + 1} is correct` })
        .check({ timeout: 2_000 });
    }).toPass({ timeout: 10_000 });
    await expect(
      added.getByRole('radio', { name: `Answer 1 of question ${count + 1} is correct` }),
    ).not.toBeChecked();
    await added
      .getByRole('radio', { name: `Answer 1 of question ${count + 1} is correct` })
      .check();

    await expectFitsAndAccessible(page);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('group', { name: `Question ${count + 1}` })).toBeVisible();
    await expect(
      page
        .getByRole('group', { name: `Question ${count + 1}` })
        .getByRole('textbox', { name: 'Question', exact: true }),
    ).toHaveValue('Which API stores data in the browser?');
  } finally {
    // Nobody has worked on the draft: it goes without a confirmation.
    const removed = await request.delete(
      api(endpointPath(endpoints.deleteAdminTask, { id: task.id })),
      { headers: admin },
    );
    expect(removed.ok(), await removed.text()).toBe(true);
  }
});
