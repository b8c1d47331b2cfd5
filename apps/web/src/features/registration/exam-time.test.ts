import { describe, expect, it } from 'vitest';
import { formatExamDate, formatExamTime, formatTimeZone } from '../../shared/lib/exam-instant';
import { addDays, availableSlotsKeyOf, dateInTimeZone, isoWeekday } from './exam-time';

describe('exam dates and times', () => {
  it('take the calendar date in the academy’s time zone, not the browser’s', () => {
    // 21:30 UTC on 6 December is already 7 December in Yerevan (UTC+4).
    expect(dateInTimeZone('Asia/Yerevan', '2026-12-06T21:30:00Z')).toBe('2026-12-07');
    expect(dateInTimeZone('America/New_York', '2026-12-06T21:30:00Z')).toBe('2026-12-06');
  });

  it('count days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('number weekdays as ISO does', () => {
    expect(isoWeekday('2026-12-07')).toBe(1);
    expect(isoWeekday('2026-12-13')).toBe(7);
  });

  it('find a date’s slots under its month/day/year key', () => {
    expect(availableSlotsKeyOf('2026-12-07')).toBe('12/07/2026');
  });

  it('write an exam’s date, time and zone in the academy’s time zone', () => {
    const at = '2026-12-07T07:00:00.000Z';
    expect(formatExamDate(at, 'Asia/Yerevan', 'en')).toBe('Monday, December 7, 2026');
    expect(formatExamTime(at, 'Asia/Yerevan', 'en')).toBe('11:00 AM');
    expect(formatTimeZone('Asia/Yerevan', 'en', at)).toBe('Asia/Yerevan, GMT+4');
  });
});
