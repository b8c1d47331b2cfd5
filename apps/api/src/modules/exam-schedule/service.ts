import {
  type AvailableQuery,
  type AvailableResponse,
  toMonthDayYear,
  type WeekDaysResponse,
} from '@academy/contracts';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createExamScheduleRepository } from './repository.js';
import { BOOKING_LEAD_MS, isBookable, scheduledSlots } from './slots.js';

export function createExamScheduleService(deps: { db: Database; now: Clock }) {
  const repository = createExamScheduleRepository(deps.db);
  return {
    /** The weekly schedule. A day's capacity is the largest of its times' (they usually agree). */
    async weekDays(): Promise<WeekDaysResponse> {
      const [timeZone, days] = [await repository.timeZone(), await repository.weekDays()];
      return {
        timeZone,
        days: days.map((day) => ({
          id: day.id,
          weekday: day.weekday,
          times: day.times.map((slot) => slot.time),
          capacity: Math.max(...day.times.map((slot) => slot.capacity)),
        })),
      };
    },

    /**
     * Sittings on the local dates `from`…`to` that can still be booked and have a free seat,
     * grouped by `MM/DD/YYYY`. Dates without such a sitting are left out.
     */
    async available(query: AvailableQuery): Promise<AvailableResponse> {
      const { schedule, taken } = await repository.availability(query.from, query.to);
      const now = deps.now();
      const slots = scheduledSlots(schedule, query.from, query.to).filter((slot) =>
        isBookable(slot, now),
      );

      const result: AvailableResponse = {};
      for (const slot of slots) {
        const row = taken.get(slot.startsAt.getTime());
        // A cancelled sitting's time is never offered again.
        if (row?.cancelled) continue;
        const freeSeats = row ? row.capacity - row.booked : slot.capacity;
        if (freeSeats <= 0) continue;
        const key = toMonthDayYear(slot.date);
        const group = result[key] ?? [];
        group.push({ dateTime: slot.startsAt.toISOString(), time: slot.time, freeSeats });
        result[key] = group;
      }
      return result;
    },
  };
}

/**
 * The first instant (epoch ms) at which the passing of time alone changes an `available`
 * answer: when its earliest sitting stops being bookable. A sitting left out for its time
 * is never bookable later, and one left out for want of seats stays out (`isBookable`).
 */
export function availableChangesAt(answer: AvailableResponse): number {
  let earliest = Number.POSITIVE_INFINITY;
  for (const sittings of Object.values(answer)) {
    for (const sitting of sittings) earliest = Math.min(earliest, Date.parse(sitting.dateTime));
  }
  return earliest - BOOKING_LEAD_MS + 1;
}
