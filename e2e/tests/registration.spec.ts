import {
  type ApplicantInformation,
  fromMonthDayYear,
  SIGN_UP_STORAGE_KEY,
} from '@academy/contracts';
import { anApplicantInformation, aUniqueApplicantInformation, uniqueEmail } from '@academy/testing';
import { expect, type Page, test } from '@playwright/test';
import { chooseFirstFreeDay, weekdayName } from '../support/calendar';

/*
 * The applicant's registration, end to end on the built app and the real API: the four steps,
 * the verification mail in the development mailbox, and the booking it confirms.
 */

/** A unique applicant per run: an e-mail and an Armenian mobile number nobody else has. */
const uniqueApplicant = () =>
  aUniqueApplicantInformation({ email: uniqueEmail('applicant', 'example.com') });

/** The number as typed after the field's default country code (+374). */
const nationalNumber = (phone: string) => phone.replace(/^\+374/, '');

/** A text field or a select, by its accessible name (the required asterisk is not part of it). */
const field = (page: Page, name: string) =>
  page
    .getByRole('textbox', { name, exact: true })
    .or(page.getByRole('combobox', { name, exact: true }));

async function choose(page: Page, label: string, option: string) {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Step 1 with the applicant's texts; the choices by their labels (student, Armenia, B2). */
async function fillMainInformation(page: Page, applicant: ApplicantInformation) {
  await field(page, 'Full name').fill(applicant.fullName);
  await field(page, 'Email').fill(applicant.email);
  await field(page, 'Phone').fill(nationalNumber(applicant.phone));
  await choose(page, 'Occupation', 'Student');
  await field(page, 'University').fill(applicant.university);
  await field(page, 'Faculty').fill(applicant.faculty);
  await field(page, 'Country').fill('Armen');
  await page.getByRole('option', { name: 'Armenia', exact: true }).click();
  await field(page, 'City').fill(applicant.city);
  await choose(page, 'English level', 'B2 · Upper intermediate');
  await page.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
}

test('an applicant registers, confirms the e-mail and sees the exam booking', async ({ page }) => {
  const applicant = uniqueApplicant();

  await page.goto('/home');
  await page.getByRole('link', { name: 'Apply' }).first().click();
  await expect(page).toHaveURL(/\/registration\/main-information$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Main information' })).toBeVisible();

  await fillMainInformation(page, applicant);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page).toHaveURL(/\/registration\/course-format$/);
  await page.getByRole('radio', { name: /Online/ }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page).toHaveURL(/\/registration\/exam-date$/);
  await expect(page.getByText(/Times are in the academy's time zone: Asia\/Yerevan/)).toBeVisible();
  const day = await chooseFirstFreeDay(page);
  await expect(page.getByRole('heading', { name: day })).toBeVisible();
  const time = page
    .getByRole('group', { name: 'Exam times' })
    .getByRole('button')
    .and(page.locator(':enabled'));
  // The time as the button writes it ("3:00 PM"), the same on every screen after.
  const clock = /^\d{1,2}:\d{2}( [AP]M)?/.exec((await time.first().textContent()) ?? '')?.[0];
  expect(clock).toMatch(/^([1-9]|1[0-2]):\d{2} [AP]M$/);
  await time.first().click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page).toHaveURL(/\/registration\/exam-confirmation$/);
  const exam = page.getByRole('region', { name: 'Entrance exam' });
  await expect(exam.getByText(day)).toBeVisible();
  await expect(exam.getByText(clock ?? '', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Main information' })).toContainText(
    applicant.email,
  );
  await expect(page.getByRole('region', { name: 'Course format' })).toContainText('Online');

  // A refresh keeps every step.
  await page.reload();
  await expect(exam.getByText(day)).toBeVisible();

  // A double click registers once and lands on check-email, not on a duplicate's refusal.
  const registrations: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/v1/auth/registration'))
      registrations.push(request.url());
  });
  await page.getByRole('button', { name: 'Confirm and apply' }).dblclick();
  await expect(page).toHaveURL(/\/registration\/check-email$/);
  await expect(page.getByText('Applicant already exist')).toHaveCount(0);
  expect(registrations).toHaveLength(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(`We sent a verification link to ${applicant.email}.`)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), SIGN_UP_STORAGE_KEY)).toBeNull();

  await page.goto('/dev/mailbox');
  const mail = page
    .locator('article')
    .filter({ has: page.locator('[data-field="to"]', { hasText: applicant.email }) })
    .first();
  const link = await mail
    .locator('a[href*="/auth/verification?token="]')
    .first()
    .getAttribute('href');
  expect(link).toBeTruthy();

  await page.goto(link ?? '');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail is confirmed' }),
  ).toBeVisible();
  await expect(page.getByText(`Welcome, ${applicant.fullName}!`, { exact: false })).toBeVisible();
  const booking = page.getByRole('region', { name: 'Your entrance exam' });
  await expect(booking.getByText(day)).toBeVisible();
  await expect(booking.getByText(`${clock} (Asia/Yerevan, GMT+4)`, { exact: true })).toBeVisible();
  await expect(booking).toContainText('Online');
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
});

