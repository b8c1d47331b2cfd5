import type {
  AuditListResponse,
  ErrorResponse,
  ExamScheduleRequest,
  ExamScheduleResponse,
  ExamSlotBookingsResponse,
  ExamSlotsResponse,
} from '@academy/contracts';
import { aRegistrationRequest } from '@academy/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, examBookings, examSlots } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  bearer,
  countryId,
  createExamSchedule,
  createUser,
  login,
  register,
  testClock,
} from '../../test/builders.js';

/*
 * The clock stands at Saturday 2026-11-21 08:00Z (12:00 in Yerevan). The schedule: Monday
 * 11:00 and 15:00, Saturday 12:00, five seats each, Asia/Yerevan (UTC+4). Two applicants
 * book Monday 2026-11-23 11:00 (07:00Z) before each test.
 */
const clock = testClock('2026-11-21T08:00:00.000Z');
const MONDAY_11 = '2026-11-23T07:00:00.000Z';
const MONDAY_15 = '2026-11-23T11:00:00.000Z';
let t: TestApp;
let adminToken: string;
let armenia: number;

const defaultSchedule = (): ExamScheduleRequest => ({
  timeZone: 'Asia/Yerevan',
  days: [
    {
      weekday: 1,
      times: [
        { time: '11:00', capacity: 5 },
        { time: '15:00', capacity: 5 },
      ],
    },
    { weekday: 6, times: [{ time: '12:00', capacity: 5 }] },
  ],
});

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  const admin = await createUser(t.app, { role: 'admin' });
  adminToken = (await login(t.app, admin)).accessToken;
  armenia = await countryId(t.app);
});

beforeEach(async () => {
  await t.app.db.delete(auditLog);
  await clearBookings();
  await createExamSchedule(t.app);
  await book(MONDAY_11, { fullName: 'Anna Petrosyan' });
  await book(MONDAY_11, { fullName: 'Davit Sargsyan', courseType: 'offline' });
});

afterAll(async () => {
  await t.close();
});

async function clearBookings() {
  await t.app.db.delete(examBookings);
  await t.app.db.delete(examSlots);
}

async function book(testDateTime: string, overrides: Record<string, unknown> = {}) {
  const response = await register(
    t.app,
    aRegistrationRequest({ countryId: armenia, testDateTime, ...overrides }),
  );
  return response.statusCode;
}

const get = (url: string) =>
  t.app.inject({ method: 'GET', url: `/v1/admin/${url}`, headers: bearer(adminToken) });
const put = (payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/v1/admin/exam-schedule',
    headers: bearer(adminToken),
    payload: payload as Record<string, unknown>,
  });

async function slotAt(startsAt: string) {
  const [row] = await t.app.db
    .select()
    .from(examSlots)
    .where(eq(examSlots.startsAt, new Date(startsAt)));
  return row;
}

/** The schedule without the bookings GET admin/exam-schedule adds to each time. */
function plain(schedule: ExamScheduleResponse): ExamScheduleRequest {
  return {
    timeZone: schedule.timeZone,
    days: schedule.days.map((day) => ({
      weekday: day.weekday,
      times: day.times.map(({ time, capacity }) => ({ time, capacity })),
    })),
  };
}

async function currentSchedule() {
  return plain((await get('exam-schedule')).json<ExamScheduleResponse>());
}

async function auditEntries() {
  return (await get('audit?entityType=exam_schedule')).json<AuditListResponse>();
}

