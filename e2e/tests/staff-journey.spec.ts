import { API_BASE_PATH, type DashboardResponse } from '@academy/contracts';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { mailsTo, passwordField, submitLogin } from '../support/accounts';
import {
  apiToken,
  confirmAddress,
  demoAdmin,
  demoMentor,
  logInAsStaff,
  registerApplicant,
} from '../support/staff';

/*
 * The academy run by its staff, end to end on the built app and the real API: an admin
 * builds a direction (subject, chapter, lecture, test, mini project) and publishes it; an
 * applicant signs up for a sitting and confirms the address; the admin records the exam and
 * admits them into the new direction; the temporary password arrives by mail; the new
 * student sets a password, finds the new content and submits the mini project; a mentor
 * fails it and passes the resubmission; the student's progress and the dashboard follow.
 */

// A missing control fails its step within this, rather than at the whole journey's timeout.
test.use({ actionTimeout: 20_000 });

const suffix = `${Date.now() % 1_000_000}`;
const direction = `Embedded Systems ${suffix}`;
const subject = 'Microcontrollers';
const chapter = 'Getting started';
const lecture = 'Blinking an LED';
const testTitle = 'GPIO basics';
const project = `Traffic light ${suffix}`;
const ownPassword = 'Student#Own2026';

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Opens the create dialog of `button`, types the title and sends it with Enter. */
async function createWithTitle(page: Page, button: string, title: string) {
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Title').press('Enter');
  await expect(dialog).toBeHidden();
}

async function publishFromMenu(page: Page, title: string) {
  // The "created" notice sits over the menu's lower items until it closes (5 s).
  await expect(page.getByRole('status').getByText(`“${title}” created`)).toHaveCount(0);
  await page.getByRole('button', { name: `Actions for “${title}”` }).click();
  await page.getByRole('menuitem', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toContainText(`“${title}” published`);
}

/** In an item's editor: save (Ctrl/Cmd+S), then publish. */
async function saveAndPublish(page: Page) {
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
}

/** Back from an editor to the subject, by its breadcrumb. */
async function backToSubject(page: Page) {
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: subject })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
}

