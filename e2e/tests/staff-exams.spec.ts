import {
  API_BASE_PATH,
  type ApplicantListResponse,
  type AvailableResponse,
  addDays,
  apiPaths,
  type Country,
  dateInTimeZone,
  type ExamScheduleResponse,
  type ExamSlotBookingsResponse,
  type ExamSlotsResponse,
  formatExamDate,
  formatExamTime,
  fromMonthDayYear,
  isoWeekday,
  type WeekDaysResponse,
} from '@academy/contracts';
import { aRegistrationRequest } from '@academy/testing';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { errorToast, mailsTo, newestMailLink } from '../support/accounts';
import { chooseFirstFreeDay, weekdayName } from '../support/calendar';
import { desktop, phone, sidewaysOverflow } from '../support/layout';
import { shoot } from '../support/screenshots';
import { apiToken, demoAdmin, logInAsStaff } from '../support/staff';

/*
 * The exam schedule as an admin keeps it (ARCHITECTURE.md, "The staff area", "Exam
 * schedule"): applicants book a sitting through the API, the admin raises that time's seats
 * and adds a time, is refused when lowering the seats below the bookings, and reads who
 * booked the sitting; at a phone's and a desktop's width, with axe.
 */

interface Sitting {
  dateTime: string;
  time: string;
  weekday: number;
  /** Seats this sitting had booked before the spec booked any. */
  bookedBefore: number;
  /** The most seats booked in any coming sitting at this weekday and time, before the spec. */
  bookedAheadBefore: number;
  /** The academy's time zone, the schedule's. */
  timeZone: string;
}

/**
 * The coming sitting with the fewest bookings (other specs and the demo book some), with what
 * was booked before this spec: the counts it expects are those plus its own bookings.
 */
async function leastBookedSitting(request: APIRequestContext): Promise<Sitting> {
  const headers = { authorization: `Bearer ${await apiToken(request, demoAdmin)}` };
  const schedule = (await (
    await request.get(`${API_BASE_PATH}${apiPaths.getExamSchedule}`, { headers })
  ).json()) as ExamScheduleResponse;
  const today = dateInTimeZone(schedule.timeZone);
  const answer = await request.get(
    `${API_BASE_PATH}/week-days/available?from=${today}&to=${addDays(today, 13)}`,
  );
  const available = (await answer.json()) as AvailableResponse;
  const sittings = Object.entries(available).flatMap(([key, slots]) =>
    slots.map((slot) => {
      const weekday = isoWeekday(fromMonthDayYear(key));
      const time = schedule.days
        .find((day) => day.weekday === weekday)
        ?.times.find((entry) => entry.time === slot.time);
      if (!time) throw new Error(`${key} ${slot.time} is not on the weekly schedule`);
      return {
        dateTime: slot.dateTime,
        time: slot.time,
        weekday,
        bookedBefore: time.capacity - slot.freeSeats,
        bookedAheadBefore: time.booked,
        timeZone: schedule.timeZone,
        // Two more bookings must fit.
        fits: slot.freeSeats >= 2,
      };
    }),
  );
  const [sitting] = sittings
    .filter((entry) => entry.fits)
    .sort((a, b) => a.bookedBefore - b.bookedBefore || a.bookedAheadBefore - b.bookedAheadBefore);
  if (!sitting) throw new Error('The demo schedule offers no sitting with two free seats');
  return sitting;
}

/** Registers an applicant booked in the sitting; answers their e-mail. */
async function book(request: APIRequestContext, sitting: Sitting, fullName: string) {
  const countries = (await (await request.get(`${API_BASE_PATH}/countries`)).json()) as Country[];
  const armenia = countries.find((country) => country.code === 'AM');
  const body = aRegistrationRequest({
    countryId: armenia?.id ?? 1,
    testDateTime: sitting.dateTime,
    fullName,
  });
  const response = await request.post(`${API_BASE_PATH}/auth/registration`, { data: body });
  expect(response.status()).toBe(201);
  return body.email;
}

/** The row of a day's time: its start-time input holds `time`. */
async function timeRow(day: Locator, time: string) {
  const inputs = day.getByLabel('Start time', { exact: true });
  const count = await inputs.count();
  for (let index = 0; index < count; index += 1) {
    if ((await inputs.nth(index).inputValue()) === time) {
      return {
        time: inputs.nth(index),
        seats: day.getByLabel('Seats', { exact: true }).nth(index),
      };
    }
  }
  throw new Error(`No ${time} on the day`);
}

