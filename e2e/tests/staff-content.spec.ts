import {
  type AdminChapter,
  type AdminDirectionSummary,
  type AdminSubjectSummary,
  API_BASE_PATH,
  type CreatedChapterItem,
  endpointPath,
  endpoints,
  paths,
} from '@academy/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { submitLogin } from '../support/accounts';
import { desktop, phone, sidewaysOverflow } from '../support/layout';
import { apiToken, demoAdmin } from '../support/staff';

/*
 * The content's structure as an admin builds it: a direction with a subject and a chapter,
 * published, reordered by the keyboard-reachable buttons (and undone), a chapter deleted
 * after the dialog said what would go; each screen at a phone's and a desktop's width without
 * sideways scrolling, and without axe violations. Then, on records of its own: directions
 * reordered, a chapter published with all its items at once (refused first while its test
 * has no question), a number out of range refused as typed, and a .py attached to a lecture.
 */

async function checkScreen(page: Page) {
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  // A notice fading out is half transparent: axe would measure its contrast mid-fade.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  expect(await sidewaysOverflow(page)).toBe(0);
  await expectNoAxeViolations(page);
}

async function createWithTitle(page: Page, button: string | RegExp, title: string) {
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Title').press('Enter');
  await expect(dialog).toBeHidden();
}

