import type {
  AdminApplicant,
  ErrorResponse,
  ExamRebooking,
  ExamSlotBookingsResponse,
  ExamSlotsResponse,
} from '@academy/contracts';
import { aRegistrationRequest } from '@academy/testing';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applicants,
  auditLog,
  examBookings,
  examSlots,
  mailOutbox,
  users,
} from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  bearer,
  countryId,
  createExamSchedule,
  createUser,
  linkTokenIn,
  login,
  register,
  type TestUser,
  testClock,
} from '../../test/builders.js';

/*
 * Cancelling and moving a sitting, booking another with the mailed link, and staff booking
 * one applicant's sitting or mailing them a fresh link (ARCHITECTURE.md, "Exam schedule"). The clock stands at Saturday 2026-11-21 08:00Z (12:00 in Yerevan). The
 * schedule: Monday 11:00 and 15:00, Saturday 12:00, five seats each, Asia/Yerevan (UTC+4).
 * Two applicants (one writing English, one Russian) book Monday 11:00 before each test.
 */
const START = '2026-11-21T08:00:00.000Z';
const clock = testClock(START);
const MONDAY_11 = '2026-11-23T07:00:00.000Z';
const MONDAY_15 = '2026-11-23T11:00:00.000Z';
const NEXT_SATURDAY_12 = '2026-11-28T08:00:00.000Z';
const TUESDAY_11 = '2026-11-24T07:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let adminUser: TestUser;
let adminToken: string;
let armenia: number;
let anna: Booked;
let davit: Booked;

interface Booked {
  applicantId: number;
  userId: number;
  email: string;
}

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  adminUser = await createUser(t.app, { role: 'admin' });
  adminToken = (await login(t.app, adminUser)).accessToken;
  armenia = await countryId(t.app);
});

beforeEach(async () => {
  clock.set(START);
  await t.app.db.delete(auditLog);
  await t.app.db.update(applicants).set({ cancelledSlotId: null });
  await t.app.db.delete(examBookings);
  await t.app.db.delete(examSlots);
  await createExamSchedule(t.app);
  anna = await book(MONDAY_11, { fullName: 'Anna Petrosyan' });
  davit = await book(MONDAY_11, { fullName: 'Davit Sargsyan' }, 'ru');
});

afterAll(async () => {
  await t.close();
});

/** Registers an applicant booked at `testDateTime` (their mails in `language`). */
async function book(
  testDateTime: string,
  overrides: Record<string, unknown> = {},
  language: 'en' | 'ru' = 'en',
): Promise<Booked> {
  const body = aRegistrationRequest({ countryId: armenia, testDateTime, ...overrides });
  const response = await register(t.app, body, { 'accept-language': language });
  if (response.statusCode !== 201) throw new Error(`Registration: ${response.body}`);
  const [row] = await t.app.db
    .select({ applicantId: applicants.id, userId: users.id })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(eq(users.email, body.email));
  if (!row) throw new Error('No applicant');
  return { ...row, email: body.email };
}

/** Moves the clock on to `instant`, the admin signed in again (a session is short-lived). */
async function timeIs(instant: string) {
  clock.set(instant);
  adminToken = (await login(t.app, adminUser)).accessToken;
}

