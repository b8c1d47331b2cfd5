import {
  calendarDates,
  dateInTimeZone,
  EXAM_BOOKING_LEAD_HOURS,
  isoWeekday,
} from '@academy/contracts';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { LRUCache } from 'lru-cache';

dayjs.extend(utc);
dayjs.extend(timezone);

/*
 * Exam sittings are not stored ahead of time: they follow from the weekly schedule (week
 * day × local start time × seats) in the academy's time zone. These pure functions turn the
 * schedule into concrete instants; a slot row is written only once somebody books it.
 */

/** One start time of the weekly schedule. */
export interface ScheduleEntry {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** Local `HH:mm`. */
  time: string;
  capacity: number;
}

export interface ExamSchedule {
  /** IANA zone in which week days and times are meant. */
  timeZone: string;
  entries: ScheduleEntry[];
}

/** A concrete sitting the schedule produces. */
export interface ScheduledSlot {
  startsAt: Date;
  /** Local calendar date `YYYY-MM-DD` in the schedule's zone. */
  date: string;
  /** Local `HH:mm`. */
  time: string;
  /** The ISO weekday of `date`. */
  weekday: number;
  capacity: number;
}

/** How long an exam sitting lasts (its calendar entry). */
export const EXAM_DURATION_MINUTES = 60;

export const BOOKING_LEAD_MS = EXAM_BOOKING_LEAD_HOURS * 60 * 60 * 1000;

/**
 * Local date and time → instant (epoch ms) in a time zone, null when that local time does
 * not exist there (a daylight-saving jump). Time-zone arithmetic is the calendar's main cost
 * (ARCHITECTURE.md, "Speed and memory"), and the same few dates and times are asked again
 * and again, so answers are kept: a time zone's rules do not change while the process runs.
 */
const localInstants = new LRUCache<string, number | 'none'>({ max: 8192 });

function localInstant(date: string, time: string, timeZone: string): number | null {
  const key = `${timeZone} ${date} ${time}`;
  let instant = localInstants.get(key);
  if (instant === undefined) {
    const local = dayjs.tz(`${date} ${time}`, timeZone);
    instant = local.format('YYYY-MM-DD HH:mm') === `${date} ${time}` ? local.valueOf() : 'none';
    localInstants.set(key, instant);
  }
  return instant === 'none' ? null : instant;
}

/**
 * Every sitting on the local calendar dates `from`…`to` (inclusive), in time order. A local
 * time that does not exist on a day (a daylight-saving jump) yields no sitting that day.
 */
export function scheduledSlots(schedule: ExamSchedule, from: string, to: string): ScheduledSlot[] {
  const slots: ScheduledSlot[] = [];
  for (const date of calendarDates(from, to)) {
    const weekday = isoWeekday(date);
    for (const entry of schedule.entries) {
      if (entry.weekday !== weekday) continue;
      const startsAt = localInstant(date, entry.time, schedule.timeZone);
      if (startsAt === null) continue;
      slots.push({
        startsAt: new Date(startsAt),
        date,
        time: entry.time,
        weekday,
        capacity: entry.capacity,
      });
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/**
 * The sitting that starts exactly at `instant`, or null when the schedule has none then.
 * Computed with scheduledSlots, so only instants that were (or would be) offered match.
 */
export function scheduledSlotAt(schedule: ExamSchedule, instant: Date): ScheduledSlot | null {
  if (Number.isNaN(instant.getTime())) return null;
  const date = dateInTimeZone(schedule.timeZone, instant);
  return (
    scheduledSlots(schedule, date, date).find(
      (slot) => slot.startsAt.getTime() === instant.getTime(),
    ) ?? null
  );
}

/** Whether a sitting may still be booked: it starts at least the lead time after `now`. */
export function isBookable(slot: Pick<ScheduledSlot, 'startsAt'>, now: Date): boolean {
  return slot.startsAt.getTime() - now.getTime() >= BOOKING_LEAD_MS;
}

/** The instant a local calendar date begins in a time zone (its first existing minute). */
export function localDayStart(date: string, timeZone: string): Date {
  return dayjs.tz(`${date} 00:00`, timeZone).toDate();
}

/** An instant's local calendar date `YYYY-MM-DD` and time `HH:mm` in a time zone. */
export function localDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const local = dayjs(instant).tz(timeZone);
  return { date: local.format('YYYY-MM-DD'), time: local.format('HH:mm') };
}
