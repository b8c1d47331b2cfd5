import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDates,
  dateInTimeZone,
  daysBetween,
  fromMonthDayYear,
  isoWeekday,
  MONTH_DAY_YEAR_PATTERN,
  toMonthDayYear,
} from './exam-calendar.js';

describe('exam calendar', () => {
  it('numbers weekdays as ISO does: Monday 1 … Sunday 7', () => {
    expect(isoWeekday('2026-12-07')).toBe(1);
    expect(isoWeekday('2026-12-12')).toBe(6);
    expect(isoWeekday('2026-12-13')).toBe(7);
  });

  it('counts days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-12-31', '2026-12-01')).toBe(-30);
  });

  it('lists the dates of a range, both ends included', () => {
    expect(calendarDates('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(calendarDates('2026-12-07', '2026-12-07')).toEqual(['2026-12-07']);
    expect(calendarDates('2026-12-08', '2026-12-07')).toEqual([]);
  });

  it('takes the calendar date in the given time zone, not the machine’s', () => {
    // 21:30 UTC on 6 December is already 7 December in Yerevan (UTC+4).
    expect(dateInTimeZone('Asia/Yerevan', '2026-12-06T21:30:00Z')).toBe('2026-12-07');
    expect(dateInTimeZone('America/New_York', new Date('2026-12-06T21:30:00Z'))).toBe('2026-12-06');
  });

  it('groups a date’s sittings under MM/DD/YYYY, and reads the date back', () => {
    expect(toMonthDayYear('2026-12-07')).toBe('12/07/2026');
    expect(toMonthDayYear('2026-12-07')).toMatch(MONTH_DAY_YEAR_PATTERN);
    expect(fromMonthDayYear('12/07/2026')).toBe('2026-12-07');
    expect(MONTH_DAY_YEAR_PATTERN.test('2026-12-07')).toBe(false);
  });
});
