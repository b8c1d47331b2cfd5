import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { submitLogin } from '../support/accounts';
import { desktop, phone, sidewaysOverflow } from '../support/layout';
import { demoAdmin } from '../support/staff';

/*
 * The content's structure as an admin builds it: a direction with a subject and a chapter,
 * published, reordered by the keyboard-reachable buttons (and undone), a chapter deleted
 * after the dialog said what would go; each screen at a phone's and a desktop's width without
 * sideways scrolling, and without axe violations.
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
