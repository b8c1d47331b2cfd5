import { DEFAULT_TIME_ZONE } from '@academy/contracts';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  examScheduleSettings,
  examSlots,
  examWeekDays,
  examWeekDayTimes,
} from '../../db/schema/index.js';
import type { ExamSchedule } from './slots.js';

export interface WeekDayRow {
  id: number;
  weekday: number;
  times: { time: string; capacity: number }[];
}

export function createExamScheduleRepository(db: Executor) {
  return {
    async timeZone(): Promise<string> {
      const [row] = await db
        .select({ timeZone: examScheduleSettings.timeZone })
        .from(examScheduleSettings)
        .where(eq(examScheduleSettings.id, 1));
      return row?.timeZone ?? DEFAULT_TIME_ZONE;
    },

    /** The weekly schedule's days with their start times, Monday first, times in order. */
    async weekDays(): Promise<WeekDayRow[]> {
      const rows = await db
        .select({
          id: examWeekDays.id,
          weekday: examWeekDays.weekday,
          time: examWeekDayTimes.time,
          capacity: examWeekDayTimes.capacity,
        })
        .from(examWeekDays)
        .innerJoin(examWeekDayTimes, eq(examWeekDayTimes.weekDayId, examWeekDays.id))
        .orderBy(asc(examWeekDays.weekday), asc(examWeekDayTimes.time));
      const days = new Map<number, WeekDayRow>();
      for (const row of rows) {
        const day = days.get(row.id) ?? { id: row.id, weekday: row.weekday, times: [] };
        day.times.push({ time: row.time, capacity: row.capacity });
        days.set(row.id, day);
      }
      return [...days.values()];
    },

    async schedule(): Promise<ExamSchedule> {
      const [timeZone, days] = [await this.timeZone(), await this.weekDays()];
      return {
        timeZone,
        entries: days.flatMap((day) =>
          day.times.map((slot) => ({ weekday: day.weekday, ...slot })),
        ),
      };
    },

    /** Seats taken in sittings that start within [from, to). */
    async bookedSeats(
      from: Date,
      to: Date,
    ): Promise<Map<number, { capacity: number; booked: number }>> {
      const rows = await db
        .select({
          startsAt: examSlots.startsAt,
          capacity: examSlots.capacity,
          booked: examSlots.booked,
        })
        .from(examSlots)
        .where(and(gte(examSlots.startsAt, from), lt(examSlots.startsAt, to)));
      return new Map(rows.map((row) => [row.startsAt.getTime(), row]));
    },

    /**
     * Takes one seat of the sitting at `startsAt`, creating its row (with the schedule's
     * capacity) on first use. The seat is taken by one conditional UPDATE, which PostgreSQL
     * runs under the row's lock: however many requests race, `booked` never passes
     * `capacity`. Null when the sitting is full.
     */
    async takeSeat(startsAt: Date, capacity: number): Promise<number | null> {
      await db.insert(examSlots).values({ startsAt, capacity }).onConflictDoNothing({
        target: examSlots.startsAt,
      });
      const [row] = await db
        .update(examSlots)
        .set({ booked: sql`${examSlots.booked} + 1` })
        .where(and(eq(examSlots.startsAt, startsAt), lt(examSlots.booked, examSlots.capacity)))
        .returning({ id: examSlots.id });
      return row?.id ?? null;
    },
  };
}

export type ExamScheduleRepository = ReturnType<typeof createExamScheduleRepository>;
