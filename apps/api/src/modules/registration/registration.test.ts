import type { CheckResponse, ErrorResponse, RegistrationRequest } from '@academy/contracts';
import { aRegistrationRequest } from '@academy/testing';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  applicants,
  examBookings,
  examSlots,
  mailOutbox,
  oneTimeTokens,
  users,
} from '../../db/schema/index.js';
import { uniqueViolation } from '../../lib/database-errors.js';
import { hashToken } from '../../lib/secrets.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  countryId,
  createExamSchedule,
  createUser,
  latestMailTo,
  register,
  testClock,
  verificationTokenIn,
} from '../../test/builders.js';

/*
 * Saturday 2026-11-21 08:00Z. Schedule: Monday 11:00 and 15:00, Saturday 12:00 (Yerevan,
 * UTC+4), five seats each. Monday 2026-11-23 11:00 local is 07:00Z.
 */
const clock = testClock('2026-11-21T08:00:00.000Z');
const MONDAY_11 = '2026-11-23T07:00:00.000Z';
let t: TestApp;
let armenia: number;
const tokens = new Set<string>();

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  await createExamSchedule(t.app);
  armenia = await countryId(t.app);
});

afterAll(async () => {
  await t.close();
});

const payload = (overrides: Partial<RegistrationRequest> = {}) =>
  aRegistrationRequest({ countryId: armenia, testDateTime: MONDAY_11, ...overrides });

const check = (kind: 'email' | 'phone', value: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: `/v1/auth/check/${kind}`,
    payload: { [kind]: value },
    remoteAddress,
  });

async function usersWithEmails(emails: string[]) {
  if (emails.length === 0) return [];
  return t.app.db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
}

describe('POST /v1/auth/check/email and /phone', () => {
  it('answers available for a free address and number', async () => {
    const email = await check('email', 'free@academy.test');
    expect(email.statusCode).toBe(200);
    expect(email.json<CheckResponse>()).toEqual({ available: true });
    expect((await check('phone', '+37499000111')).json<CheckResponse>()).toEqual({
      available: true,
    });
  });

  it('finds a taken e-mail in any case', async () => {
    await createUser(t.app, { email: 'taken@academy.test' });
    for (const email of ['taken@academy.test', 'TAKEN@Academy.Test']) {
      const response = await check('email', email);
      expect(response.statusCode).toBe(200);
      expect(response.json<CheckResponse>()).toEqual({
        available: false,
        message: 'ERR_EMAIL_ALREADY_EXIST',
      });
    }
  });

  it('compares phone numbers in E.164', async () => {
    const body = payload({ phone: '+374 91 654321' });
    expect((await register(t.app, body)).statusCode).toBe(201);
    for (const phone of ['+37491654321', '+374 91 654321', '+374 (91) 65-43-21']) {
      expect((await check('phone', phone)).json<CheckResponse>()).toEqual({
        available: false,
        message: 'ERR_PHONE_ALREADY_EXIST',
      });
    }
  });

  it('answers 400 with the rule text for a malformed value', async () => {
    const phone = await check('phone', '12345');
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toEqual({
      statusCode: 400,
      message: 'ERR_VALIDATION',
      errors: [{ field: 'phone', message: 'Enter your valid Phone Number!' }],
    });
    const email = await check('email', 'not-an-email');
    expect(email.statusCode).toBe(400);
    expect(email.json<ErrorResponse>().errors).toEqual([
      { field: 'email', message: 'Email is not a valid email!' },
    ]);
  });
});

