import type { Direction } from '@academy/contracts';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { demoStudent, greeting, mailsTo, submitLogin } from '../support/accounts';
import demoLearning from '../support/demo-learning.json' with { type: 'json' };
import { desktop, phone, sidewaysOverflow } from '../support/layout';
import { apiCall, submitFirstMiniProject } from '../support/mini-project';
import { apiToken, demoAdmin, demoMentor } from '../support/staff';
import { throwawayStudent } from '../support/throwaway-student';

/*
 * The staff area's reviews and users (ARCHITECTURE.md, "The staff area"): a mentor fails the
 * demo student's mini project that waits for review, with a comment; an admin finds the demo
 * trial student, sees their progress, blocks them (their open session is refused at once)
 * and restores them. Each screen at a phone's and a desktop's width, with axe.
 */

const trialStudent = {
  email: 'trial@academy.test',
  password: 'Trial#2026',
  fullName: 'Mariam Grigoryan',
};
const waitingProject = demoLearning.startedSubject.miniProjectWaitingForReview;

// Logins hash passwords (argon2) and each screen is checked twice with axe: more than the
// default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The login screen, given time for the first load of the build on a busy machine. */
async function openLogin(page: Page) {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible({
    timeout: 60_000,
  });
}

/** Logs in through the screen and waits for where that leads (a login hashes: slow when busy). */
async function logInAt(
  page: Page,
  credentials: { email: string; password: string },
  where: RegExp,
) {
  await openLogin(page);
  await submitLogin(page, credentials);
  await expect(page).toHaveURL(where, { timeout: 60_000 });
}

/**
 * The screen fits both widths without sideways scroll, and axe finds nothing. A screenshot
 * of each width goes to the test's output folder, to look at.
 */
async function checkLayout(page: Page, name: string, ready: () => Promise<void>) {
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await ready();
    expect(await sidewaysOverflow(page), `sideways overflow at ${size.width}px`).toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`${name}-${size.width}.png`),
      fullPage: true,
    });
  }
}

