import {
  type AvailableSlot,
  addDays,
  dateInTimeZone,
  isoWeekday,
  toMonthDayYear,
} from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { availableSlotsQuery, type SlotRange, weekDaysQuery } from './queries';

/** How far ahead an exam can be booked: the coming four weeks, today included. */
export const BOOKING_HORIZON_DAYS = 28;

export interface ExamCalendar {
  timeZone: string;
  /** First and last bookable calendar dates, in the academy's time zone. */
  range: SlotRange;
  /** Days the weekly schedule holds no exam on: not selectable. */
  isClosed: (date: string) => boolean;
  /** A day's slots, free or taken; empty when none is left. */
  slotsOn: (date: string) => AvailableSlot[];
  hasFreeSeats: (date: string) => boolean;
}

/** The days an exam can be booked on, from today, in the academy's time zone. */
export function bookingRange(timeZone: string): SlotRange {
  const today = dateInTimeZone(timeZone);
  return { from: today, to: addDays(today, BOOKING_HORIZON_DAYS - 1) };
}

/**
 * The exam calendar of the coming weeks, from the weekly schedule (GET week-days) and the
 * free slots of those days (GET week-days/available), all in the academy's time zone.
 */
export function useExamCalendar() {
  const weekDays = useQuery(weekDaysQuery);
  const timeZone = weekDays.data?.timeZone ?? null;
  const range = useMemo(() => (timeZone === null ? null : bookingRange(timeZone)), [timeZone]);
  const available = useQuery(availableSlotsQuery(range));

  const calendar = useMemo<ExamCalendar | null>(() => {
    if (!weekDays.data || !range || !available.data) return null;
    const slots = available.data;
    const examWeekdays = new Set(
      weekDays.data.days.filter((day) => day.times.length > 0).map((day) => day.weekday),
    );
    const slotsOn = (date: string) => slots[toMonthDayYear(date)] ?? [];
    return {
      timeZone: weekDays.data.timeZone,
      range,
      isClosed: (date) => !examWeekdays.has(isoWeekday(date)),
      slotsOn,
      hasFreeSeats: (date) => slotsOn(date).some((slot) => slot.freeSeats > 0),
    };
  }, [weekDays.data, range, available.data]);

  return {
    calendar,
    isPending: weekDays.isPending || available.isPending,
    isError: weekDays.isError || available.isError,
    retry: () => {
      if (weekDays.isError) void weekDays.refetch();
      else void available.refetch();
    },
  };
}
