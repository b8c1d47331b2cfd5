import {
  addDays,
  dateInTimeZone,
  EXAM_SLOTS_DEFAULT_DAYS,
  type ExamScheduleRequest,
  type ExamScheduleResponse,
  type ExamSlot,
  type ExamSlotBookingsResponse,
  type ExamSlotsQuery,
  type ExamSlotsResponse,
  type FieldError,
} from '@academy/contracts';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, HttpError, notFound } from '../../lib/http-error.js';
import { recordAudit } from '../audit/index.js';
import { createExamScheduleRepository, type SlotRow } from './repository.js';
import {
  type ExamSchedule,
  localDateTime,
  localDayStart,
  type ScheduleEntry,
  scheduledSlotAt,
  scheduledSlots,
} from './slots.js';

/*
 * The admins' side of the exam schedule (ARCHITECTURE.md, "The staff area", "Exam schedule").
 * Sittings are not stored ahead: a row appears with the first booking. A change of the weekly
 * schedule therefore concerns the rows still to come: they take their time's new capacity,
 * and a change that would leave one of them with fewer seats than bookings, or drop a booked
 * one from the schedule, is refused as a whole.
 */

/** The schedule as the audit log keeps it: days in week order, times in time order. */
function toRecord(schedule: ExamSchedule) {
  const days = new Map<number, { weekday: number; times: { time: string; capacity: number }[] }>();
  const entries = [...schedule.entries].sort(
    (a, b) => a.weekday - b.weekday || a.time.localeCompare(b.time),
  );
  for (const { weekday, time, capacity } of entries) {
    const day = days.get(weekday) ?? { weekday, times: [] };
    day.times.push({ time, capacity });
    days.set(weekday, day);
  }
  return { timeZone: schedule.timeZone, days: [...days.values()] };
}

/**
 * The schedule as the API answers it, each time with the most seats booked in one of its
 * sittings to come (`upcoming`: the rows that start after now).
 */
function toResponse(schedule: ExamSchedule, upcoming: SlotRow[]): ExamScheduleResponse {
  const booked = new Map<string, number>();
  for (const slot of upcoming) {
    const scheduled = scheduledSlotAt(schedule, slot.startsAt);
    if (!scheduled) continue;
    const key = `${scheduled.weekday} ${scheduled.time}`;
    booked.set(key, Math.max(booked.get(key) ?? 0, slot.booked));
  }
  const record = toRecord(schedule);
  return {
    timeZone: record.timeZone,
    days: record.days.map((day) => ({
      weekday: day.weekday,
      times: day.times.map((entry) => ({
        ...entry,
        booked: booked.get(`${day.weekday} ${entry.time}`) ?? 0,
      })),
    })),
  };
}

function toEntries(request: ExamScheduleRequest): ScheduleEntry[] {
  return request.days.flatMap((day) =>
    day.times.map(({ time, capacity }) => ({ weekday: day.weekday, time, capacity })),
  );
}

const seats = (count: number) => (count === 1 ? '1 seat is' : `${count} seats are`);

/**
 * Why the new schedule cannot take the booked sittings to come, one field error per field
 * (the largest booking count of the sittings behind it), or nothing when it can. Sittings
 * dropped from the schedule are reported before capacities: they cannot be fixed by a number.
 */
function refusal(
  before: ExamSchedule,
  request: ExamScheduleRequest,
  slots: SlotRow[],
): HttpError | null {
  const next: ExamSchedule = { timeZone: request.timeZone, entries: toEntries(request) };
  const dropped = new Map<string, { booked: number; at: string }>();
  const below = new Map<string, { booked: number; at: string }>();
  const keep = (map: typeof dropped, field: string, slot: SlotRow, timeZone: string) => {
    const { date, time } = localDateTime(slot.startsAt, timeZone);
    const known = map.get(field);
    if (!known || known.booked < slot.booked) {
      map.set(field, { booked: slot.booked, at: `${date} ${time} (${timeZone})` });
    }
  };

  for (const slot of slots) {
    if (slot.booked === 0) continue;
    const scheduled = scheduledSlotAt(next, slot.startsAt);
    if (!scheduled) {
      // A row that was already off the schedule before is history the change does not touch.
      const was = scheduledSlotAt(before, slot.startsAt);
      if (!was) continue;
      const zoneChanged = request.timeZone !== before.timeZone;
      const dayIndex = request.days.findIndex((day) => day.weekday === was.weekday);
      const field = zoneChanged ? 'timeZone' : dayIndex === -1 ? 'days' : `days.${dayIndex}.times`;
      keep(dropped, field, slot, before.timeZone);
      continue;
    }
    if (scheduled.capacity >= slot.booked) continue;
    const dayIndex = request.days.findIndex((day) => day.weekday === scheduled.weekday);
    const timeIndex = request.days[dayIndex]?.times.findIndex((t) => t.time === scheduled.time);
    keep(below, `days.${dayIndex}.times.${timeIndex}.capacity`, slot, next.timeZone);
  }

  const fields = (map: typeof dropped): FieldError[] =>
    [...map].map(([field, { booked, at }]) => ({
      field,
      message: `${seats(booked)} booked in the sitting of ${at}`,
    }));
  if (dropped.size > 0) {
    return new HttpError(409, 'ERR_EXAM_SITTING_HAS_BOOKINGS', fields(dropped));
  }
  if (below.size > 0) {
    return new HttpError(409, 'ERR_EXAM_CAPACITY_BELOW_BOOKINGS', fields(below));
  }
  return null;
}