describe('POST /v1/auth/registration', () => {
  it('stores the user, application, booking and a mail with the link and an invitation', async () => {
    const body = payload({ email: 'Lilit.Sargsyan@Academy.test', phone: '+374 91 100200' });
    const response = await register(t.app, body, {
      'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8',
      host: 'evil.example',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ email: 'lilit.sargsyan@academy.test' });

    const [user] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'lilit.sargsyan@academy.test'));
    expect(user).toMatchObject({
      role: 'applicant',
      phone: '+37491100200',
      fullName: body.fullName,
      passwordHash: null,
      emailVerifiedAt: null,
      language: 'ru',
      isBlacklisted: false,
    });
    if (!user) throw new Error('No user');

    const [application] = await t.app.db
      .select()
      .from(applicants)
      .where(eq(applicants.userId, user.id));
    expect(application).toMatchObject({
      occupation: 'student',
      courseType: 'online',
      countryId: armenia,
      status: 'pending',
    });
    const [booking] = await t.app.db
      .select({ startsAt: examSlots.startsAt })
      .from(examBookings)
      .innerJoin(examSlots, eq(examSlots.id, examBookings.slotId))
      .where(eq(examBookings.applicantId, application?.id ?? 0));
    expect(booking?.startsAt.toISOString()).toBe(MONDAY_11);

    const mail = await latestMailTo(t.app, 'lilit.sargsyan@academy.test');
    expect(mail.status).toBe('pending');
    expect(mail.subject).toContain('Подтвердите');
    // Built from PUBLIC_URL, not from the Host header.
    expect(mail.text).toContain('http://academy.test/auth/verification?token=');
    expect(mail.html).toContain('href="http://academy.test/auth/verification?token=');
    expect(mail.text).not.toContain('evil.example');
    expect(mail.text).toContain('Время: 11:00');
    expect(mail.text).toContain('Онлайн');
    const token = verificationTokenIn(mail.text);
    tokens.add(token);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    expect(mail.attachments).toHaveLength(1);
    const invitation = mail.attachments[0];
    expect(invitation?.filename).toBe('academy-entrance-exam.ics');
    expect(invitation?.contentType).toContain('text/calendar');
    const ics = Buffer.from(invitation?.content ?? '', 'base64').toString('utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('DTSTART:20261123T070000Z');
    expect(ics).toContain('DURATION:PT60M');
    expect(ics).toContain('SUMMARY:Вступительный экзамен Академии');

    // The link is stored only as its hash, expiring in 24 hours, as the mail says.
    expect(mail.text).toContain('Ссылка одноразовая и действует 24 часа.');
    const [link] = await t.app.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, user.id));
    expect(link?.tokenHash).toBe(hashToken(token));
    expect(link?.purpose).toBe('verification');
    expect((link?.expiresAt.getTime() ?? 0) - clock.now().getTime()).toBe(24 * 60 * 60 * 1000);
  });

  it('writes the mail in English without an Accept-Language', async () => {
    const body = payload();
    expect((await register(t.app, body)).statusCode).toBe(201);
    const mail = await latestMailTo(t.app, body.email);
    expect(mail.subject).toBe('Confirm your e-mail for the Academy entrance exam');
    const [user] = await t.app.db.select().from(users).where(eq(users.email, body.email));
    expect(user?.language).toBe('en');
  });

  it('never books more seats than a sitting has, whatever the concurrency', async () => {
    const slot = '2026-11-30T11:00:00.000Z'; // Monday 15:00, five seats
    const bodies = Array.from({ length: 50 }, () => payload({ testDateTime: slot }));
    const responses = await Promise.all(bodies.map((body) => register(t.app, body)));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(refused).toHaveLength(45);
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ statusCode: 409, message: 'ERR_TEST_UNAVAILABLE_DATE' });
    }

    const emails = bodies.map((body) => body.email);
    const stored = await usersWithEmails(emails);
    expect(stored).toHaveLength(5);
    const storedIds = stored.map((row) => row.id);
    expect(await t.app.db.$count(applicants, inArray(applicants.userId, storedIds))).toBe(5);
    expect(await t.app.db.$count(mailOutbox, inArray(mailOutbox.to, emails))).toBe(5);
    expect(await t.app.db.$count(oneTimeTokens, inArray(oneTimeTokens.userId, storedIds))).toBe(5);
    const [row] = await t.app.db
      .select({ id: examSlots.id, booked: examSlots.booked, capacity: examSlots.capacity })
      .from(examSlots)
      .where(eq(examSlots.startsAt, new Date(slot)));
    expect(row).toMatchObject({ booked: 5, capacity: 5 });
    expect(await t.app.db.$count(examBookings, eq(examBookings.slotId, row?.id ?? 0))).toBe(5);
  });

  it('books exactly three of fifty at once for three seats, one booking per applicant', async () => {
    // Saturday 16:00 in Yerevan, three seats, beside the usual schedule.
    const slot = '2026-11-28T12:00:00.000Z';
    await createExamSchedule(t.app, {
      entries: [
        { weekday: 1, time: '11:00', capacity: 5 },
        { weekday: 1, time: '15:00', capacity: 5 },
        { weekday: 6, time: '12:00', capacity: 5 },
        { weekday: 6, time: '16:00', capacity: 3 },
      ],
    });
    try {
      const bodies = Array.from({ length: 50 }, () => payload({ testDateTime: slot }));
      const responses = await Promise.all(bodies.map((body) => register(t.app, body)));
      expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(3);
      for (const response of responses.filter((answer) => answer.statusCode !== 201)) {
        expect(response.json()).toEqual({ statusCode: 409, message: 'ERR_TEST_UNAVAILABLE_DATE' });
      }
      const [row] = await t.app.db
        .select({ id: examSlots.id, booked: examSlots.booked, capacity: examSlots.capacity })
        .from(examSlots)
        .where(eq(examSlots.startsAt, new Date(slot)));
      expect(row).toMatchObject({ booked: 3, capacity: 3 });
      const bookings = await t.app.db
        .select({ applicantId: examBookings.applicantId })
        .from(examBookings)
        .where(eq(examBookings.slotId, row?.id ?? 0));
      expect(new Set(bookings.map((booking) => booking.applicantId)).size).toBe(3);

      // One booking per applicant, whichever way it would come: the database refuses a second.
      const [other] = await t.app.db
        .select({ id: examSlots.id })
        .from(examSlots)
        .where(eq(examSlots.startsAt, new Date(MONDAY_11)));
      const second = t.app.db
        .insert(examBookings)
        .values({ applicantId: bookings[0]?.applicantId ?? 0, slotId: other?.id ?? 0 });
      const refusal = await second.then(
        () => null,
        (error: unknown) => uniqueViolation(error),
      );
      expect(refusal).toEqual({ constraint: 'exam_bookings_applicant_id_unique' });
    } finally {
      await createExamSchedule(t.app);
    }
  });

  it('makes one account of two registrations at once with one phone number in two forms', async () => {
    // Saturday 12:00 in Yerevan, a sitting the other tests leave free.
    const testDateTime = '2026-11-28T08:00:00.000Z';
    const first = payload({ phone: '+37491300500', testDateTime });
    const second = payload({ phone: '+374 (91) 30-05-00', testDateTime });
    const responses = await Promise.all([register(t.app, first), register(t.app, second)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json()).toEqual({
      statusCode: 409,
      message: 'ERR_APPLICANT_ALREADY_EXIST',
    });
    expect(await t.app.db.$count(users, eq(users.phone, '+37491300500'))).toBe(1);
  });

  it.each([
    ['a past sitting', '2026-11-16T07:00:00.000Z'],
    ['a time off the schedule', '2026-11-23T08:00:00.000Z'],
    ['a day off the schedule', '2026-11-24T07:00:00.000Z'],
    ['a sitting with seconds', '2026-11-23T07:00:30.000Z'],
  ])('refuses %s with 409 ERR_TEST_UNAVAILABLE_DATE and stores nothing', async (_name, at) => {
    const body = payload({ testDateTime: at });
    const response = await register(t.app, body);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ statusCode: 409, message: 'ERR_TEST_UNAVAILABLE_DATE' });
    expect(await usersWithEmails([body.email])).toHaveLength(0);
    expect(await t.app.db.$count(mailOutbox, eq(mailOutbox.to, body.email))).toBe(0);
  });

  it('refuses a sitting less than 12 hours ahead', async () => {
    clock.set('2026-11-22T19:30:00.000Z');
    try {
      const body = payload();
      const response = await register(t.app, body);
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorResponse>().message).toBe('ERR_TEST_UNAVAILABLE_DATE');
      expect(await usersWithEmails([body.email])).toHaveLength(0);
    } finally {
      clock.set('2026-11-21T08:00:00.000Z');
    }
  });

  it('makes one account of two concurrent registrations with one e-mail in different case', async () => {
    const first = payload({ email: 'twin@academy.test' });
    const second = payload({ email: 'TWIN@Academy.TEST' });
    const responses = await Promise.all([register(t.app, first), register(t.app, second)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const duplicate = responses.find((response) => response.statusCode === 409);
    expect(duplicate?.json()).toEqual({ statusCode: 409, message: 'ERR_APPLICANT_ALREADY_EXIST' });
    expect(await t.app.db.$count(users, eq(sql`lower(${users.email})`, 'twin@academy.test'))).toBe(
      1,
    );
    expect(await t.app.db.$count(mailOutbox, eq(mailOutbox.to, 'twin@academy.test'))).toBe(1);
  });

  it('refuses a phone number already registered in another form', async () => {
    expect((await register(t.app, payload({ phone: '+37491300400' }))).statusCode).toBe(201);
    const again = payload({ phone: '+374 91 300400' });
    const response = await register(t.app, again);
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorResponse>().message).toBe('ERR_APPLICANT_ALREADY_EXIST');
    expect(await usersWithEmails([again.email])).toHaveLength(0);
  });

  it.each([
    ['role', 'admin'],
    ['emailVerified', true],
    ['id', 1],
    ['isBlacklisted', false],
    ['status', 'admitted'],
  ])('refuses the field %s (400) and stores nothing', async (field, value) => {
    const body = { ...payload(), [field]: value };
    const response = await register(t.app, body);
    expect(response.statusCode).toBe(400);
    const error = response.json<ErrorResponse>();
    expect(error.message).toBe('ERR_VALIDATION');
    expect(error.errors?.map((entry) => entry.field)).toEqual([field]);
    expect(await usersWithEmails([body.email])).toHaveLength(0);
  });

  it('refuses an unknown country (400) and a missing agreement', async () => {
    const unknownCountry = await register(t.app, payload({ countryId: 999_999 }));
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json<ErrorResponse>().errors).toEqual([
      { field: 'countryId', message: 'Choose one of the options' },
    ]);
    const body = { ...payload(), agreement: false };
    const noAgreement = await register(t.app, body);
    expect(noAgreement.statusCode).toBe(400);
    expect(noAgreement.json<ErrorResponse>().errors).toEqual([
      { field: 'agreement', message: 'Should accept agreement' },
    ]);
  });

  it('never logs a link token', () => {
    const raw = t.rawLogs();
    expect(tokens.size).toBeGreaterThan(0);
    for (const token of tokens) expect(raw).not.toContain(token);
  });
});