describe('GET admin/exam-schedule', () => {
  it('answers the time zone, every day’s times with their capacity and bookings to come', async () => {
    const response = await get('exam-schedule');
    expect(response.statusCode).toBe(200);
    expect(response.json<ExamScheduleResponse>()).toEqual({
      timeZone: 'Asia/Yerevan',
      days: [
        {
          weekday: 1,
          times: [
            { time: '11:00', capacity: 5, booked: 2 },
            { time: '15:00', capacity: 5, booked: 0 },
          ],
        },
        { weekday: 6, times: [{ time: '12:00', capacity: 5, booked: 0 }] },
      ],
    });
  });

  it('counts the bookings of sittings to come only, the fullest one of each time', async () => {
    await t.app.db.insert(examSlots).values([
      { startsAt: new Date('2026-11-16T07:00:00.000Z'), capacity: 5, booked: 5 },
      { startsAt: new Date('2026-11-30T07:00:00.000Z'), capacity: 5, booked: 4 },
    ]);
    const body = (await get('exam-schedule')).json<ExamScheduleResponse>();
    expect(body.days[0]?.times[0]?.booked).toBe(4);
  });
});

describe('PUT admin/exam-schedule', () => {
  it('saves the schedule, gives the booked sittings to come their new capacity, and audits', async () => {
    const past = new Date('2026-11-16T07:00:00.000Z');
    await t.app.db.insert(examSlots).values({ startsAt: past, capacity: 5, booked: 4 });
    const next: ExamScheduleRequest = {
      timeZone: 'Asia/Yerevan',
      days: [
        {
          weekday: 1,
          times: [
            { time: '11:00', capacity: 8 },
            { time: '15:00', capacity: 5 },
          ],
        },
        { weekday: 3, times: [{ time: '09:30', capacity: 2 }] },
        { weekday: 6, times: [{ time: '12:00', capacity: 5 }] },
      ],
    };

    const response = await put(next);

    expect(response.statusCode).toBe(200);
    expect(plain(response.json<ExamScheduleResponse>())).toEqual(next);
    expect(response.json<ExamScheduleResponse>().days[0]?.times[0]?.booked).toBe(2);
    expect(await currentSchedule()).toEqual(next);
    expect(await slotAt(MONDAY_11)).toMatchObject({ capacity: 8, booked: 2 });
    expect((await slotAt(past.toISOString()))?.capacity).toBe(5);
    // Applicants are offered the new sittings.
    const available = await t.app.inject({
      method: 'GET',
      url: '/v1/week-days/available?from=2026-11-25&to=2026-11-25',
    });
    expect(available.json()).toEqual({
      '11/25/2026': [{ dateTime: '2026-11-25T05:30:00.000Z', time: '09:30', freeSeats: 2 }],
    });

    const { items } = await auditEntries();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      action: 'update',
      entityType: 'exam_schedule',
      entityId: '1',
      before: defaultSchedule(),
      after: next,
    });
  });

  it('lowers a capacity down to the seats already booked', async () => {
    const next = defaultSchedule();
    next.days[0]?.times.splice(0, 1, { time: '11:00', capacity: 2 });
    expect((await put(next)).statusCode).toBe(200);
    expect(await slotAt(MONDAY_11)).toMatchObject({ capacity: 2, booked: 2 });
    expect(await book(MONDAY_11)).toBe(409);
  });

  it('refuses a capacity below the bookings of a sitting to come, naming it, and changes nothing', async () => {
    const next = defaultSchedule();
    next.days[0]?.times.splice(0, 1, { time: '11:00', capacity: 1 });
    next.days[1]?.times.splice(0, 1, { time: '12:00', capacity: 9 });

    const response = await put(next);

    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorResponse>()).toEqual({
      statusCode: 409,
      message: 'ERR_EXAM_CAPACITY_BELOW_BOOKINGS',
      errors: [
        {
          field: 'days.0.times.0.capacity',
          message: '2 seats are booked in the sitting of 2026-11-23 11:00 (Asia/Yerevan)',
        },
      ],
    });
    expect(await currentSchedule()).toEqual(defaultSchedule());
    expect((await slotAt(MONDAY_11))?.capacity).toBe(5);
    expect((await auditEntries()).total).toBe(0);
  });

  it('ignores the bookings of sittings already past or starting now', async () => {
    const lastSaturday = new Date('2026-11-14T08:00:00.000Z');
    const today = new Date('2026-11-21T08:00:00.000Z'); // now
    await t.app.db.insert(examSlots).values([
      { startsAt: lastSaturday, capacity: 5, booked: 5 },
      { startsAt: today, capacity: 5, booked: 4 },
    ]);
    const next = defaultSchedule();
    next.days[1]?.times.splice(0, 1, { time: '12:00', capacity: 1 });

    expect((await put(next)).statusCode).toBe(200);
    expect((await slotAt(lastSaturday.toISOString()))?.capacity).toBe(5);
    expect((await slotAt(today.toISOString()))?.capacity).toBe(5);
  });

  it.each([
    ['a booked time', (s: ExamScheduleRequest) => s.days[0]?.times.splice(0, 1), 'days.0.times'],
    ['a booked week day', (s: ExamScheduleRequest) => s.days.splice(0, 1), 'days'],
    [
      'a time zone that moves booked sittings',
      (s: ExamScheduleRequest) => {
        s.timeZone = 'Europe/Berlin';
      },
      'timeZone',
    ],
  ])('refuses to drop %s from the schedule', async (_name, change, field) => {
    const next = defaultSchedule();
    change(next);

    const response = await put(next);

    expect(response.statusCode).toBe(409);
    const body = response.json<ErrorResponse>();
    expect(body.message).toBe('ERR_EXAM_SITTING_HAS_BOOKINGS');
    expect(body.errors).toEqual([
      { field, message: '2 seats are booked in the sitting of 2026-11-23 11:00 (Asia/Yerevan)' },
    ]);
    expect(await currentSchedule()).toEqual(defaultSchedule());
    expect((await auditEntries()).total).toBe(0);
  });

  it('removes times, days and changes the zone when no sitting to come is booked there', async () => {
    await clearBookings();
    const next: ExamScheduleRequest = {
      timeZone: 'Europe/Berlin',
      days: [{ weekday: 2, times: [{ time: '10:00', capacity: 3 }] }],
    };
    expect((await put(next)).statusCode).toBe(200);
    expect(await currentSchedule()).toEqual(next);
  });

  it('accepts a schedule without days (no exams at all)', async () => {
    await clearBookings();
    const response = await put({ timeZone: 'UTC', days: [] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ timeZone: 'UTC', days: [] });
    expect((await get('exam-slots')).json<ExamSlotsResponse>().slots).toEqual([]);
  });

  it.each([
    [{ ...defaultSchedule(), timeZone: 'Mars/Olympus' }, 'timeZone'],
    [{ ...defaultSchedule(), timeZone: '+04:00' }, 'timeZone'],
    [
      { timeZone: 'UTC', days: [{ weekday: 8, times: [{ time: '10:00', capacity: 1 }] }] },
      'days.0.weekday',
    ],
    [
      { timeZone: 'UTC', days: [{ weekday: 1, times: [{ time: '9:00', capacity: 1 }] }] },
      'days.0.times.0.time',
    ],
    [
      { timeZone: 'UTC', days: [{ weekday: 1, times: [{ time: '24:00', capacity: 1 }] }] },
      'days.0.times.0.time',
    ],
    [
      { timeZone: 'UTC', days: [{ weekday: 1, times: [{ time: '10:00', capacity: 0 }] }] },
      'days.0.times.0.capacity',
    ],
    [
      { timeZone: 'UTC', days: [{ weekday: 1, times: [{ time: '10:00', capacity: 1.5 }] }] },
      'days.0.times.0.capacity',
    ],
    [{ timeZone: 'UTC', days: [{ weekday: 1, times: [] }] }, 'days.0.times'],
    [
      {
        timeZone: 'UTC',
        days: [
          {
            weekday: 1,
            times: [
              { time: '10:00', capacity: 1 },
              { time: '10:00', capacity: 2 },
            ],
          },
        ],
      },
      'days.0.times.1.time',
    ],
    [
      {
        timeZone: 'UTC',
        days: [
          { weekday: 1, times: [{ time: '10:00', capacity: 1 }] },
          { weekday: 1, times: [{ time: '11:00', capacity: 1 }] },
        ],
      },
      'days.1.weekday',
    ],
  ])('answers 400 for %j, naming %s, and changes nothing', async (payload, field) => {
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorResponse>();
    expect(body.message).toBe('ERR_VALIDATION');
    expect(body.errors?.map((error) => error.field)).toContain(field);
    expect(await currentSchedule()).toEqual(defaultSchedule());
  });
});