test('the applicant form shows the validation messages', async ({ page }) => {
  await page.goto('/registration/main-information');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByText('This field is required')).toHaveCount(9);
  await expect(page.getByText('Should accept agreement')).toBeVisible();

  await field(page, 'Email').fill('anna@');
  await field(page, 'Phone').fill('12');
  await field(page, 'Full name').fill(' Anna');
  await field(page, 'City').fill('New  York');
  await field(page, 'University').fill('U');
  await field(page, 'Faculty').fill('f'.repeat(150));
  await field(page, 'Faculty').blur();

  await expect(page.getByText('Email is not a valid email!')).toBeVisible();
  await expect(page.getByText('Enter your valid Phone Number!')).toBeVisible();
  await expect(page.getByText('This field cannot start or end with a space.')).toBeVisible();
  await expect(
    page.getByText(
      'Use letters only, separated by a single hyphen or space, starting and ending with a letter.',
    ),
  ).toBeVisible();
  await expect(
    page.getByText('The length of this field must be at least 2 characters long.'),
  ).toBeVisible();
  await expect(
    page.getByText('The length of this field must be less than 150 characters long.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/registration\/main-information$/);
});

test('registration steps opened directly without their prerequisites go back to the start', async ({
  page,
}) => {
  for (const step of ['course-format', 'exam-date', 'exam-confirmation']) {
    await page.goto(`/registration/${step}`);
    await expect(page).toHaveURL(/\/registration\/main-information$/);
  }
  await page.goto('/registration');
  await expect(page).toHaveURL(/\/registration\/main-information$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Main information' })).toBeVisible();
});

test('the check-email screen opened without a registration goes back to the start', async ({
  page,
}) => {
  await page.goto('/registration/check-email');
  await expect(page).toHaveURL(/\/registration\/main-information$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Main information' })).toBeVisible();
  await expect(page.getByText(/We sent a verification link/)).toHaveCount(0);
});

test('a +44 number dials the United Kingdom, keeping the spaces typed', async ({ page }) => {
  await page.goto('/registration/main-information');
  const countryCode = page.getByRole('combobox', { name: 'Country calling code' });
  await expect(countryCode).toHaveValue('AM +374');
  await expect(field(page, 'Phone')).toHaveAttribute('placeholder', '077 123456');

  // The prerendered form takes keys once the app has hydrated it; `fill` waits for that by
  // itself, typing key by key does not.
  await expect(field(page, 'Phone')).toBeEnabled();
  await field(page, 'Phone').pressSequentially('+44 20 7946 0958');

  await expect(countryCode).toHaveValue('GB +44');
  await expect(field(page, 'Phone')).toHaveValue('+44 20 7946 0958');
  await expect(field(page, 'Phone')).toHaveAttribute('placeholder', '07400 123456');
});

test('a scheduled day without free times says “No free time”', async ({ page, request }) => {
  // Steps 1 and 2 done, as the wizard stores them.
  const information = anApplicantInformation({
    email: 'no-free-time@example.com',
    phone: '+37491000000',
  });
  await page.addInitScript(
    ({ key, applicantInformation }) => {
      if (localStorage.getItem(key)) return;
      localStorage.setItem(
        key,
        JSON.stringify({
          version: 1,
          state: {
            applicantInformation,
            courseType: 'offline',
            testDateTime: null,
            draft: null,
          },
        }),
      );
    },
    { key: SIGN_UP_STORAGE_KEY, applicantInformation: information },
  );

  /*
   * A scheduled day with nothing left: the real answer when one exists (a day within the
   * booking lead time); otherwise the real answer with its last free day emptied, as if
   * others had booked all of its seats.
   */
  const schedule = (await (await request.get('/v1/week-days')).json()) as {
    days: { weekday: number; times: string[] }[];
  };
  expect(schedule.days.length).toBeGreaterThan(0);
  let emptied: string | null = null;
  await page.route('**/v1/week-days/available?**', async (route) => {
    const response = await route.fetch();
    const slots = (await response.json()) as Record<string, { freeSeats: number }[]>;
    const freeDays = Object.keys(slots).filter((date) => slots[date]?.some((s) => s.freeSeats > 0));
    emptied = freeDays.at(-1) ?? null;
    if (emptied) delete slots[emptied];
    await route.fulfill({ response, json: slots });
  });

  await page.goto('/registration/exam-date');
  await expect(page.getByRole('heading', { level: 1, name: 'Exam date' })).toBeVisible();
  await expect(page.getByText(/Times are in the academy's time zone/)).toBeVisible();
  expect(emptied).not.toBeNull();

  // Days without exams in the schedule cannot be chosen.
  const scheduled = new Set(schedule.days.filter((d) => d.times.length > 0).map((d) => d.weekday));
  const closedWeekday = [1, 2, 3, 4, 5, 6, 7].find((weekday) => !scheduled.has(weekday));
  const closed = closedWeekday === undefined ? undefined : weekdayName(closedWeekday);
  if (closed) {
    const closedDays = page.getByRole('button', { name: new RegExp(`^${closed}, `) });
    await expect(closedDays.first()).toBeDisabled();
  }

  // The emptied day (MM/DD/YYYY) is still a scheduled day: choosing it explains there is no time.
  const label = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${fromMonthDayYear(emptied ?? '')}T00:00:00Z`),
  );
  for (let turn = 0; turn < 2; turn += 1) {
    if ((await page.getByRole('button', { name: label, exact: true }).count()) > 0) break;
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByText('No free time', { exact: true })).toBeVisible();
});

test('a used or broken verification link offers a new one', async ({ page }) => {
  await page.goto('/auth/verification?token=not-a-real-token');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link no longer works' }),
  ).toBeVisible();
  await field(page, 'Email').fill('someone@example.com');
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByText(/a new link is on its way/)).toBeVisible();
});