/** No sideways scroll at a phone's width nor a desktop's; axe at the desktop's. */
async function expectFits(page: Page) {
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    expect(await sidewaysOverflow(page)).toBe(0);
  }
  await expectNoAxeViolations(page);
}

test('an admin changes seats and times, is refused below the bookings, and reads who booked', async ({
  page,
  request,
}) => {
  // A long journey (two widths, four axe runs) on a machine that may be busy.
  test.setTimeout(240_000);
  const sitting = await leastBookedSitting(request);
  // What the page shows after one and after two bookings of this spec.
  const afterOne = sitting.bookedBefore + 1;
  const afterTwo = sitting.bookedBefore + 2;
  const aheadAfterOne = Math.max(sitting.bookedAheadBefore, afterOne);
  const aheadAfterTwo = Math.max(sitting.bookedAheadBefore, afterTwo);
  await book(request, sitting, 'Lilit Grigoryan');

  await page.setViewportSize(desktop);
  await logInAsStaff(page, demoAdmin);
  await page.goto('/admin/exam-schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Exam schedule' })).toBeVisible({
    timeout: 30_000,
  });
  const day = page.getByRole('group', { name: weekdayName(sitting.weekday) });
  const booked = await timeRow(day, sitting.time);
  // This time's own seats (another time of the day may count as many bookings ahead).
  await expect(booked.seats).toHaveAccessibleDescription(
    new RegExp(`Booked ahead: ${aheadAfterOne}\\b`),
  );
  await expect(booked.time).toHaveAttribute('readonly', '');
  await expectFits(page);

  // A second applicant books while the page is open: the server counts it when saving.
  await book(request, sitting, 'Aram Hovhannisyan');
  await page.setViewportSize(desktop);
  await booked.seats.fill('1');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'The schedule was not saved' });
  await expect(refusal).toContainText(
    'A capacity cannot be lower than the seats already booked in a coming sitting at that time',
  );
  await expect(
    day.getByText(
      `${aheadAfterTwo} seats are already booked in a coming sitting at this time: enter at least ${aheadAfterTwo}.`,
    ),
  ).toBeVisible();
  await expectFits(page);

  // Raise the seats and add a time on the same day.
  await page.setViewportSize(desktop);
  await booked.seats.fill('12');
  await day.getByRole('button', { name: /^Add a time/ }).click();
  const added = day.getByLabel('Start time', { exact: true }).last();
  await added.fill('18:45');
  await day.getByLabel('Seats', { exact: true }).last().fill('4');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The schedule is saved.' }),
  ).toBeVisible();
  await expect(refusal).toHaveCount(0);

  const saved = (await (
    await request.get(`${API_BASE_PATH}/week-days`)
  ).json()) as WeekDaysResponse;
  const savedDay = saved.days.find((entry) => entry.weekday === sitting.weekday);
  expect(savedDay?.times).toContain('18:45');
  expect(savedDay?.capacity).toBe(12);

  // The sitting's bookings, from the sittings view.
  await page.getByRole('tab', { name: 'Sittings' }).click();
  await expect(page).toHaveURL(/view=sittings/);
  // The sitting's card, in its date's section, named as the page writes the date and time.
  const sittingDate = page.getByRole('region', {
    name: formatExamDate(sitting.dateTime, sitting.timeZone, 'en'),
  });
  const card = sittingDate.getByRole('button', {
    name: `${formatExamTime(sitting.dateTime, sitting.timeZone, 'en')}: ${afterTwo} of 12 booked. Show the bookings`,
  });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expectFits(page);
  await page.setViewportSize(desktop);
  await card.click();
  await expect(page).toHaveURL(/slot=\d+/);
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(`${afterTwo} of 12 seats booked`)).toBeVisible();
  const applicant = drawer.getByRole('link', { name: 'Lilit Grigoryan' });
  await expect(applicant).toHaveAttribute('href', /\/admin\/applicants\/\d+$/);
  await expect(drawer.getByRole('link', { name: 'Aram Hovhannisyan' })).toBeVisible();
  await expectFits(page);
});