describe('GET admin/exam-slots', () => {
  it('lists two weeks from today by default, booked or not, with free seats', async () => {
    const response = await get('exam-slots');
    expect(response.statusCode).toBe(200);
    const body = response.json<ExamSlotsResponse>();
    expect(body).toMatchObject({ timeZone: 'Asia/Yerevan', from: '2026-11-21', to: '2026-12-04' });
    expect(body.slots).toHaveLength(6);
    expect(body.slots.slice(0, 3)).toEqual([
      {
        id: null,
        startsAt: '2026-11-21T08:00:00.000Z',
        date: '2026-11-21',
        time: '12:00',
        capacity: 5,
        booked: 0,
        freeSeats: 5,
        onSchedule: true,
        cancelledAt: null,
        cancelReason: null,
      },
      {
        id: expect.any(Number),
        startsAt: MONDAY_11,
        date: '2026-11-23',
        time: '11:00',
        capacity: 5,
        booked: 2,
        freeSeats: 3,
        onSchedule: true,
        cancelledAt: null,
        cancelReason: null,
      },
      expect.objectContaining({ id: null, startsAt: MONDAY_15, booked: 0 }),
    ]);
  });

  it('shows a booked sitting the schedule no longer has', async () => {
    await t.app.db
      .insert(examSlots)
      .values({ startsAt: new Date('2026-11-24T06:00:00.000Z'), capacity: 3, booked: 1 });
    const body = (await get('exam-slots?from=2026-11-24&to=2026-11-24')).json<ExamSlotsResponse>();
    expect(body.slots).toEqual([
      expect.objectContaining({ date: '2026-11-24', time: '10:00', booked: 1, onSchedule: false }),
    ]);
  });

  it.each([
    ['?to=2026-11-30', 'from'],
    ['?from=2026-11-30&to=2026-11-22', 'to'],
    ['?from=2026-11-22&to=2027-01-23', 'to'],
    ['?from=22.11.2026', 'from'],
  ])('answers 400 for %s', async (query, field) => {
    const response = await get(`exam-slots${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().errors?.map((error) => error.field)).toContain(field);
  });
});

describe('GET admin/exam-slots/{id}/bookings', () => {
  it('names who booked, first booked first', async () => {
    const slot = await slotAt(MONDAY_11);
    const response = await get(`exam-slots/${slot?.id}/bookings`);
    expect(response.statusCode).toBe(200);
    const body = response.json<ExamSlotBookingsResponse>();
    expect(body.slot).toMatchObject({ id: slot?.id, booked: 2, capacity: 5, time: '11:00' });
    expect(body.bookings).toEqual([
      expect.objectContaining({
        fullName: 'Anna Petrosyan',
        courseType: 'online',
        emailVerified: false,
        status: 'pending',
        applicantId: expect.any(Number),
        email: expect.stringContaining('@'),
        phone: expect.stringMatching(/^\+374/),
      }),
      expect.objectContaining({ fullName: 'Davit Sargsyan', courseType: 'offline' }),
    ]);
  });

  it('answers 404 for a sitting nobody booked', async () => {
    const response = await get('exam-slots/999999/bookings');
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorResponse>().message).toBe('ERR_NOT_FOUND');
  });
});

describe('PUT admin/exam-slots/{id}/bookings/{applicantId}/attendance', () => {
  const attendance = (slotId: number, applicantId: number, attended: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/admin/exam-slots/${slotId}/bookings/${applicantId}/attendance`,
      headers: bearer(adminToken),
      payload: { attended },
    });
  const attendanceAudit = () =>
    t.app.db.select().from(auditLog).where(eq(auditLog.action, 'record_attendance'));

  it('records who came once the sitting started, audited on the applicant', async () => {
    const slot = await slotAt(MONDAY_11);
    const slotId = slot?.id ?? 0;
    const [anna, davit] = (
      await get(`exam-slots/${slotId}/bookings`)
    ).json<ExamSlotBookingsResponse>().bookings;
    const annaId = anna?.applicantId ?? 0;
    expect(anna?.attended).toBeNull();
    // Before the sitting starts: refused, nothing written.
    const early = await attendance(slotId, annaId, true);
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorResponse>().message).toBe('ERR_EXAM_SITTING_NOT_STARTED');

    // The sitting moved to an hour ago (the clock stays, so the admin's token does).
    const started = '2026-11-21T07:00:00.000Z';
    await t.app.db
      .update(examSlots)
      .set({ startsAt: new Date(started) })
      .where(eq(examSlots.id, slotId));
    {
      const came = await attendance(slotId, annaId, true);
      expect(came.statusCode, came.body).toBe(200);
      expect(
        came.json<ExamSlotBookingsResponse>().bookings.map((booking) => booking.attended),
      ).toEqual([true, null]);
      // The same again writes nothing; a correction is recorded.
      expect((await attendance(slotId, annaId, true)).statusCode).toBe(200);
      expect((await attendance(slotId, annaId, false)).statusCode).toBe(200);
      const entries = await attendanceAudit();
      expect(
        entries.map((entry) => [entry.entityType, entry.entityId, entry.before, entry.after]),
      ).toEqual([
        [
          'applicant',
          String(annaId),
          { attended: null },
          { attended: true, sittingStartsAt: started },
        ],
        [
          'applicant',
          String(annaId),
          { attended: true },
          { attended: false, sittingStartsAt: started },
        ],
      ]);

      // Bad input and a booking of another sitting: refused, nothing changed.
      expect((await attendance(slotId, annaId, 'yes')).statusCode).toBe(400);
      expect((await attendance(slotId, 999_999, true)).statusCode).toBe(404);
      expect((await attendance(999_999, annaId, true)).statusCode).toBe(404);

      // Two admins at once: one change, one audit entry.
      const davitId = davit?.applicantId ?? 0;
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => attendance(slotId, davitId, false)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      expect(
        (await attendanceAudit()).filter((entry) => entry.entityId === String(davitId)),
      ).toHaveLength(1);
      const [row] = await t.app.db
        .select({ attended: examBookings.attended })
        .from(examBookings)
        .where(eq(examBookings.applicantId, davitId));
      expect(row?.attended).toBe(false);
    }
  });
});

describe('a schedule change racing bookings', () => {
  it('never leaves a sitting with a capacity other than its time’s, nor below its bookings', async () => {
    // Monday 15:00 has no row yet: bookings create it while an admin lowers its capacity.
    const lowered = defaultSchedule();
    lowered.days[0]?.times.splice(1, 1, { time: '15:00', capacity: 1 });
    const [change, ...bookings] = await Promise.all([
      put(lowered),
      ...Array.from({ length: 4 }, () => book(MONDAY_15)),
    ]);

    const row = await slotAt(MONDAY_15);
    const schedule = await currentSchedule();
    const capacity = schedule.days[0]?.times[1]?.capacity;
    if (change.statusCode === 200) {
      expect(capacity).toBe(1);
      expect(row?.capacity).toBe(1);
    } else {
      expect(change.json<ErrorResponse>().message).toBe('ERR_EXAM_CAPACITY_BELOW_BOOKINGS');
      expect(capacity).toBe(5);
    }
    expect(row?.booked).toBe(bookings.filter((status) => status === 201).length);
    expect(row?.booked ?? 0).toBeLessThanOrEqual(row?.capacity ?? 0);
  });
});