async function dashboardFigures(request: APIRequestContext): Promise<DashboardResponse> {
  const response = await request.get(`${API_BASE_PATH}/admin/dashboard`, {
    headers: { authorization: `Bearer ${await apiToken(request, demoAdmin)}` },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

/** The mentor opens the project's waiting submission from the queue and decides it. */
async function review(page: Page, verdict: 'Pass' | 'Fail', comment: string) {
  await page.goto('/admin/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  await page.getByRole('link', { name: project }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: project })).toBeVisible();
  await page.getByRole('textbox', { name: /Comment to the student/ }).fill(comment);
  await page.getByRole('button', { name: verdict, exact: true }).click();
  // Every verdict is confirmed first.
  const confirm = page.getByRole('dialog', { name: new RegExp(`^${verdict} "${project}"`) });
  await confirm.getByRole('button', { name: `Yes, ${verdict.toLowerCase()} it` }).click();
  await expect(page.getByText(new RegExp(`${verdict}ed: ${project}`))).toBeVisible();
}

test('staff build a direction, admit an applicant into it and review their work', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const figuresBefore = await dashboardFigures(request);

  // 1. The admin builds the direction and publishes every piece of it.
  const admin = await newPage(browser);
  await logInAsStaff(admin, demoAdmin);
  await admin.goto('/admin/content');
  await expect(admin.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await createWithTitle(admin, 'New direction', direction);
  await expect(admin.getByRole('heading', { level: 1, name: direction })).toBeVisible();
  await admin.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(admin.getByRole('status')).toContainText(`“${direction}” published`);
  await createWithTitle(admin, 'Add a subject', subject);
  await publishFromMenu(admin, subject);
  await admin.getByRole('link', { name: subject }).click();
  await expect(admin.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await createWithTitle(admin, 'Add a chapter', chapter);
  await publishFromMenu(admin, chapter);

  await createWithTitle(admin, 'Add lecture', lecture);
  await expect(admin.getByRole('heading', { level: 1, name: lecture })).toBeVisible();
  await admin
    .getByLabel('Lecture text (Markdown)')
    .fill('## Your first program\n\nSet the pin as an **output**, then toggle it every second.');
  await expect(
    admin
      .getByRole('region', { name: 'Preview, as students see it' })
      .getByRole('heading', { name: 'Your first program' }),
  ).toBeVisible();
  await saveAndPublish(admin);
  await backToSubject(admin);

  await createWithTitle(admin, 'Add test', testTitle);
  await expect(admin.getByRole('heading', { level: 1, name: testTitle })).toBeVisible();
  await admin.getByRole('button', { name: 'Add a question' }).click();
  const question = admin.getByRole('group', { name: 'Question 1' });
  await question
    .getByRole('textbox', { name: 'Question', exact: true })
    .fill('Which register sets a pin as output?');
  await question.getByRole('textbox', { name: 'Answer 1 of question 1' }).fill('DDR');
  await question.getByRole('textbox', { name: 'Answer 2 of question 1' }).fill('PIN');
  await question.getByRole('radio', { name: 'Answer 1 of question 1 is correct' }).check();
  await saveAndPublish(admin);
  await backToSubject(admin);

  await createWithTitle(admin, 'Add mini project', project);
  await expect(admin.getByRole('heading', { level: 1, name: project })).toBeVisible();
  await admin
    .getByLabel('Brief (Markdown)')
    .fill('Drive three LEDs as a **traffic light**: red, amber, green, in a loop.');
  await saveAndPublish(admin);
  await backToSubject(admin);
  for (const item of [lecture, testTitle, project]) {
    await expect(admin.getByRole('link', { name: item })).toBeVisible();
  }

  // 2. An applicant signs up for a sitting and confirms the address.
  const applicant = await registerApplicant(request, { fullName: 'Tigran Mkrtchyan' });
  const applicantPage = await newPage(browser);
  await confirmAddress(applicantPage, applicant.email);

  // 3. The admin records the exam and admits them into the new direction.
  await admin.goto('/admin/applicants');
  await expect(admin.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search' }).fill(applicant.email);
  await expect(admin.getByText('Applicants found: 1')).toBeVisible();
  await admin.getByRole('link', { name: applicant.fullName }).click();
  await expect(admin.getByRole('heading', { level: 1, name: applicant.fullName })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Score (0–100)' }).fill('91');
  await admin.getByRole('checkbox', { name: 'Passed the exam' }).check();
  await admin.getByRole('button', { name: 'Save the result' }).click();
  await expect(admin.getByText('The exam result is saved.')).toBeVisible();
  await admin.getByRole('button', { name: 'Admit' }).click();
  const admission = admin.getByRole('dialog', { name: `Admit ${applicant.fullName}` });
  await admission
    .getByRole('textbox', { name: 'Direction' })
    .or(admission.getByRole('combobox', { name: 'Direction' }))
    .first()
    .click();
  await admin.getByRole('option', { name: direction, exact: true }).click();
  await admission.getByRole('button', { name: 'Admit and send the e-mail' }).click();
  await expect(
    admin.getByText(`${applicant.fullName} is admitted.`, { exact: false }),
  ).toBeVisible();

  // 4. The temporary password arrives in the mailbox.
  await applicantPage.goto('/dev/mailbox');
  const mail = mailsTo(applicantPage, applicant.email, 'Welcome to the Academy: you are admitted');
  await expect(mail).toHaveCount(1);
  const temporaryPassword = /Temporary password: (\S+)/.exec(
    (await mail.locator('pre').textContent()) ?? '',
  )?.[1];
  expect(temporaryPassword).toBeTruthy();

  // 5. The new student sets a password, finds the new content and submits the mini project.
  const student = applicantPage;
  await submitLogin(student, { email: applicant.email, password: temporaryPassword ?? '' });
  await expect(student).toHaveURL(/\/auth\/set-password$/);
  await passwordField(student, 'New password').fill(ownPassword);
  await passwordField(student, 'Confirm password').fill(ownPassword);
  await student.getByRole('button', { name: 'Save and continue' }).click();
  await expect(student).toHaveURL(/\/dashboard$/);
  await student
    .getByRole('link', { name: new RegExp(subject) })
    .first()
    .click();
  await expect(student.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  for (const item of [lecture, testTitle, project]) {
    await expect(student.getByRole('link', { name: new RegExp(item) }).first()).toBeVisible();
  }
  await student
    .getByRole('link', { name: new RegExp(project) })
    .first()
    .click();
  await expect(student.getByRole('heading', { level: 1, name: project })).toBeVisible();
  await student
    .getByRole('textbox', { name: /GitHub repository/ })
    .fill('https://github.com/tigran-mkrtchyan/traffic-light');
  await student.getByRole('button', { name: 'Submit for review' }).click();
  await expect(
    student.getByText('Your work is with a mentor. The review will appear here.'),
  ).toBeVisible();

  // 6. A mentor fails it with a comment, then passes the resubmission.
  const mentor = await newPage(browser);
  await logInAsStaff(mentor, demoMentor);
  const comment = 'Add the amber phase between red and green.';
  await review(mentor, 'Fail', comment);
  await student.reload();
  await expect(student.getByText(comment).first()).toBeVisible();
  await student.getByRole('button', { name: 'Submit for review' }).click();
  await expect(student.getByText('Submission 2')).toBeVisible();
  await review(mentor, 'Pass', 'The phases are right. Well done!');
  await student.reload();
  await expect(student.getByText('Your mini project is accepted. Well done!')).toBeVisible();

  // 7. The student's progress counts the project; the dashboard counts the admission.
  await student.goto('/dashboard');
  await student
    .getByRole('link', { name: new RegExp(subject) })
    .first()
    .click();
  // One of three published items passed: 33 %.
  await expect(student.getByText(/^33\s?%$/).first()).toBeVisible();

  const figuresAfter = await dashboardFigures(request);
  expect(figuresAfter.funnel.admitted).toBe(figuresBefore.funnel.admitted + 1);
  expect(figuresAfter.funnel.registered).toBe(figuresBefore.funnel.registered + 1);
  await admin.goto('/admin');
  const funnel = admin.getByRole('region', { name: 'Admission funnel' });
  await expect(funnel.getByRole('row', { name: /Admitted/ })).toContainText(
    String(figuresAfter.funnel.admitted),
  );
});