async function slotAt(startsAt: string) {
  const [row] = await t.app.db
    .select()
    .from(examSlots)
    .where(eq(examSlots.startsAt, new Date(startsAt)));
  if (!row) throw new Error(`No sitting at ${startsAt}`);
  return row;
}

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/v1/admin/${url}`,
    headers: bearer(adminToken),
    ...(payload ? { payload } : {}),
  });
const cancel = async (startsAt: string, reason = 'The examiner is ill') =>
  admin('POST', `exam-slots/${(await slotAt(startsAt)).id}/cancellation`, { reason });
const move = async (from: string, to: string, reason = 'The room is taken') =>
  admin('POST', `exam-slots/${(await slotAt(from)).id}/move`, { startsAt: to, reason });

const linkPage = (token: string | null) =>
  t.app.inject({
    method: 'GET',
    url: '/v1/exam-booking',
    headers: token === null ? {} : bearer(token),
  });
const bookWithLink = (token: string, testDateTime: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/exam-booking',
    headers: bearer(token),
    payload: { testDateTime },
  });

/** The mails to an address, newest first. */
const mailsTo = (email: string) =>
  t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));

async function latestMail(email: string) {
  const [mail] = await mailsTo(email);
  if (!mail) throw new Error(`No mail to ${email}`);
  return mail;
}

/** The calendar file of a mail, as text. */
function calendarOf(mail: { attachments: { content: string; contentType: string }[] }) {
  expect(mail.attachments).toHaveLength(1);
  return Buffer.from(mail.attachments[0]?.content ?? '', 'base64').toString('utf8');
}

const uidIn = (ics: string) => /UID:(\S+)/.exec(ics)?.[1];

async function bookingOf(applicantId: number) {
  const [row] = await t.app.db
    .select({ slotId: examBookings.slotId, startsAt: examSlots.startsAt })
    .from(examBookings)
    .innerJoin(examSlots, eq(examSlots.id, examBookings.slotId))
    .where(eq(examBookings.applicantId, applicantId));
  return row ?? null;
}

async function linkOf(email: string) {
  return linkTokenIn((await latestMail(email)).text, '/exam-booking');
}

describe('POST admin/exam-slots/{id}/cancellation', () => {
  it('takes every booking, mails each applicant the reason, the link and the calendar cancellation', async () => {
    const registration = calendarOf(await latestMail(anna.email));
    const response = await cancel(MONDAY_11, '  The examiner is ill  ');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<ExamSlotBookingsResponse>();
    expect(answer.bookings).toEqual([]);
    expect(answer.slot).toMatchObject({
      startsAt: MONDAY_11,
      booked: 0,
      freeSeats: 0,
      cancelledAt: START,
      cancelReason: 'The examiner is ill',
    });
    expect(await bookingOf(anna.applicantId)).toBeNull();
    expect(await bookingOf(davit.applicantId)).toBeNull();

    const english = await latestMail(anna.email);
    expect(english.subject).toBe('Your entrance exam sitting was cancelled');
    expect(english.text).toContain('The examiner is ill');
    expect(english.text).toContain('http://academy.test/exam-booking?token=');
    expect(english.text).toContain('works for 14 days');
    const ics = calendarOf(english);
    expect(english.attachments[0]?.contentType).toContain('method=CANCEL');
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('DTSTART:20261123T070000Z');
    // The entry the registration's invitation made is the one cancelled.
    expect(uidIn(ics)).toBe(uidIn(registration));

    const russian = await latestMail(davit.email);
    expect(russian.subject).toBe('Ваш вступительный экзамен отменён');
    expect(russian.text).toContain('Причина:');
    expect(russian.text).toContain('действует 14 дней');

    // The history of each applicant, the schedule's audit, and the staff's applicant page.
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'cancel_sitting'));
    expect(entries.map((entry) => [entry.entityType, entry.entityId]).sort()).toEqual(
      [
        ['applicant', String(anna.applicantId)],
        ['applicant', String(davit.applicantId)],
        ['exam_schedule', String(answer.slot.id)],
      ].sort(),
    );
    const page = (await admin('GET', `applicants/${anna.applicantId}`)).json<AdminApplicant>();
    expect(page.booking).toBeNull();
    expect(page.cancelledSitting).toEqual({ startsAt: MONDAY_11, reason: 'The examiner is ill' });
    expect(page.history.map((entry) => entry.action)).toContain('cancel_sitting');
  });

  it('never offers or takes the cancelled time again', async () => {
    expect((await cancel(MONDAY_11)).statusCode).toBe(200);
    const available = await t.app.inject({
      method: 'GET',
      url: '/v1/week-days/available?from=2026-11-23&to=2026-11-23',
    });
    expect(available.json()).toEqual({
      '11/23/2026': [{ dateTime: MONDAY_15, time: '15:00', freeSeats: 5 }],
    });
    const registration = await register(
      t.app,
      aRegistrationRequest({ countryId: armenia, testDateTime: MONDAY_11 }),
    );
    expect(registration.statusCode).toBe(409);
    expect(registration.json<ErrorResponse>().message).toBe('ERR_TEST_UNAVAILABLE_DATE');
    const staff = (
      await admin('GET', 'exam-slots?from=2026-11-23&to=2026-11-23')
    ).json<ExamSlotsResponse>();
    expect(staff.slots.map((slot) => [slot.time, slot.cancelReason])).toEqual([
      ['11:00', 'The examiner is ill'],
      ['15:00', null],
    ]);
  });

  it('refuses a cancelled, started or unknown sitting, or no reason, and changes nothing', async () => {
    const empty = await cancel(MONDAY_11, '   ');
    expect(empty.statusCode).toBe(400);
    expect((await slotAt(MONDAY_11)).cancelledAt).toBeNull();
    expect(await bookingOf(anna.applicantId)).not.toBeNull();

    const unknown = await admin('POST', 'exam-slots/999999/cancellation', { reason: 'x' });
    expect(unknown.statusCode).toBe(404);

    await timeIs(MONDAY_11);
    const started = await cancel(MONDAY_11);
    expect(started.statusCode).toBe(409);
    expect(started.json<ErrorResponse>().message).toBe('ERR_EXAM_SITTING_STARTED');
    expect(await bookingOf(anna.applicantId)).not.toBeNull();

    // Back to Saturday: the session signed in on Monday still holds.
    clock.set(START);
    expect((await cancel(MONDAY_11)).statusCode).toBe(200);
    const again = await cancel(MONDAY_11);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorResponse>().message).toBe('ERR_EXAM_SITTING_CANCELLED');
    const mails = await mailsTo(anna.email);
    expect(mails.filter((mail) => mail.subject.includes('cancelled'))).toHaveLength(1);
  });

  it('keeps seats and bookings consistent when bookings race a cancellation', async () => {
    const racing = Array.from({ length: 3 }, () =>
      aRegistrationRequest({ countryId: armenia, testDateTime: MONDAY_11 }),
    );
    const [cancelled, ...registrations] = await Promise.all([
      cancel(MONDAY_11),
      ...racing.map((body) => register(t.app, body)),
    ]);
    expect(cancelled?.statusCode).toBe(200);
    for (const registration of registrations) {
      expect([201, 409]).toContain(registration.statusCode);
    }
    const slot = await slotAt(MONDAY_11);
    expect(slot.booked).toBe(0);
    const left = await t.app.db.select().from(examBookings).where(eq(examBookings.slotId, slot.id));
    expect(left).toEqual([]);
    // Whoever got a seat before the cancellation was told and may book again.
    const told = await t.app.db
      .select({ id: applicants.id })
      .from(applicants)
      .where(eq(applicants.cancelledSlotId, slot.id));
    const booked = registrations.filter((registration) => registration.statusCode === 201);
    expect(told).toHaveLength(2 + booked.length);
  });
});

describe('POST admin/exam-slots/{id}/move', () => {
  it('moves every booking, mails the new time with the same calendar entry one revision on', async () => {
    const registration = calendarOf(await latestMail(davit.email));
    await book(MONDAY_15);
    await book(MONDAY_15);
    await book(MONDAY_15);
    const response = await move(MONDAY_11, MONDAY_15);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<ExamSlotBookingsResponse>();
    expect(answer.slot).toMatchObject({ startsAt: MONDAY_15, booked: 5, capacity: 5 });
    expect(answer.bookings.map((booking) => booking.fullName)).toContain('Anna Petrosyan');
    expect((await bookingOf(anna.applicantId))?.startsAt.toISOString()).toBe(MONDAY_15);
    expect(await slotAt(MONDAY_11)).toMatchObject({ booked: 0, cancelReason: 'The room is taken' });

    const mail = await latestMail(davit.email);
    expect(mail.subject).toBe('Ваш вступительный экзамен перенесён');
    expect(mail.text).toContain('The room is taken');
    expect(mail.text).toContain('Время: 15:00');
    const ics = calendarOf(mail);
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('DTSTART:20261123T110000Z');
    expect(uidIn(ics)).toBe(uidIn(registration));

    const history = await admin('GET', `applicants/${anna.applicantId}`);
    expect(history.json<AdminApplicant>().history.map((entry) => entry.action)).toContain(
      'move_sitting',
    );
  });

  it('refuses a time without seats for everyone, whatever else is booked there', async () => {
    for (let i = 0; i < 4; i += 1) await book(MONDAY_15);
    const response = await move(MONDAY_11, MONDAY_15);
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorResponse>().message).toBe('ERR_EXAM_SITTING_TARGET_FULL');
    expect((await bookingOf(anna.applicantId))?.startsAt.toISOString()).toBe(MONDAY_11);
    expect(await slotAt(MONDAY_11)).toMatchObject({ booked: 2, cancelledAt: null });
    expect((await slotAt(MONDAY_15)).booked).toBe(4);
  });

  it('refuses a time the schedule does not offer, too soon, the same or cancelled', async () => {
    await book(MONDAY_15);
    expect((await cancel(MONDAY_15)).statusCode).toBe(200);
    // Saturday 12:00 is now (within the notice); Tuesday has no sitting.
    for (const to of [TUESDAY_11, START, MONDAY_11, MONDAY_15]) {
      const response = await move(MONDAY_11, to);
      expect(response.statusCode, to).toBe(409);
      expect(response.json<ErrorResponse>().message).toBe('ERR_EXAM_SITTING_TIME_UNAVAILABLE');
    }
    expect(await slotAt(MONDAY_11)).toMatchObject({ booked: 2, cancelledAt: null });

    await timeIs(MONDAY_11);
    const started = await move(MONDAY_11, NEXT_SATURDAY_12);
    expect(started.json<ErrorResponse>().message).toBe('ERR_EXAM_SITTING_STARTED');
  });

  it('moves a sitting twice, each mail one revision on, and the old times stay closed', async () => {
    expect((await move(MONDAY_11, MONDAY_15)).statusCode).toBe(200);
    expect((await move(MONDAY_15, NEXT_SATURDAY_12)).statusCode).toBe(200);
    const ics = calendarOf(await latestMail(anna.email));
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).toContain('DTSTART:20261128T080000Z');
    expect((await bookingOf(davit.applicantId))?.startsAt.toISOString()).toBe(NEXT_SATURDAY_12);
    const again = await move(MONDAY_11, NEXT_SATURDAY_12);
    expect(again.json<ErrorResponse>().message).toBe('ERR_EXAM_SITTING_CANCELLED');
    const cancelledTimes = await t.app.db
      .select({ startsAt: examSlots.startsAt })
      .from(examSlots)
      .where(isNotNull(examSlots.cancelledAt));
    expect(cancelledTimes.map((row) => row.startsAt.toISOString()).sort()).toEqual([
      MONDAY_11,
      MONDAY_15,
    ]);
  });
});

describe('GET and POST exam-booking (the mailed link)', () => {
  it('shows why, books another sitting once, mails it with its calendar entry', async () => {
    expect((await cancel(MONDAY_11)).statusCode).toBe(200);
    const token = await linkOf(anna.email);

    const page = await linkPage(token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<ExamRebooking>()).toEqual({
      fullName: 'Anna Petrosyan',
      timeZone: 'Asia/Yerevan',
      cancelled: { startsAt: MONDAY_11, reason: 'The examiner is ill' },
      booking: null,
    });

    const booked = await bookWithLink(token, MONDAY_15);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json<ExamRebooking>()).toMatchObject({
      cancelled: null,
      booking: { startsAt: MONDAY_15, courseType: 'online' },
    });
    expect((await bookingOf(anna.applicantId))?.startsAt.toISOString()).toBe(MONDAY_15);
    expect((await slotAt(MONDAY_15)).booked).toBe(1);

    const mail = await latestMail(anna.email);
    expect(mail.subject).toBe('Your entrance exam is booked');
    expect(mail.text).toContain('Time: 3:00 PM');
    const ics = calendarOf(mail);
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toContain('DTSTART:20261123T110000Z');
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'book_exam'), eq(auditLog.entityId, String(anna.applicantId))),
      );
    expect(entry?.actorId).toBe(anna.userId);

    // Used: it books nothing more, and its page shows the booking it made.
    const twice = await bookWithLink(token, NEXT_SATURDAY_12);
    expect(twice.statusCode).toBe(400);
    expect(twice.json<ErrorResponse>().message).toBe('ERR_TOKEN_USED');
    expect((await linkPage(token)).json<ExamRebooking>().booking?.startsAt).toBe(MONDAY_15);
    const staff = (await admin('GET', `applicants/${anna.applicantId}`)).json<AdminApplicant>();
    expect(staff.cancelledSitting).toBeNull();
  });

  it('books only its own applicant, once, when two uses run at once', async () => {
    expect((await cancel(MONDAY_11)).statusCode).toBe(200);
    const token = await linkOf(davit.email);
    const answers = await Promise.all([
      bookWithLink(token, MONDAY_15),
      bookWithLink(token, NEXT_SATURDAY_12),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await bookingOf(davit.applicantId)).not.toBeNull();
    expect(await bookingOf(anna.applicantId)).toBeNull();
    const booked = await t.app.db.select().from(examBookings);
    expect(booked.filter((row) => row.applicantId === davit.applicantId)).toHaveLength(1);
  });

  it('refuses the cancelled sitting and a full one, the link still usable', async () => {
    for (let i = 0; i < 5; i += 1) await book(MONDAY_15);
    expect((await cancel(MONDAY_11)).statusCode).toBe(200);
    const token = await linkOf(anna.email);
    for (const time of [MONDAY_11, MONDAY_15, TUESDAY_11]) {
      const refused = await bookWithLink(token, time);
      expect(refused.statusCode, time).toBe(409);
      expect(refused.json<ErrorResponse>().message).toBe('ERR_TEST_UNAVAILABLE_DATE');
    }
    expect((await linkPage(token)).statusCode).toBe(200);
    expect((await bookWithLink(token, NEXT_SATURDAY_12)).statusCode).toBe(200);
  });

  it('gives the last seat to one of two applicants racing for it', async () => {
    for (let i = 0; i < 4; i += 1) await book(MONDAY_15);
    expect((await cancel(MONDAY_11)).statusCode).toBe(200);
    const [first, second] = [await linkOf(anna.email), await linkOf(davit.email)];
    const answers = await Promise.all([
      bookWithLink(first, MONDAY_15),
      bookWithLink(second, MONDAY_15),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await slotAt(MONDAY_15)).booked).toBe(5);
  });

  it('says when the link expired, is unknown, or the applicant was decided', async () => {
    expect((await cancel(MONDAY_11)).statusCode).toBe(200);
    const [annaLink, davitLink] = [await linkOf(anna.email), await linkOf(davit.email)];
    for (const token of [null, 'not-a-link', adminToken]) {
      const refused = await linkPage(token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorResponse>().message).toBe('ERR_TOKEN_INVALID');
    }

    const rejected = await admin('POST', `applicants/${davit.applicantId}/rejection`, {
      reason: 'Incomplete application',
    });
    expect(rejected.statusCode).toBe(200);
    const decided = await linkPage(davitLink);
    expect(decided.statusCode).toBe(409);
    expect(decided.json<ErrorResponse>().message).toBe('ERR_APPLICANT_NOT_PENDING');
    expect((await bookWithLink(davitLink, MONDAY_15)).statusCode).toBe(409);

    clock.advance(14 * DAY_MS + 1);
    for (const answer of [
      await linkPage(annaLink),
      await bookWithLink(annaLink, '2026-12-07T07:00:00.000Z'),
    ]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json<ErrorResponse>().message).toBe('ERR_TOKEN_EXPIRED');
    }
  });
});

describe('PUT admin/applicants/{id}/exam-booking and POST …/exam-booking-link', () => {
  const bookFor = (applicantId: number, startsAt: string, reason = 'Asked by phone') =>
    admin('PUT', `applicants/${applicantId}/exam-booking`, { startsAt, reason });
  const sendLink = (applicantId: number) =>
    admin('POST', `applicants/${applicantId}/exam-booking-link`);
  const historyOf = (applicantId: number) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'applicant'), eq(auditLog.entityId, String(applicantId))))
      .orderBy(desc(auditLog.id));

  it("moves a booking still to come: the seat given back, the applicant's calendar entry updated", async () => {
    const registration = calendarOf(await latestMail(anna.email));
    const response = await bookFor(anna.applicantId, MONDAY_15, 'Cannot come in the morning');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminApplicant>().booking?.startsAt).toBe(MONDAY_15);
    expect((await slotAt(MONDAY_11)).booked).toBe(1);
    expect((await slotAt(MONDAY_15)).booked).toBe(1);
    expect((await bookingOf(davit.applicantId))?.startsAt.toISOString()).toBe(MONDAY_11);

    const mail = await latestMail(anna.email);
    expect(mail.subject).toBe('Your entrance exam time has changed');
    expect(mail.text).toContain('Cannot come in the morning');
    expect(mail.text).toContain('Time: 3:00 PM');
    const ics = calendarOf(mail);
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('DTSTART:20261123T110000Z');
    expect(uidIn(ics)).toBe(uidIn(registration));
    const [entry] = await historyOf(anna.applicantId);
    expect(entry).toMatchObject({
      action: 'change_exam_booking',
      actorId: adminUser.id,
      before: { sittingStartsAt: MONDAY_11 },
      after: { sittingStartsAt: MONDAY_15, reason: 'Cannot come in the morning' },
    });

    // The same time again changes nothing and mails nothing.
    const mails = (await mailsTo(anna.email)).length;
    expect((await bookFor(anna.applicantId, MONDAY_15)).statusCode).toBe(200);
    expect(await mailsTo(anna.email)).toHaveLength(mails);
    expect((await slotAt(MONDAY_15)).booked).toBe(1);
    // A second move takes the entry one revision further.
    expect((await bookFor(anna.applicantId, NEXT_SATURDAY_12)).statusCode).toBe(200);
    expect(calendarOf(await latestMail(anna.email))).toContain('SEQUENCE:2');
    expect((await slotAt(MONDAY_15)).booked).toBe(0);
  });

  it('books an applicant whose sitting was cancelled, in their language, and ends their link', async () => {
    expect((await cancel(MONDAY_11)).statusCode).toBe(200);
    const token = await linkOf(davit.email);
    const response = await bookFor(davit.applicantId, MONDAY_15);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<AdminApplicant>();
    expect(page.booking?.startsAt).toBe(MONDAY_15);
    expect(page.cancelledSitting).toBeNull();
    expect(page.history.map((entry) => entry.action)).toContain('book_exam_by_staff');
    const mail = await latestMail(davit.email);
    expect(mail.subject).toBe('Вы записаны на вступительный экзамен');
    expect(mail.text).toContain('Мы записали вас на вступительный экзамен');
    expect(calendarOf(mail)).toContain('SEQUENCE:0');
    // The link mailed with the cancellation books nothing more.
    const late = await bookWithLink(token, NEXT_SATURDAY_12);
    expect(late.statusCode).toBe(400);
    expect(late.json<ErrorResponse>().message).toBe('ERR_TOKEN_USED');
    expect((await bookingOf(davit.applicantId))?.startsAt.toISOString()).toBe(MONDAY_15);
  });

  it('refuses a full, cancelled, unscheduled or too close time and a started sitting, changing nothing', async () => {
    for (let i = 0; i < 5; i += 1) await book(MONDAY_15);
    const mails = (await mailsTo(anna.email)).length;
    for (const time of [MONDAY_15, TUESDAY_11, START]) {
      const refused = await bookFor(anna.applicantId, time);
      expect(refused.statusCode, time).toBe(409);
      expect(refused.json<ErrorResponse>().message).toBe('ERR_TEST_UNAVAILABLE_DATE');
    }
    const empty = await bookFor(anna.applicantId, NEXT_SATURDAY_12, '  ');
    expect(empty.statusCode).toBe(400);
    expect(await mailsTo(anna.email)).toHaveLength(mails);
    expect((await bookingOf(anna.applicantId))?.startsAt.toISOString()).toBe(MONDAY_11);
    expect((await slotAt(MONDAY_11)).booked).toBe(2);
    expect((await slotAt(MONDAY_15)).booked).toBe(5);

    // Five minutes into the sitting (another time step than the other tests' sign-in).
    await timeIs('2026-11-23T07:05:00.000Z');
    const started = await bookFor(anna.applicantId, NEXT_SATURDAY_12);
    expect(started.statusCode).toBe(409);
    expect(started.json<ErrorResponse>().message).toBe('ERR_EXAM_SITTING_STARTED');
  });

  it('refuses a decided or unknown applicant', async () => {
    await admin('POST', `applicants/${davit.applicantId}/rejection`, { reason: 'Incomplete' });
    for (const answer of [
      await bookFor(davit.applicantId, MONDAY_15),
      await sendLink(davit.applicantId),
    ]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json<ErrorResponse>().message).toBe('ERR_APPLICANT_NOT_PENDING');
    }
    for (const answer of [await bookFor(999999, MONDAY_15), await sendLink(999999)]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json<ErrorResponse>().message).toBe('ERR_APPLICANT_NOT_EXIST');
    }
  });

  it('gives the last seat to one of two applicants staff book at once', async () => {
    for (let i = 0; i < 4; i += 1) await book(MONDAY_15);
    const answers = await Promise.all([
      bookFor(anna.applicantId, MONDAY_15),
      bookFor(davit.applicantId, MONDAY_15),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await slotAt(MONDAY_15)).booked).toBe(5);
    expect((await slotAt(MONDAY_11)).booked).toBe(1);
  });

  it('mails a fresh link to an applicant without a booking, once a minute; the older one ends', async () => {
    const booked = await sendLink(anna.applicantId);
    expect(booked.statusCode).toBe(409);
    expect(booked.json<ErrorResponse>().message).toBe('ERR_APPLICANT_HAS_BOOKING');

    expect((await cancel(MONDAY_11)).statusCode).toBe(200);
    const old = await linkOf(anna.email);
    clock.advance(61_000);
    const sent = await sendLink(anna.applicantId);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ accepted: true });
    const mail = await latestMail(anna.email);
    expect(mail.subject).toBe('Choose a time for your entrance exam');
    expect(mail.text).toContain('works for 14 days');
    const fresh = await linkOf(anna.email);
    expect(fresh).not.toBe(old);
    expect((await linkPage(old)).statusCode).toBe(400);
    expect((await linkPage(fresh)).json<ExamRebooking>().cancelled?.startsAt).toBe(MONDAY_11);
    expect((await historyOf(anna.applicantId))[0]?.action).toBe('send_booking_link');

    // Again within the minute: not sent, and the answer says when it may be.
    const mails = (await mailsTo(anna.email)).length;
    const again = await sendLink(anna.applicantId);
    expect(again.json()).toMatchObject({ accepted: false });
    expect(await mailsTo(anna.email)).toHaveLength(mails);
    expect((await bookWithLink(fresh, MONDAY_15)).statusCode).toBe(200);
  });
});
