import type {
  AvailableResponse,
  Country,
  ErrorResponse,
  WeekDaysResponse,
} from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examSlots } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createExamSchedule, testClock } from '../../test/builders.js';
import { statementRecorder } from '../../test/statements.js';

/*
 * The clock stands at Saturday 2026-11-21 08:00Z (12:00 in Yerevan). The schedule: Monday
 * 11:00 and 15:00, Saturday 12:00, five seats each, Asia/Yerevan (UTC+4).
 */
const clock = testClock('2026-11-21T08:00:00.000Z');
const recorder = statementRecorder();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now, queryLogger: recorder.logger });
  await createExamSchedule(t.app);
});

afterAll(async () => {
  await t.close();
});

const available = (query: string) =>
  t.app.inject({ method: 'GET', url: `/v1/week-days/available${query}` });

describe('GET /v1/countries', () => {
  it('lists every country sorted by name, publicly', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/countries' });
    expect(response.statusCode).toBe(200);
    const list = response.json<Country[]>();
    expect(list).toHaveLength(249);
    const names = list.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names.indexOf('Åland Islands')).toBeLessThan(names.indexOf('Albania'));
    expect(list).toContainEqual({ id: expect.any(Number), code: 'AM', name: 'Armenia' });
  });

  it('reads the list once per process: it changes only with a release', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/v1/countries' });
    const again = await recorder.during(async () => {
      const response = await t.app.inject({ method: 'GET', url: '/v1/countries' });
      expect(response.body).toBe(first.body);
      expect(response.headers.etag).toBe(first.headers.etag);
    });
    expect(again).toEqual([]);
  });
});

describe('GET /v1/week-days', () => {
  it('answers the weekly schedule and its time zone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/week-days' });
    expect(response.statusCode).toBe(200);
    const body = response.json<WeekDaysResponse>();
    expect(body.timeZone).toBe('Asia/Yerevan');
    expect(body.days.map(({ weekday, times, capacity }) => ({ weekday, times, capacity }))).toEqual(
      [
        { weekday: 1, times: ['11:00', '15:00'], capacity: 5 },
        { weekday: 6, times: ['12:00'], capacity: 5 },
      ],
    );
  });
});

describe('GET /v1/week-days/available', () => {
  it('groups free sittings by MM/DD/YYYY, in UTC and local time', async () => {
    const response = await available('?from=2026-11-22&to=2026-11-30');
    expect(response.statusCode).toBe(200);
    expect(response.json<AvailableResponse>()).toEqual({
      '11/23/2026': [
        { dateTime: '2026-11-23T07:00:00.000Z', time: '11:00', freeSeats: 5 },
        { dateTime: '2026-11-23T11:00:00.000Z', time: '15:00', freeSeats: 5 },
      ],
      '11/28/2026': [{ dateTime: '2026-11-28T08:00:00.000Z', time: '12:00', freeSeats: 5 }],
      '11/30/2026': [
        { dateTime: '2026-11-30T07:00:00.000Z', time: '11:00', freeSeats: 5 },
        { dateTime: '2026-11-30T11:00:00.000Z', time: '15:00', freeSeats: 5 },
      ],
    });
  });

  it('leaves out past sittings and those within the 12-hour lead time', async () => {
    // Today's 12:00 is now; Monday 11:00 is 23 hours ahead.
    const today = await available('?from=2026-11-16&to=2026-11-23');
    expect(Object.keys(today.json<AvailableResponse>())).toEqual(['11/23/2026']);

    clock.set('2026-11-22T19:00:01.000Z'); // Monday 07:00Z is 11h59m59s away
    try {
      const body = (await available('?from=2026-11-23&to=2026-11-23')).json<AvailableResponse>();
      expect(body['11/23/2026']?.map((slot) => slot.time)).toEqual(['15:00']);
    } finally {
      clock.set('2026-11-21T08:00:00.000Z');
    }
  });

  it('counts booked seats and leaves out full sittings', async () => {
    await t.app.db.insert(examSlots).values([
      { startsAt: new Date('2026-12-07T07:00:00.000Z'), capacity: 5, booked: 5 },
      { startsAt: new Date('2026-12-07T11:00:00.000Z'), capacity: 5, booked: 3 },
    ]);
    const body = (await available('?from=2026-12-07&to=2026-12-07')).json<AvailableResponse>();
    expect(body).toEqual({
      '12/07/2026': [{ dateTime: '2026-12-07T11:00:00.000Z', time: '15:00', freeSeats: 2 }],
    });
  });

  it('answers an empty object when nothing is free', async () => {
    const response = await available('?from=2026-11-24&to=2026-11-27');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('accepts 62 days', async () => {
    const response = await available('?from=2026-11-22&to=2027-01-22');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<AvailableResponse>()).length).toBeGreaterThan(10);
  });

  it.each([
    ['', 'from'],
    ['?from=2026-11-22', 'to'],
    ['?from=2026-11-30&to=2026-11-22', 'to'],
    ['?from=2026-11-22&to=2027-01-23', 'to'],
    ['?from=11/22/2026&to=11/30/2026', 'from'],
    ['?from=2026-11-22&to=2026-11-30&extra=1', 'extra'],
  ])('answers 400 ERR_VALIDATION for %j', async (query, field) => {
    const response = await available(query);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorResponse>();
    expect(body.message).toBe('ERR_VALIDATION');
    expect(body.errors?.map((error) => error.field)).toContain(field);
  });
});

describe('caching of the lists the sign-up form reads', () => {
  const get = (url: string, etag?: string) =>
    t.app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

  it.each([
    '/v1/countries',
    '/v1/week-days',
    '/v1/week-days/available?from=2026-12-14&to=2026-12-20',
  ])('%s answers an ETag, and 304 without a body to a client that holds that copy', async (url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get(url)).headers.etag).toBe(etag);

    const unchanged = await get(url, String(etag));
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect((await get(url, `W/${etag}, "other"`)).statusCode).toBe(304);
    expect((await get(url, '"other"')).statusCode).toBe(200);
  });

  it('keeps countries for an hour and has the calendar asked again every time', async () => {
    expect((await get('/v1/countries')).headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('/v1/week-days')).headers['cache-control']).toBe('no-cache');
    expect((await available('?from=2026-12-14&to=2026-12-20')).headers['cache-control']).toBe(
      'no-cache',
    );
  });

  it('changes the calendar ETag when a seat is taken', async () => {
    const url = '/v1/week-days/available?from=2026-12-21&to=2026-12-21';
    const before = await get(url);
    await t.app.db
      .insert(examSlots)
      .values({ startsAt: new Date('2026-12-21T07:00:00.000Z'), capacity: 5, booked: 1 });
    const after = await get(url, String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<AvailableResponse>()['12/21/2026']?.[0]?.freeSeats).toBe(4);
  });
});