test('a mentor opens the queue and fails the waiting mini project with a comment', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await logInAt(page, demoMentor, /\/admin\/reviews$/);
  const queueHeading = page.getByRole('heading', { level: 1, name: 'Review queue' });
  const item = page.getByRole('link', { name: waitingProject }).first();
  await checkLayout(page, 'queue', async () => {
    await expect(queueHeading).toBeVisible();
    await expect(item).toBeVisible();
  });

  await item.click();
  await expect(page).toHaveURL(/\/admin\/reviews\/mini-projects\/\d+$/);
  const title = page.getByRole('heading', { level: 1, name: waitingProject });
  await checkLayout(page, 'mini-project-review', async () => {
    await expect(title).toBeVisible();
    await expect(page.getByText(demoStudent.fullName, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /github\.com/ }).first()).toBeVisible();
  });

  // Failing needs a comment: said on the form, nothing sent.
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page
    .getByRole('textbox', { name: /Comment to the student/ })
    .fill('The layout breaks below 400 px: add a media query for phones.');
  await page.getByRole('button', { name: 'Fail' }).click();
  // Every verdict is confirmed first, the dialog saying what it does.
  const confirm = page.getByRole('dialog', {
    name: `Fail "${waitingProject}" by ${demoStudent.fullName}?`,
  });
  await expect(confirm.getByText('The layout breaks below 400 px', { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, fail it' }).click();

  // The next waiting item opens, or the queue when none is left, saying what was decided.
  await expect(
    page.getByText(`Failed: ${waitingProject} by ${demoStudent.fullName}.`),
  ).toBeVisible();
  await page.goto('/admin/reviews');
  await expect(queueHeading).toBeVisible();
  await expect(page.getByRole('link', { name: waitingProject })).toHaveCount(0);
});

test('an admin sees the trial student progress, blocks them out of their open session, and restores them', async ({
  page,
  browser,
}) => {
  // The student is logged in elsewhere, in a browser of their own.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await logInAt(studentPage, trialStudent, /\/dashboard$/);
  await expect(greeting(studentPage, trialStudent.fullName)).toBeVisible({ timeout: 30_000 });

  await page.setViewportSize(desktop);
  await logInAt(page, demoAdmin, /\/admin$/);
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search' }).fill(trialStudent.email);
  await expect(page).toHaveURL(/search=trial%40academy\.test/);
  const link = page.getByRole('link', { name: trialStudent.fullName });
  await checkLayout(page, 'users', async () => {
    await expect(link).toBeVisible();
  });

  await link.click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await checkLayout(page, 'user', async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: trialStudent.fullName }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Progress' })).toBeVisible();
    // The trial student has done nothing yet: a bar at 0 % has no visible width.
    await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '0');
  });

  await page.getByRole('button', { name: 'Block', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Block this account?' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Shared the account with a friend');
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(
    page.getByText(`${trialStudent.fullName} is blocked and logged out everywhere.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();
  // Staff see why, when and by whom.
  await expect(page.getByText('Shared the account with a friend')).toBeVisible();
  await expect(page.getByText(new RegExp(`· ${demoAdmin.fullName}$`))).toBeVisible();

  // The student's open session is refused at once: the next call ends it and the app
  // leaves the learning area for the public site.
  await studentPage.reload();
  await expect(
    studentPage.getByRole('heading', { level: 1, name: 'Start your career in IT with Academy' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(studentPage).not.toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(`${trialStudent.fullName} can log in again.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Block', exact: true })).toBeVisible();

  // Restored: the student logs in again.
  await logInAt(studentPage, trialStudent, /\/dashboard$/);
  await studentContext.close();
});

test("an admin corrects a mentor's pass to a failure: the student's work and progress follow", async ({
  page,
  browser,
  request,
}) => {
  // A student of the journey's own submits a mini project; the demo mentor passes it.
  const student = await throwawayStudent(page, request, { fullName: 'Gor Corrected' });
  const studentToken = await apiToken(request, student);
  const { project, submissionId } = await submitFirstMiniProject(
    request,
    studentToken,
    'https://github.com/gor/corrected',
  );
  const projectId = project.id;
  const completedOf = async () => {
    const directions = await apiCall<Direction[]>(request, 'GET', '/directions', studentToken);
    const subject = directions
      .flatMap((direction) => direction.subjects)
      .find((entry) => entry.id === project.subjectId);
    return subject?.completedMiniProjectCount;
  };
  const before = await completedOf();
  await apiCall(
    request,
    'POST',
    `/admin/reviews/mini-projects/${submissionId}`,
    await apiToken(request, demoMentor),
    { verdict: 'passed', comment: 'Looks good' },
  );
  expect(await completedOf()).toBe((before ?? 0) + 1);

  // The admin opens the decided review: who decided and when, not how long it waits.
  await page.setViewportSize(desktop);
  await logInAt(page, demoAdmin, /\/admin$/);
  await page.goto(`/admin/reviews/mini-projects/${submissionId}`);
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  const timing = page.getByTestId('review-timing');
  await expect(timing).toContainText(`by ${demoMentor.fullName}.`);
  await expect(timing).not.toContainText('waiting');
  const correct = page.getByRole('button', { name: 'Correct the verdict to failed' });
  await checkLayout(page, 'decided-review', async () => {
    await expect(correct).toBeVisible();
  });
  await correct.click();
  const dialog = page.getByRole('dialog', { name: 'Correct the verdict to failed?' });
  await dialog
    .getByRole('textbox', { name: /Reason/ })
    .fill('The repository belongs to another student.');
  await checkLayout(page, 'correct-verdict', async () => {
    await expect(dialog.getByRole('button', { name: 'Correct to failed' })).toBeVisible();
  });
  await dialog.getByRole('button', { name: 'Correct to failed' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').getByText('Failed')).toBeVisible();
  await expect(page.getByText(`by ${demoAdmin.fullName}`).first()).toBeVisible();

  // The student's progress follows at once, and the student reads the reason in their history.
  expect(await completedOf()).toBe(before);
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await logInAt(studentPage, student, /\/dashboard$/);
  await studentPage.goto(`/mini-project/${projectId}`);
  await expect(
    studentPage.getByText('The repository belongs to another student.').first(),
  ).toBeVisible({ timeout: 30_000 });
  await studentPage.setViewportSize(phone);
  await studentPage.screenshot({
    path: test.info().outputPath('student-corrected-375.png'),
    fullPage: true,
  });
  await studentContext.close();
});

test("an admin reads the demo student's access periods as the student does", async ({ page }) => {
  await page.setViewportSize(desktop);
  await logInAt(page, demoAdmin, /\/admin$/);
  await page.goto(`/admin/users?search=${encodeURIComponent(demoStudent.email)}`);
  await page.getByRole('link', { name: demoStudent.fullName }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  const periods = page.getByRole('list', { name: 'Access periods' });
  await checkLayout(page, 'user-access', async () => {
    await expect(page.getByRole('heading', { name: 'Learning access' })).toBeVisible();
    await expect(periods.getByRole('listitem').first()).toBeVisible();
  });
  // The running trial's own end, then the paid plan's: never the trial beside the paid end.
  const summary = page.getByTestId('access-summary');
  await expect(summary).toContainText('Free trial until');
  await expect(summary).toContainText('Then a paid plan: subscription until');
  await expect(periods.getByText('Free trial', { exact: true })).toBeVisible();
  await expect(periods.getByText(/^Paid plan: /).first()).toBeVisible();
});

test('an admin enrols a student in a second direction with a reason; the student is told', async ({
  page,
  request,
}) => {
  const student = await throwawayStudent(page, request, { fullName: 'Aram Enrolled' });
  const studentToken = await apiToken(request, student);
  const directionsOf = async () =>
    (await apiCall<Direction[]>(request, 'GET', '/directions', studentToken)).map(
      (direction) => direction.title,
    );
  expect(await directionsOf()).toEqual(['Front-End Development']);

  await logInAt(page, demoAdmin, /\/admin$/);
  await page.goto(`/admin/users/${student.userId}`);
  const section = page.getByRole('region', { name: 'Enrolments' });
  await expect(section.getByText('Front-End Development')).toBeVisible();
  await section.getByRole('button', { name: 'Enrol in a direction…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enrol in a direction' });
  await dialog.getByRole('combobox', { name: 'Direction' }).click();
  await page.getByRole('option', { name: 'Back-End Development' }).click();
  await dialog.getByRole('combobox', { name: 'Course format' }).click();
  await page.getByRole('option', { name: 'Offline' }).click();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Joins the evening back-end group');
  await checkLayout(page, 'enrol-dialog', async () => {
    await expect(dialog.getByRole('button', { name: 'Enrol' })).toBeVisible();
  });
  await dialog.getByRole('button', { name: 'Enrol' }).click();
  await expect(section.getByText('Enrolled in Back-End Development.')).toBeVisible();
  await expect(section.getByText('Back-End Development', { exact: true })).toBeVisible();
  await checkLayout(page, 'user-enrolments', async () => {
    await expect(
      section.getByRole('button', { name: /End the enrolment in Back-End/ }),
    ).toBeVisible();
  });

  // The student learns in it at once, and the mailbox has the mail with the reason.
  expect((await directionsOf()).sort()).toEqual(['Back-End Development', 'Front-End Development']);
  await page.goto('/dev/mailbox');
  const mail = mailsTo(page, student.email, 'You are enrolled in Back-End Development');
  await expect(mail).toContainText('Reason: Joins the evening back-end group');
});
