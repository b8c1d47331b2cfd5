import { DEFAULT_TIME_ZONE } from '@academy/contracts';
import { and, asc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { jsonRows } from '../../db/json-rows.js';
import { preparedStatement } from '../../db/prepared.js';
import {
  applicants,
  examBookings,
  examScheduleSettings,
  examSlots,
  examWeekDays,
  examWeekDayTimes,
  users,
} from '../../db/schema/index.js';
import type { ExamSchedule, ScheduleEntry } from './slots.js';

export interface WeekDayRow {
  id: number;
  weekday: number;
  times: { time: string; capacity: number }[];
}

/*
 * The reads behind the public calendar (GET week-days, and week-days/available's
 * `availabilityRead` below), prepared once (db/prepared.ts).
 */
const timeZoneRead = preparedStatement('exam_schedule_time_zone', (db, name) =>
  db
    .select({ timeZone: examScheduleSettings.timeZone })
    .from(examScheduleSettings)
    .where(eq(examScheduleSettings.id, 1))
    .prepare(name),
);

const weekDaysRead = preparedStatement('exam_schedule_week_days', (db, name) =>
  db
    .select({
      id: examWeekDays.id,
      weekday: examWeekDays.weekday,
      time: examWeekDayTimes.time,
      capacity: examWeekDayTimes.capacity,
    })
    .from(examWeekDays)
    .innerJoin(examWeekDayTimes, eq(examWeekDayTimes.weekDayId, examWeekDays.id))
    .orderBy(asc(examWeekDays.weekday), asc(examWeekDayTimes.time))
    .prepare(name),
);

/** The schedule's time zone, or the default while none was set (a subquery for any statement). */
export const scheduleTimeZone = sql<string>`coalesce((select ${examScheduleSettings.timeZone} from ${examScheduleSettings} where ${eq(examScheduleSettings.id, 1)}), ${DEFAULT_TIME_ZONE})`;

/** The instant a local date (placeholder, `YYYY-MM-DD`) plus `days` begins in the schedule's zone. */
const localDayStart = (date: string, days: number) =>
  sql`((${sql.placeholder(date)}::date + ${sql.raw(String(days))})::timestamp at time zone ${scheduleTimeZone})`;

/**
 * What the public calendar needs for the local dates `from`…`to`, in one statement: the
 * time zone, the weekly times, and the seats taken in the sittings of those dates (a sitting
 * has a row once somebody booked it).
 */
const availabilityRead = preparedStatement('exam_schedule_availability', (db, name) =>
  db
    .select({
      timeZone: scheduleTimeZone,
      entries: sql<unknown>`(select ${jsonRows(
        {
          weekday: examWeekDays.weekday,
          time: examWeekDayTimes.time,
          capacity: examWeekDayTimes.capacity,
        },
        sql`${examWeekDays.weekday}, ${examWeekDayTimes.time}`,
      )} from ${examWeekDays} inner join ${examWeekDayTimes} on ${eq(examWeekDayTimes.weekDayId, examWeekDays.id)})`,
      booked: sql<unknown>`(select ${jsonRows(
        {
          startsAt: examSlots.startsAt,
          capacity: examSlots.capacity,
          booked: examSlots.booked,
          cancelled: sql`${examSlots.cancelledAt} is not null`,
        },
        sql`${examSlots.startsAt}`,
      )} from ${examSlots} where ${examSlots.startsAt} >= ${localDayStart('from', 0)} and ${examSlots.startsAt} < ${localDayStart('to', 1)})`,
    })
    .from(sql`(select 1) as one`)
    .prepare(name),
);

export function createExamScheduleRepository(db: Executor) {
  return {
    async timeZone(): Promise<string> {
      const [row] = await timeZoneRead(db).execute();
      return row?.timeZone ?? DEFAULT_TIME_ZONE;
    },

    /** The weekly schedule's days with their start times, Monday first, times in order. */
    async weekDays(): Promise<WeekDayRow[]> {
      const rows = await weekDaysRead(db).execute();
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

    /**
     * The schedule and the seats taken on the local dates `from`…`to` (`YYYY-MM-DD`), keyed by
     * the sitting's start (epoch ms): one statement (`availabilityRead`).
     */
    async availability(
      from: string,
      to: string,
    ): Promise<{
      schedule: ExamSchedule;
      taken: Map<number, { capacity: number; booked: number; cancelled: boolean }>;
    }> {
      const [row] = await availabilityRead(db).execute({ from, to });
      const booked = (row?.booked ?? []) as {
        startsAt: string;
        capacity: number;
        booked: number;
        cancelled: boolean;
      }[];
      return {
        schedule: {
          timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
          entries: (row?.entries ?? []) as ScheduleEntry[],
        },
        taken: new Map(booked.map((slot) => [Date.parse(slot.startsAt), slot])),
      };
    },

    /**
     * The schedule as a booking must read it: under a share lock of the settings row, which
     * PUT admin/exam-schedule takes exclusively (`lockForChange`). A booking therefore sees
     * either the schedule before a change or the one after it, never copies a capacity the
     * change is replacing into a new sitting, and never books a time the change removes.
     * Bookings do not block one another.
     */
    async scheduleForBooking(): Promise<ExamSchedule> {
      await db
        .select({ id: examScheduleSettings.id })
        .from(examScheduleSettings)
        .where(eq(examScheduleSettings.id, 1))
        .for('share');
      return this.schedule();
    },

    /**
     * Takes the schedule for a change, exclusively, until the transaction ends: waits for the
     * bookings that read it (`scheduleForBooking`) and for another admin's change.
     */
    async lockForChange(): Promise<void> {
      await db.insert(examScheduleSettings).values({ id: 1 }).onConflictDoNothing();
      await db
        .select({ id: examScheduleSettings.id })
        .from(examScheduleSettings)
        .where(eq(examScheduleSettings.id, 1))
        .for('update');
    },

    /** Replaces the time zone, the week days and their times. */
    async replaceSchedule(timeZone: string, entries: ScheduleEntry[]): Promise<void> {
      await db
        .update(examScheduleSettings)
        .set({ timeZone, updatedAt: new Date() })
        .where(eq(examScheduleSettings.id, 1));
      // The times go with their days (on delete cascade).
      await db.delete(examWeekDays);
      for (const weekday of new Set(entries.map((entry) => entry.weekday))) {
        const [day] = await db
          .insert(examWeekDays)
          .values({ weekday })
          .returning({ id: examWeekDays.id });
        if (!day) throw new Error('Week day insert returned no row');
        await db
          .insert(examWeekDayTimes)
          .values(
            entries
              .filter((entry) => entry.weekday === weekday)
              .map(({ time, capacity }) => ({ weekDayId: day.id, time, capacity })),
          );
      }
    },

    /**
     * The sittings that start after `now`, locked (`for update`) until the transaction ends:
     * no seat can be taken in them while a change decides their capacity.
     */
    async lockSlotsAfter(now: Date): Promise<SlotRow[]> {
      return db
        .select(slotColumns)
        .from(examSlots)
        .where(gt(examSlots.startsAt, now))
        .orderBy(asc(examSlots.startsAt))
        .for('update');
    },

    /** The sittings with a row that start after `now`, in time order. */
    async slotsAfter(now: Date): Promise<SlotRow[]> {
      return db
        .select(slotColumns)
        .from(examSlots)
        .where(gt(examSlots.startsAt, now))
        .orderBy(asc(examSlots.startsAt));
    },

    async setSlotCapacity(id: number, capacity: number): Promise<void> {
      await db.update(examSlots).set({ capacity }).where(eq(examSlots.id, id));
    },

    /** The sittings with a row that start within [from, to), in time order. */
    async slotsBetween(from: Date, to: Date): Promise<SlotRow[]> {
      return db
        .select(slotColumns)
        .from(examSlots)
        .where(and(gte(examSlots.startsAt, from), lt(examSlots.startsAt, to)))
        .orderBy(asc(examSlots.startsAt));
    },

    async slotById(id: number): Promise<SlotRow | null> {
      const [row] = await db.select(slotColumns).from(examSlots).where(eq(examSlots.id, id));
      return row ?? null;
    },

    /**
     * Sittings by id, locked (`for update`) in id order until the transaction ends: two
     * changes that lock the same two sittings wait for each other rather than deadlock.
     */
    async lockSlots(ids: number[]): Promise<SlotRow[]> {
      return db
        .select(slotColumns)
        .from(examSlots)
        .where(inArray(examSlots.id, ids))
        .orderBy(asc(examSlots.id))
        .for('update');
    },

    /** The row of the sitting at `startsAt`, made with `capacity` when it has none yet: its id. */
    async ensureSlot(startsAt: Date, capacity: number): Promise<number> {
      await db.insert(examSlots).values({ startsAt, capacity }).onConflictDoNothing({
        target: examSlots.startsAt,
      });
      const [row] = await db
        .select({ id: examSlots.id })
        .from(examSlots)
        .where(eq(examSlots.startsAt, startsAt));
      if (!row) throw new Error('Sitting row missing after insert');
      return row.id;
    },

    /**
     * A sitting's bookings with what their mails need, locked (`for update`) until the
     * transaction ends, first booked first.
     */
    async lockBookingsOf(slotId: number): Promise<ChangedBooking[]> {
      return db
        .select({
          bookingId: examBookings.id,
          calendarSequence: examBookings.calendarSequence,
          applicantId: applicants.id,
          status: applicants.status,
          courseType: applicants.courseType,
          userId: users.id,
          email: users.email,
          fullName: users.fullName,
          language: users.language,
        })
        .from(examBookings)
        .innerJoin(applicants, eq(applicants.id, examBookings.applicantId))
        .innerJoin(users, eq(users.id, applicants.userId))
        .where(eq(examBookings.slotId, slotId))
        .orderBy(asc(examBookings.createdAt), asc(examBookings.id))
        .for('update', { of: examBookings });
    },

    /**
     * Cancels a sitting: its bookings go, its applicants keep it as the sitting cancelled
     * for them, and the row stays as the record that its time is never booked again.
     */
    async cancelSlot(slotId: number, reason: string, at: Date): Promise<void> {
      await db.delete(examBookings).where(eq(examBookings.slotId, slotId));
      await db
        .update(examSlots)
        .set({ booked: 0, cancelledAt: at, cancelReason: reason })
        .where(eq(examSlots.id, slotId));
    },

    /** Marks the applicants whose sitting was cancelled, until they book another. */
    async markSittingCancelled(applicantIds: number[], slotId: number): Promise<void> {
      if (applicantIds.length === 0) return;
      await db
        .update(applicants)
        .set({ cancelledSlotId: slotId })
        .where(inArray(applicants.id, applicantIds));
    },

    /**
     * Moves every booking of one sitting to another (both locked by the caller), each
     * calendar entry one revision on; the old sitting is left cancelled with the reason.
     */
    async moveBookings(from: SlotRow, to: SlotRow, reason: string, at: Date): Promise<void> {
      await db
        .update(examSlots)
        .set({ booked: 0, cancelledAt: at, cancelReason: reason })
        .where(eq(examSlots.id, from.id));
      await db
        .update(examSlots)
        .set({ booked: sql`${examSlots.booked} + ${from.booked}` })
        .where(eq(examSlots.id, to.id));
      await db
        .update(examBookings)
        .set({ slotId: to.id, calendarSequence: sql`${examBookings.calendarSequence} + 1` })
        .where(eq(examBookings.slotId, from.id));
    },

    /**
     * Moves one booking to another sitting (both rows locked by the caller, the target with
     * a free seat): its seat given back, one taken there, its calendar entry one revision on.
     */
    async moveBooking(bookingId: number, fromId: number, toId: number): Promise<void> {
      await db
        .update(examSlots)
        .set({ booked: sql`${examSlots.booked} - 1` })
        .where(eq(examSlots.id, fromId));
      await db
        .update(examSlots)
        .set({ booked: sql`${examSlots.booked} + 1` })
        .where(eq(examSlots.id, toId));
      await db
        .update(examBookings)
        .set({ slotId: toId, calendarSequence: sql`${examBookings.calendarSequence} + 1` })
        .where(eq(examBookings.id, bookingId));
    },

    /**
     * An applicant's booking of the sitting with the sitting's start, locked until the
     * transaction ends; null when they did not book it.
     */
    async lockBooking(slotId: number, applicantId: number) {
      const [row] = await db
        .select({
          id: examBookings.id,
          attended: examBookings.attended,
          startsAt: examSlots.startsAt,
        })
        .from(examBookings)
        .innerJoin(examSlots, eq(examSlots.id, examBookings.slotId))
        .where(and(eq(examBookings.slotId, slotId), eq(examBookings.applicantId, applicantId)))
        .for('update', { of: examBookings });
      return row ?? null;
    },

    async setAttendance(bookingId: number, attended: boolean, at: Date): Promise<void> {
      await db
        .update(examBookings)
        .set({ attended, attendanceRecordedAt: at })
        .where(eq(examBookings.id, bookingId));
    },

    /** Who booked a sitting, first booked first. */
    async bookingsOf(slotId: number): Promise<BookingRow[]> {
      return db
        .select({
          applicantId: applicants.id,
          fullName: users.fullName,
          email: users.email,
          phone: users.phone,
          courseType: applicants.courseType,
          emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
          status: applicants.status,
          bookedAt: examBookings.createdAt,
          attended: examBookings.attended,
        })
        .from(examBookings)
        .innerJoin(applicants, eq(applicants.id, examBookings.applicantId))
        .innerJoin(users, eq(users.id, applicants.userId))
        .where(eq(examBookings.slotId, slotId))
        .orderBy(asc(examBookings.createdAt), asc(examBookings.id));
    },

    /**
     * Takes one seat of the sitting at `startsAt`, creating its row (with the schedule's
     * capacity) on first use. The seat is taken by one conditional UPDATE, which PostgreSQL
     * runs under the row's lock: however many requests race, `booked` never passes
     * `capacity`. Null when the sitting is full or cancelled.
     */
    async takeSeat(startsAt: Date, capacity: number): Promise<number | null> {
      await db.insert(examSlots).values({ startsAt, capacity }).onConflictDoNothing({
        target: examSlots.startsAt,
      });
      const [row] = await db
        .update(examSlots)
        .set({ booked: sql`${examSlots.booked} + 1` })
        .where(
          and(
            eq(examSlots.startsAt, startsAt),
            lt(examSlots.booked, examSlots.capacity),
            isNull(examSlots.cancelledAt),
          ),
        )
        .returning({ id: examSlots.id });
      return row?.id ?? null;
    },
  };
}

/** A concrete sitting's row: it exists once somebody booked it. */
export interface SlotRow {
  id: number;
  startsAt: Date;
  capacity: number;
  booked: number;
  cancelledAt: Date | null;
  cancelReason: string | null;
}

/** A booking of a sitting that changes, with what its applicant's mail needs. */
export interface ChangedBooking {
  bookingId: number;
  calendarSequence: number;
  applicantId: number;
  status: 'pending' | 'admitted' | 'rejected';
  courseType: 'online' | 'offline';
  userId: number;
  email: string;
  fullName: string;
  language: 'en' | 'ru';
}

export interface BookingRow {
  applicantId: number;
  fullName: string;
  email: string;
  phone: string | null;
  courseType: 'online' | 'offline';
  emailVerified: boolean;
  status: 'pending' | 'admitted' | 'rejected';
  bookedAt: Date;
  attended: boolean | null;
}

const slotColumns = {
  id: examSlots.id,
  startsAt: examSlots.startsAt,
  capacity: examSlots.capacity,
  booked: examSlots.booked,
  cancelledAt: examSlots.cancelledAt,
  cancelReason: examSlots.cancelReason,
};

export type ExamScheduleRepository = ReturnType<typeof createExamScheduleRepository>;