async function menuAction(page: Page, title: string, action: string) {
  await page.getByRole('button', { name: `Actions for “${title}”` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

for (const viewport of [desktop, phone]) {
  test(`an admin builds, publishes, reorders and deletes content at ${viewport.width} px`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const suffix = `${viewport.width}-${Date.now() % 100_000}`;
    const direction = `Robotics ${suffix}`;

    await submitLogin(page, demoAdmin);
    // The first pages of a fresh server on a busy machine may take longer than a click's wait.
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
    await page.goto('/admin/content');
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible({
      timeout: 30_000,
    });
    await checkScreen(page);

    // A direction: created as a draft, then opened.
    await createWithTitle(page, 'New direction', direction);
    await expect(page.getByRole('heading', { level: 1, name: direction })).toBeVisible();
    await expect(page.getByText('Draft').first()).toBeVisible();

    // Two subjects, reordered with the buttons, and the reorder undone.
    await createWithTitle(page, 'Add a subject', 'Sensors');
    await expect(page.getByRole('link', { name: 'Sensors' })).toBeVisible();
    await createWithTitle(page, 'Add a subject', 'Motors');
    await expect(page.getByRole('link', { name: 'Motors' })).toBeVisible();
    await page.getByRole('button', { name: 'Move “Motors” up' }).click();
    const subjects = page.getByRole('listitem').getByRole('link');
    await expect(subjects).toHaveText(['Motors', 'Sensors']);
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await expect(subjects).toHaveText(['Sensors', 'Motors']);

    // Publish the direction and a subject.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status')).toContainText(`“${direction}” published`);
    await menuAction(page, 'Sensors', 'Publish');
    await expect(page.getByRole('status')).toContainText('“Sensors” published');
    await checkScreen(page);

    // The subject: two chapters, reordered, one published, the other deleted.
    await page.getByRole('link', { name: 'Sensors' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sensors' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(direction);
    await createWithTitle(page, 'Add a chapter', 'Light');
    await expect(page.getByRole('heading', { name: 'Light' })).toBeVisible();
    await createWithTitle(page, 'Add a chapter', 'Sound');
    await expect(page.getByRole('heading', { name: 'Sound' })).toBeVisible();
    await page.getByRole('button', { name: 'Move “Sound” up' }).click();
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Sound', 'Light']);
    await menuAction(page, 'Light', 'Publish');
    await expect(page.getByRole('status')).toContainText('“Light” published');
    await checkScreen(page);

    await menuAction(page, 'Sound', 'Delete');
    const dialog = page.getByRole('dialog', { name: 'Delete “Sound”?' });
    await expect(dialog).toContainText('No student has worked on it');
    await checkScreen(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Light']);
    await expect(page.getByRole('status')).toContainText('“Sound” deleted');

    // The direction's list finds it by its title, published, with its two subjects.
    await page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('link', { name: 'Content' })
      .click();
    await page.getByLabel('Search by title').fill(suffix);
    await expect(page).toHaveURL(/search=/);
    const row = page.getByRole('row', { name: new RegExp(direction) });
    await expect(row).toContainText('Published');
    await checkScreen(page);
  });
}

/** A draft direction › subject › chapter with a lecture, a test and a mini project, by the API. */
async function draftChapter(request: APIRequestContext, suffix: string) {
  const headers = { authorization: `Bearer ${await apiToken(request, demoAdmin)}` };
  const post = async <T>(path: string, data: object): Promise<T> => {
    const response = await request.post(`${API_BASE_PATH}${path}`, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as T;
  };
  const direction = await post<AdminDirectionSummary>(endpointPath(endpoints.createDirection), {
    title: `Publishing ${suffix}`,
  });
  const subject = await post<AdminSubjectSummary>(
    endpointPath(endpoints.createSubject, { id: direction.id }),
    { title: 'Python basics' },
  );
  const chapter = await post<AdminChapter>(
    endpointPath(endpoints.createChapter, { id: subject.id }),
    { title: 'Week 1' },
  );
  const item = (endpoint: Parameters<typeof endpointPath>[0], title: string) =>
    post<CreatedChapterItem>(endpointPath(endpoint, { id: chapter.id }), { title });
  const lecture = await item(endpoints.createLecture, 'Variables');
  const task = await item(endpoints.createTask, 'Variables quiz');
  await item(endpoints.createMiniProject, 'A calculator');
  const remove = async () => {
    const response = await request.delete(
      `${API_BASE_PATH}${endpointPath(endpoints.deleteDirection, { id: direction.id })}`,
      { headers },
    );
    expect(response.ok(), await response.text()).toBe(true);
  };
  return { direction, subject, lecture, task, remove };
}

test('an admin reorders directions and publishes a chapter with all its items at once', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const suffix = `${Date.now() % 100_000}`;
  const made = await draftChapter(request, suffix);
  const title = made.direction.title;
  try {
    await page.setViewportSize(desktop);
    await submitLogin(page, demoAdmin);
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });

    // Directions: the new one is last; up moves it before the one above, saved.
    await page.goto(paths.admin.content);
    const titles = page.getByRole('row').getByRole('link');
    await expect(titles.last()).toHaveText(title, { timeout: 30_000 });
    const before = await titles.allTextContents();
    await page.getByRole('button', { name: `Move “${title}” up` }).click();
    await expect(page.getByRole('status')).toContainText('Order changed');
    const above = before[before.length - 2] as string;
    await expect(titles).toHaveText([...before.slice(0, -2), title, above]);
    await page.reload();
    await expect(titles).toHaveText([...before.slice(0, -2), title, above]);
    await expect(page.getByRole('button', { name: `Move “${title}” down` })).toBeEnabled();
    await checkScreen(page);
    await page.setViewportSize(phone);
    await checkScreen(page);
    await page.setViewportSize(desktop);
    await page.getByRole('button', { name: `Move “${title}” down` }).focus();
    await page.keyboard.press('Enter');
    await expect(titles).toHaveText(before);

    // "Publish chapter" while its test has no question: the summary, and what stops it.
    await page.goto(paths.admin.contentSubject(made.subject.id));
    await page.getByRole('button', { name: 'Publish chapter “Week 1” with all its items' }).click();
    let dialog = page.getByRole('dialog', { name: 'Publish “Week 1” with all its items?' });
    await expect(dialog).toContainText('The chapter itself');
    await expect(dialog).toContainText('Draft lectures: 1');
    await expect(dialog).toContainText('Draft tests: 1');
    await expect(dialog).toContainText('Draft mini projects: 1');
    await expect(dialog.getByRole('link', { name: 'Variables quiz' })).toBeVisible();
    await expect(dialog).toContainText('a test needs at least one question');
    await expect(dialog.getByRole('button', { name: 'Publish chapter' })).toBeDisabled();
    await checkScreen(page);
    await dialog.getByRole('link', { name: 'Variables quiz' }).click();

    // The test: a new question shows no error yet; a pass mark of 150 is refused as typed.
    await expect(page.getByRole('heading', { level: 1, name: 'Variables quiz' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a question' }).click();
    const question = page.getByRole('group', { name: 'Question 1' });
    await expect(question).toBeFocused();
    await expect(page.getByText('This field is required')).toHaveCount(0);
    const passMark = page.getByRole('textbox', { name: 'Pass mark' });
    await passMark.fill('150');
    await passMark.blur();
    await expect(passMark).toHaveValue('150 %');
    await expect(page.getByText('Enter a whole number from 0 to 100.')).toBeVisible();
    await expect(page.getByText('This field is required')).toHaveCount(0);
    await page.setViewportSize(phone);
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await page.setViewportSize(desktop);
    await passMark.fill('60');
    await question.getByRole('textbox', { name: 'Question', exact: true }).fill('x = 5; type?');
    await question.getByLabel('Answer 1 of question 1', { exact: true }).fill('int');
    await question.getByLabel('Answer 2 of question 1', { exact: true }).fill('str');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();

    // The lecture takes a .py, and its upload lists the accepted types.
    await page.goto(paths.admin.contentLecture(made.lecture.id));
    await expect(page.getByText(/^Accepted file types: .*\.ipynb, .*\.py, /)).toBeVisible({
      timeout: 30_000,
    });
    await page.locator('input[type="file"]').setInputFiles({
      name: 'example.py',
      mimeType: 'text/x-python',
      buffer: Buffer.from('print("hello")\n'),
    });
    await expect(page.getByRole('link', { name: 'example.py' })).toBeVisible();

    // Now the chapter publishes with everything in it, at once.
    await page.goto(paths.admin.contentSubject(made.subject.id));
    await page.getByRole('button', { name: 'Publish chapter “Week 1” with all its items' }).click();
    dialog = page.getByRole('dialog', { name: 'Publish “Week 1” with all its items?' });
    await expect(dialog).toContainText('Draft tests: 1');
    await dialog.getByRole('button', { name: 'Publish chapter' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toContainText('“Week 1” published');
    const chapter = page.getByRole('region', { name: 'Week 1' });
    await expect(chapter.getByText('Published')).toHaveCount(4);
    await expect(chapter.getByText('Draft')).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Publish chapter “Week 1” with all its items' }),
    ).toHaveCount(0);
  } finally {
    await made.remove();
  }
});

test("an admin downloads a subject's grades as CSV", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(desktop);
  await submitLogin(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
  // The demo's first direction, then its first subject.
  await page.goto(paths.admin.content);
  await page.getByRole('row').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('listitem').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/content\/subjects\/\d+$/);
  const subjectId = Number(page.url().split('/').at(-1));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Grades (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^grades-subject-${subjectId}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.startsWith('\uFEFFstudentId,fullName,email,courseType,enrolledAt,progress,')).toBe(
    true,
  );
  // The demo's students enrolled in the direction, a row each, with words for the results.
  expect(csv.trimEnd().split('\r\n').length).toBeGreaterThan(1);
  expect(csv).toMatch(/,(Online|Offline),\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+04:00,\d+,/);
});
