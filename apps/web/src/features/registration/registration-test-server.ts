import {
  type AvailableResponse,
  alreadyExistCodes,
  type CheckResponse,
  type Country,
  registrationEndpoints,
  type WeekDaysResponse,
} from '@academy/contracts';
import { delay } from 'msw';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';

/*
 * The registration calls, answered in component tests: a small country list, a weekly exam
 * schedule, and free slots. Each helper records what the app sent.
 */

export const testCountries: Country[] = [
  { id: 1, code: 'AM', name: 'Armenia' },
  { id: 2, code: 'GE', name: 'Georgia' },
];

/** Exams on Monday, Wednesday and Friday, in Yerevan. */
export const testWeekDays: WeekDaysResponse = {
  timeZone: 'Asia/Yerevan',
  days: [
    { id: 1, weekday: 1, times: ['11:00', '15:00'], capacity: 10 },
    { id: 2, weekday: 3, times: ['11:00'], capacity: 10 },
    { id: 3, weekday: 5, times: ['11:00', '15:00'], capacity: 10 },
  ],
};

/** "Now" in these tests: Wednesday 2 December 2026, noon in Yerevan. */
export const testNow = new Date('2026-12-02T08:00:00.000Z');

/**
 * Friday 4 December has free seats at 11:00 and 15:00; Monday 7 December's only slot is
 * full; the other scheduled days have nothing left.
 */
export const testAvailable: AvailableResponse = {
  '12/04/2026': [
    { dateTime: '2026-12-04T07:00:00.000Z', time: '11:00', freeSeats: 8 },
    { dateTime: '2026-12-04T11:00:00.000Z', time: '15:00', freeSeats: 1 },
  ],
  '12/07/2026': [{ dateTime: '2026-12-07T07:00:00.000Z', time: '11:00', freeSeats: 0 }],
};

/** How long the answers take: long enough to tell a screen drawn before them. */
interface Timing {
  delayMs?: number;
}

export function answerCountries({ delayMs = 0 }: Timing = {}) {
  server.use(
    handle(registrationEndpoints.listCountries, async ({ reply }) => {
      await delay(delayMs);
      return reply(200, testCountries);
    }),
  );
}

export function answerExamSchedule(
  available: AvailableResponse = testAvailable,
  { delayMs = 0 }: Timing = {},
) {
  const queries: Record<string, string>[] = [];
  server.use(
    handle(registrationEndpoints.listWeekDays, async ({ reply }) => {
      await delay(delayMs);
      return reply(200, testWeekDays);
    }),
    handle(registrationEndpoints.listAvailableExamSlots, async ({ request, reply }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      await delay(delayMs);
      return reply(200, available);
    }),
  );
  return queries;
}

/** Answers both uniqueness checks; the values listed are taken. */
export function answerUniquenessChecks(taken: { email?: string[]; phone?: string[] } = {}) {
  const asked = { email: [] as string[], phone: [] as string[] };
  const answer = (field: 'email' | 'phone') =>
    handle(
      field === 'email' ? registrationEndpoints.checkEmail : registrationEndpoints.checkPhone,
      async ({ request, reply }) => {
        const body = (await request.json()) as Record<string, string>;
        const value = body[field] ?? '';
        asked[field].push(value);
        const result: CheckResponse = taken[field]?.includes(value)
          ? { available: false, message: alreadyExistCodes[field] }
          : { available: true };
        return reply(200, result);
      },
    );
  server.use(answer('email'), answer('phone'));
  return asked;
}