export function createExamScheduleAdmin(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  now: Clock;
}) {
  const repository = createExamScheduleRepository(deps.db);

  function toSlot(row: SlotRow, schedule: ExamSchedule): ExamSlot {
    const { date, time } = localDateTime(row.startsAt, schedule.timeZone);
    return {
      id: row.id,
      startsAt: row.startsAt.toISOString(),
      date,
      time,
      capacity: row.capacity,
      booked: row.booked,
      freeSeats: row.cancelledAt ? 0 : Math.max(0, row.capacity - row.booked),
      onSchedule: scheduledSlotAt(schedule, row.startsAt) !== null,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      cancelReason: row.cancelReason,
    };
  }

  return {
    async schedule(): Promise<ExamScheduleResponse> {
      const schedule = await repository.schedule();
      return toResponse(schedule, await repository.slotsAfter(deps.now()));
    },

    /**
     * Replaces the weekly schedule in one transaction. The schedule is locked against
     * bookings and other changes first, then the sittings to come (`for update`), so the
     * check of their bookings and the new capacities cannot be overtaken by a booking.
     */
    async update(actorId: number, request: ExamScheduleRequest): Promise<ExamScheduleResponse> {
      return deps.unitOfWork(async (scope) => {
        const schedules = createExamScheduleRepository(scope.tx);
        await schedules.lockForChange();
        const before = await schedules.schedule();
        const slots = await schedules.lockSlotsAfter(deps.now());
        const refused = refusal(before, request, slots);
        if (refused) throw refused;

        const entries = toEntries(request);
        await schedules.replaceSchedule(request.timeZone, entries);
        const after: ExamSchedule = { timeZone: request.timeZone, entries };
        for (const slot of slots) {
          const scheduled = scheduledSlotAt(after, slot.startsAt);
          if (scheduled && scheduled.capacity !== slot.capacity) {
            await schedules.setSlotCapacity(slot.id, scheduled.capacity);
          }
        }

        await recordAudit(scope, {
          actorId,
          action: 'update',
          entityType: 'exam_schedule',
          entityId: 1,
          before: toRecord(before),
          after: toRecord(after),
        });
        return toResponse(after, slots);
      });
    },

    /** The sittings of local dates `from`…`to`: the schedule's, and any booked row off it. */
    async slots(query: ExamSlotsQuery): Promise<ExamSlotsResponse> {
      const schedule = await repository.schedule();
      const from = query.from ?? dateInTimeZone(schedule.timeZone, deps.now());
      const to = query.to ?? addDays(from, EXAM_SLOTS_DEFAULT_DAYS - 1);
      const rows = await repository.slotsBetween(
        localDayStart(from, schedule.timeZone),
        localDayStart(addDays(to, 1), schedule.timeZone),
      );
      const byInstant = new Map(rows.map((row) => [row.startsAt.getTime(), row]));

      const slots: ExamSlot[] = scheduledSlots(schedule, from, to).map((scheduled) => {
        const row = byInstant.get(scheduled.startsAt.getTime());
        if (row) {
          byInstant.delete(row.startsAt.getTime());
          return toSlot(row, schedule);
        }
        return {
          id: null,
          startsAt: scheduled.startsAt.toISOString(),
          date: scheduled.date,
          time: scheduled.time,
          capacity: scheduled.capacity,
          booked: 0,
          freeSeats: scheduled.capacity,
          onSchedule: true,
          cancelledAt: null,
          cancelReason: null,
        };
      });
      for (const row of byInstant.values()) slots.push(toSlot(row, schedule));
      slots.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
      return { timeZone: schedule.timeZone, from, to, slots };
    },

    /**
     * Whether a booked applicant came (ARCHITECTURE.md, "Exam schedule"): once the sitting has
     * started (409 before), on the booking's locked row, audited on the applicant. The same
     * value again writes nothing. Answers the sitting's bookings.
     */
    async recordAttendance(
      actorId: number,
      slotId: number,
      applicantId: number,
      attended: boolean,
    ): Promise<ExamSlotBookingsResponse> {
      const now = deps.now();
      await deps.unitOfWork(async (scope) => {
        const locked = createExamScheduleRepository(scope.tx);
        const booking = await locked.lockBooking(slotId, applicantId);
        if (!booking) throw notFound();
        if (booking.startsAt.getTime() > now.getTime()) {
          throw conflict('ERR_EXAM_SITTING_NOT_STARTED');
        }
        if (booking.attended === attended) return;
        await locked.setAttendance(booking.id, attended, now);
        await recordAudit(scope, {
          actorId,
          action: 'record_attendance',
          entityType: 'applicant',
          entityId: applicantId,
          before: { attended: booking.attended },
          after: { attended, sittingStartsAt: booking.startsAt.toISOString() },
        });
      });
      return this.bookings(slotId);
    },

    async bookings(slotId: number): Promise<ExamSlotBookingsResponse> {
      const row = await repository.slotById(slotId);
      if (!row) throw notFound();
      const [schedule, bookings] = [
        await repository.schedule(),
        await repository.bookingsOf(slotId),
      ];
      return {
        timeZone: schedule.timeZone,
        slot: toSlot(row, schedule),
        bookings: bookings.map((booking) => ({
          ...booking,
          bookedAt: booking.bookedAt.toISOString(),
        })),
      };
    },
  };
}