test('an admin cancels a booked sitting with a reason; the applicant books another with the link', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const sitting = await leastBookedSitting(request);
  const email = await book(request, sitting, 'Nare Avetisyan');

  await page.setViewportSize(desktop);
  await logInAsStaff(page, demoAdmin);
  const date = dateInTimeZone(sitting.timeZone, sitting.dateTime);
  await page.goto(`/admin/exam-schedule?view=sittings&from=${date}`);
  const card = page
    .getByRole('region', { name: formatExamDate(sitting.dateTime, sitting.timeZone, 'en') })
    .getByRole('button', {
      name: new RegExp(`^${formatExamTime(sitting.dateTime, sitting.timeZone, 'en')}: `),
    });
  await card.click({ timeout: 30_000 });
  const drawer = page.getByRole('dialog');
  const applicantLink = drawer.getByRole('link', { name: 'Nare Avetisyan' });
  const applicantPage = (await applicantLink.getAttribute('href')) ?? '';
  // The move and cancel dialogs at both widths in both languages: the drawer stays open by
  // its address across the language's reload, and the dialog opens again on it.
  const opens = (en: string, ru: string) => async (language: 'en' | 'ru') => {
    await drawer.getByRole('button', { name: language === 'en' ? en : ru }).click({
      timeout: 30_000,
    });
    await expect(page.getByRole('dialog')).toHaveCount(2);
    await expect(page.getByRole('dialog').last().getByRole('textbox')).toBeVisible();
  };
  const opensMove = opens('Move sitting…', 'Перенести экзамен…');
  await opensMove('en');
  await shoot(page, 'sitting-move-dialog', opensMove);
  await page
    .getByRole('dialog', { name: /^Move the sitting of / })
    .getByRole('button', {
      name: 'Keep it',
    })
    .click();
  const opensCancel = opens('Cancel sitting…', 'Отменить экзамен…');
  await opensCancel('en');
  await shoot(page, 'sitting-cancel-dialog', opensCancel);
  const dialog = page.getByRole('dialog', { name: /^Cancel the sitting of / });
  await dialog.getByLabel('Reason').fill('The examiner is ill');
  await dialog.getByRole('button', { name: 'Cancel the sitting' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(drawer.getByText(/Reason: The examiner is ill/)).toBeVisible();
  await expect(drawer.getByText('Nobody has booked this sitting.')).toBeVisible();

  // The applicant opens the link from the mail and books another sitting.
  const link = await newestMailLink(page, {
    to: email,
    subject: 'Your entrance exam sitting was cancelled',
    linkPath: '/exam-booking',
    after: 0,
  });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new exam time' })).toBeVisible(
    { timeout: 30_000 },
  );
  await expect(page.getByText('Reason: The examiner is ill')).toBeVisible();
  // The calendar opens on this month; its free days may all be in the next.
  await chooseFirstFreeDay(page);
  const time = page.getByRole('group', { name: 'Exam times' }).getByRole('button', {
    disabled: false,
  });
  await time.first().click();
  await expectFits(page);
  await page.setViewportSize(desktop);
  await page.getByRole('button', { name: 'Book this time' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your exam is booked' })).toBeVisible();
  await expectFits(page);
  // A reload shows the booking again; the link books nothing more.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your exam is booked' })).toBeVisible({
    timeout: 30_000,
  });

  // Staff see the new booking and the history on the applicant's page.
  await page.setViewportSize(desktop);
  await page.goto(applicantPage);
  await expect(page.getByText('Exam sitting cancelled by', { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Exam booked with the mailed link', { exact: false })).toBeVisible();
  await expect(page.getByText('The sitting was cancelled')).toHaveCount(0);
});

test("an admin changes an applicant's exam time from their page, also after a failed try offline", async ({
  page,
  request,
  context,
}) => {
  // Four screenshots of the dialog, an offline try and a mail read on a machine that may be busy.
  test.setTimeout(240_000);
  const sitting = await leastBookedSitting(request);
  const email = await book(request, sitting, 'Tigran Melkonyan');
  const headers = { authorization: `Bearer ${await apiToken(request, demoAdmin)}` };
  const list = (await (
    await request.get(`${API_BASE_PATH}/admin/applicants?search=${encodeURIComponent(email)}`, {
      headers,
    })
  ).json()) as ApplicantListResponse;
  const applicantId = list.items[0]?.id;
  expect(applicantId).toBeDefined();

  await page.setViewportSize(desktop);
  await logInAsStaff(page, demoAdmin);
  await page.goto(`/admin/applicants/${applicantId}`);
  const section = page.getByRole('region', { name: 'Entrance exam' });
  const booked = formatExamTime(sitting.dateTime, sitting.timeZone, 'en');
  await expect(section.getByText(new RegExp(`, ${booked} \\(`))).toBeVisible({ timeout: 30_000 });

  const openDialog = async (language: 'en' | 'ru') => {
    const titles = { en: 'Change time…', ru: 'Изменить время…' };
    await page.getByRole('button', { name: titles[language] }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('button', { name: /, free seats$|свободные места$/ }).first(),
    ).toBeVisible({ timeout: 30_000 });
  };
  await openDialog('en');
  // The screenshots end in English with the dialog open again.
  await shoot(page, 'applicant-change-time', openDialog);
  const dialog = page.getByRole('dialog', { name: "Change Tigran Melkonyan's exam time" });
  await expectNoAxeViolations(page);

  // Another time than the one booked: the first free day's first time that can be chosen.
  await chooseFirstFreeDay(dialog);
  const times = dialog.getByRole('group', { name: 'Exam times' }).getByRole('button', {
    disabled: false,
  });
  if ((await times.count()) === 0) {
    await dialog
      .getByRole('button', { name: /, free seats$/ })
      .nth(1)
      .click();
  }
  await times.first().click();
  await dialog.getByLabel('Reason').fill('Asked by phone to come later');

  // Offline: told, nothing changes, the dialog keeps what was typed.
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Change the time' }).click();
  await expect(errorToast(page, 'Network Error')).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toHaveValue('Asked by phone to come later');
  await context.setOffline(false);

  await dialog.getByRole('button', { name: 'Change the time' }).dblclick();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(section.getByText(/^Booked\. The time was mailed to /)).toBeVisible();
  await expect(section.getByText(new RegExp(`, ${booked} \\(`))).toHaveCount(0);
  await expect(page.getByText('Exam time changed by', { exact: false })).toHaveCount(1);

  // The applicant was mailed the change once.
  await page.goto('/dev/mailbox');
  await expect(mailsTo(page, email, 'Your entrance exam time has changed')).toHaveCount(1);
});

test("a past sitting's results dialog, over its drawer, at both widths in both languages", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The demo's sittings of the last two weeks: the newest with an applicant still waiting.
  const headers = { authorization: `Bearer ${await apiToken(request, demoAdmin)}` };
  const schedule = (await (
    await request.get(`${API_BASE_PATH}${apiPaths.getExamSchedule}`, { headers })
  ).json()) as ExamScheduleResponse;
  const today = dateInTimeZone(schedule.timeZone);
  const from = addDays(today, -13);
  const { slots } = (await (
    await request.get(`${API_BASE_PATH}/admin/exam-slots?from=${from}&to=${today}`, { headers })
  ).json()) as ExamSlotsResponse;
  let waiting: { id: number; date: string } | null = null;
  for (const slot of slots.filter((s) => s.id !== null && Date.parse(s.startsAt) < Date.now())) {
    const answer = (await (
      await request.get(`${API_BASE_PATH}/admin/exam-slots/${slot.id}/bookings`, { headers })
    ).json()) as ExamSlotBookingsResponse;
    if (answer.bookings.some((booking) => booking.status === 'pending')) {
      waiting = { id: slot.id ?? 0, date: slot.date };
    }
  }
  expect(waiting, 'a demo sitting that started with an applicant waiting').not.toBeNull();

  await page.setViewportSize(desktop);
  await logInAsStaff(page, demoAdmin);
  await page.goto(`/admin/exam-schedule?view=sittings&from=${waiting?.date}&slot=${waiting?.id}`);
  const opensResults = async (language: 'en' | 'ru') => {
    const names = { en: 'Record the results…', ru: 'Внести результаты…' };
    await page.getByRole('dialog').getByRole('button', { name: names[language] }).click({
      timeout: 30_000,
    });
    await expect(page.getByRole('dialog')).toHaveCount(2);
  };
  await opensResults('en');
  await shoot(page, 'sitting-results-dialog', opensResults);
  const results = page.getByRole('dialog', { name: "The sitting's exam results" });
  await expectNoAxeViolations(page);
  // The drawer under the dialog is dimmed by the dialog's overlay: what lies at its close
  // button is the overlay, outside the drawer.
  const drawer = page.getByRole('dialog').first();
  const close = await drawer.getByRole('button', { name: 'Close' }).first().boundingBox();
  expect(close).not.toBeNull();
  const covered = await drawer.evaluate(
    (element, point) => !element.contains(document.elementFromPoint(point.x, point.y)),
    { x: (close?.x ?? 0) + 4, y: (close?.y ?? 0) + 4 },
  );
  expect(covered).toBe(true);
  await results.getByRole('button', { name: 'Cancel' }).click();
  await expect(results).toBeHidden();
});