describe('the mail sender', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /**
   * Records, at each wake-up, whether the applicant and the mail are visible outside the
   * registration's transaction (another pooled connection on PostgreSQL): a sender woken
   * before the commit would claim nothing.
   */
  function observeWakes(email: string): boolean[] {
    const seen: boolean[] = [];
    const wake = t.app.mailer.wake;
    vi.spyOn(t.app.mailer, 'wake').mockImplementation(async () => {
      const stored = await usersWithEmails([email]);
      const queued = await t.app.db.$count(mailOutbox, eq(mailOutbox.to, email));
      seen.push(stored.length === 1 && queued === 1);
      wake();
    });
    return seen;
  }

  it('is woken once a registration has committed', async () => {
    const body = payload({ testDateTime: '2026-11-28T08:00:00.000Z' }); // Saturday 12:00
    const seen = observeWakes(body.email);
    expect((await register(t.app, body)).statusCode).toBe(201);
    expect(seen).toEqual([true]);
  });

  it('is not woken by a registration that rolls back', async () => {
    await register(t.app, payload({ phone: '+37491500600' }));
    const taken = payload({ phone: '+37491500600' });
    const offSchedule = payload({ testDateTime: '2026-11-24T07:00:00.000Z' });
    const seen = observeWakes(taken.email);
    expect((await register(t.app, taken)).statusCode).toBe(409);
    expect((await register(t.app, offSchedule)).statusCode).toBe(409);
    expect(seen).toEqual([]);
  });
});
