import type { AvailableResponse, WeekDaysResponse } from '@academy/contracts';
import { aRegistrationRequest } from '@academy/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { examBookings, examScheduleSettings, examSlots } from '../../db/schema/index.js';
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
import { statementRecorder } from '../../test/statements.js';
import { waitUntil } from '../../test/wait-until.js';

/*
 * The public calendar from memory (calendar-copies.ts, migration 0016), on the embedded
 * database and on PostgreSQL: each answer is read once and then kept, and a booking, staff's
 * edit of the schedule, a write straight to the tables, and the passing of the time apply
 * to the very next read.
 *
 * The clock stands at Saturday 2026-11-21 08:00Z (12:00 in Yerevan). The schedule: Monday
 * 11:00 and 15:00, Saturday 12:00, five seats each, Asia/Yerevan (UTC+4).
 */
const START = '2026-11-21T08:00:00.000Z';
const MONDAY_11 = '2026-11-23T07:00:00.000Z';
const MONDAY_15 = '2026-11-23T11:00:00.000Z';
const WEEK = '/v1/week-days/available?from=2026-11-22&to=2026-11-28';
const clock = testClock(START);
const recorder = statementRecorder();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now, queryLogger: recorder.logger });
});

beforeEach(async () => {
  clock.set(START);
  await t.app.db.delete(examBookings);
  await t.app.db.delete(examSlots);
  await createExamSchedule(t.app);
});

afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const statementsOf = (url: string) => recorder.during(() => get(url));

/** Each sitting of the week as `dateTime seats`. */
async function week(): Promise<string[]> {
  const response = await get(WEEK);
  expect(response.statusCode).toBe(200);
  return Object.values(response.json<AvailableResponse>()).flatMap((sittings) =>
    sittings.map((sitting) => `${sitting.dateTime} ${sitting.freeSeats}`),
  );
}

const fullWeek = [`${MONDAY_11} 5`, `${MONDAY_15} 5`, '2026-11-28T08:00:00.000Z 5'];

describe('the exam calendar from memory', () => {
  it.each([WEEK, '/v1/week-days'])('reads %s once, then answers from memory', async (url) => {
    const first = await get(url);
    // On PostgreSQL the app's listener connects in the background: on a busy machine the
    // first test may start before it listens, and copies are kept only while it does.
    await waitUntil('an answer from memory', async () => (await statementsOf(url)).length === 0);
    const again = await get(url);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('applies a booking through the API to the next read, and changes the ETag', async () => {
    expect(await week()).toEqual(fullWeek);
    const before = (await get(WEEK)).headers.etag;
    const booked = await register(
      t.app,
      aRegistrationRequest({ countryId: await countryId(t.app), testDateTime: MONDAY_11 }),
    );
    expect(booked.statusCode).toBe(201);
    expect(await week()).toEqual([`${MONDAY_11} 4`, fullWeek[1], fullWeek[2]]);
    expect((await get(WEEK)).headers.etag).not.toBe(before);
  });

  it("applies staff's edit of the schedule through the API to the next read", async () => {
    expect(await week()).toEqual(fullWeek);
    const weekDays = (await get('/v1/week-days')).json<WeekDaysResponse>();
    expect(weekDays.days.map((day) => day.weekday)).toEqual([1, 6]);

    const admin = await createUser(t.app, { role: 'admin' });
    const { accessToken } = await login(t.app, admin);
    const edited = await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/exam-schedule',
      headers: bearer(accessToken),
      payload: {
        timeZone: 'Asia/Yerevan',
        days: [{ weekday: 1, times: [{ time: '15:00', capacity: 3 }] }],
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(await week()).toEqual([`${MONDAY_15} 3`]);
    const after = (await get('/v1/week-days')).json<WeekDaysResponse>();
    expect(after.days.map((day) => [day.weekday, day.times, day.capacity])).toEqual([
      [1, ['15:00'], 3],
    ]);
  });

  it('applies writes straight to the tables to the next read', async () => {
    expect(await week()).toEqual(fullWeek);
    await t.app.db
      .insert(examSlots)
      .values({ startsAt: new Date(MONDAY_15), capacity: 5, booked: 5 });
    expect(await week()).toEqual([fullWeek[0], fullWeek[2]]);

    await t.app.db
      .update(examSlots)
      .set({ booked: 2 })
      .where(eq(examSlots.startsAt, new Date(MONDAY_15)));
    expect(await week()).toEqual([fullWeek[0], `${MONDAY_15} 3`, fullWeek[2]]);

    await t.app.db
      .update(examScheduleSettings)
      .set({ timeZone: 'UTC' })
      .where(eq(examScheduleSettings.id, 1));
    // 11:00 UTC is the sitting booked above (Yerevan's 15:00), with its three free seats.
    expect(await week()).toEqual([
      '2026-11-23T11:00:00.000Z 3',
      '2026-11-23T15:00:00.000Z 5',
      '2026-11-28T12:00:00.000Z 5',
    ]);
  });

  it('reads again when the time alone takes away the first sitting, and not before', async () => {
    expect(await week()).toEqual(fullWeek);
    // Monday 07:00Z can be booked until 12 hours before: Sunday 19:00Z.
    clock.set('2026-11-22T19:00:00.000Z');
    expect(await statementsOf(WEEK)).toHaveLength(0);
    expect(await week()).toEqual(fullWeek);

    clock.set('2026-11-22T19:00:00.001Z');
    expect(await statementsOf(WEEK)).toHaveLength(1);
    expect(await week()).toEqual(fullWeek.slice(1));
  });

  it('reads again when the clock is set back before the read', async () => {
    clock.set('2026-11-22T19:00:00.001Z');
    expect(await week()).toEqual(fullWeek.slice(1));
    clock.set(START);
    expect(await statementsOf(WEEK)).toHaveLength(1);
    expect(await week()).toEqual(fullWeek);
  });
});
