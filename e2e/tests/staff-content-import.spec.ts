import { API_BASE_PATH, endpointPath, endpoints, paths } from '@academy/contracts';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { submitLogin } from '../support/accounts';
import { desktop, phone, sidewaysOverflow } from '../support/layout';
import { apiToken, demoAdmin } from '../support/staff';
import { zipOf } from '../support/zip';

/*
 * A direction kept as files: an admin imports a zip made here. A broken folder first, whose
 * problems the dialog lists by file and line (nothing imported); then the corrected one,
 * which comes in as drafts, is published with the usual buttons (the direction, its subject,
 * its chapter with all its items at once), and exported again as a zip.
 */

function folder(title: string, broken: boolean): Record<string, string> {
  return {
    'direction.yaml': `title: ${title}\ndescription: Kept in Git\n`,
    '01-web/subject.yaml': 'title: Web basics\norder: 1\n',
    '01-web/01-html/chapter.yaml': 'title: HTML\norder: 1\n',
    '01-web/01-html/01-tags.md': broken
      ? '---\ntitle: Tags\norder: 1\ncolour: blue\n---\n\n# Tags\n'
      : '---\ntitle: Tags\norder: 1\n---\n\n# Tags\n\nEvery page is made of tags.\n',
    '01-web/01-html/02-quiz.test.yaml': [
      'title: Tags quiz',
      'order: 2',
      'passPercent: 50',
      'questions:',
      '  - text: Which tag makes a link?',
      '    answerType: single',
      '    points: 1',
      '    answers:',
      '      - { text: "<a>", isCorrect: true }',
      `      - { text: "<link>", isCorrect: ${broken ? 'true' : 'false'} }`,
      '',
    ].join('\n'),
  };
}

async function checkScreen(page: Page) {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  expect(await sidewaysOverflow(page)).toBe(0);
  await expectNoAxeViolations(page);
}

test('an admin imports a direction from a zip, publishes it and exports it again', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Imported web ${Date.now() % 100_000}`;
  let directionId: number | null = null;
  try {
    await page.setViewportSize(desktop);
    await submitLogin(page, demoAdmin);
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
    await page.goto(paths.admin.content);
    await page.getByRole('button', { name: 'Import direction' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Import a direction from a zip' });
    const chooser = dialog.locator('input[type="file"]');

    // The broken folder: every problem by file and line, nothing imported.
    await chooser.setInputFiles({
      name: 'web.zip',
      mimeType: 'application/zip',
      buffer: zipOf(folder(title, true)),
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).dblclick();
    await expect(dialog.getByRole('alert')).toContainText('nothing was imported');
    const rows = dialog.getByRole('row');
    await expect(rows.nth(1)).toContainText('01-web/01-html/01-tags.md');
    await expect(rows.nth(1)).toContainText('Unknown key "colour"');
    await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('4');
    await expect(rows.nth(2)).toContainText('01-web/01-html/02-quiz.test.yaml');
    await expect(rows.nth(2)).toContainText('Mark exactly one answer as correct.');
    await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    await checkScreen(page);
    await page.setViewportSize(phone);
    await checkScreen(page);
    await page.setViewportSize(desktop);

    // The corrected folder: imported as drafts, and the new direction opens.
    await chooser.setInputFiles({
      name: 'web.zip',
      mimeType: 'application/zip',
      buffer: zipOf(folder(title, false)),
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    directionId = Number(/directions\/(\d+)/.exec(page.url())?.[1]);
    await expect(page.getByText('Draft').first()).toBeVisible();

    // Published with the usual buttons: the direction, its subject, its chapter at once.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status')).toContainText(`“${title}” published`);
    await page.getByRole('button', { name: 'Actions for “Web basics”' }).click();
    await page.getByRole('menuitem', { name: 'Publish' }).click();
    await expect(page.getByRole('status')).toContainText('“Web basics” published');
    await page.getByRole('link', { name: 'Web basics' }).click();
    await page.getByRole('button', { name: 'Publish chapter “HTML” with all its items' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish “HTML” with all its items?' });
    await expect(publish).toContainText('Draft lectures: 1');
    await expect(publish).toContainText('Draft tests: 1');
    await publish.getByRole('button', { name: 'Publish chapter' }).click();
    await expect(page.getByRole('status')).toContainText('“HTML” published');
    const chapter = page.getByRole('region', { name: 'HTML' });
    await expect(chapter.getByText('Draft')).toHaveCount(0);

    // Published in the list, and exported again as a zip.
    await page.goto(`${paths.admin.content}?search=${encodeURIComponent(title)}`);
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Published');
    await page.goto(paths.admin.contentDirection(directionId));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as zip' }).click();
    expect((await download).suggestedFilename()).toBe(
      `direction-${directionId}-${title.toLowerCase().replaceAll(' ', '-')}.zip`,
    );
    await checkScreen(page);
  } finally {
    if (directionId) {
      const headers = { authorization: `Bearer ${await apiToken(request, demoAdmin)}` };
      await request.delete(
        `${API_BASE_PATH}${endpointPath(endpoints.deleteDirection, { id: directionId })}`,
        { headers },
      );
    }
  }
});
