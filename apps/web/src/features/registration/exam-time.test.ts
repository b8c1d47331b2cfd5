import { describe, expect, it } from 'vitest';
import { formatExamDate, formatExamTime, formatTimeZone } from '../../shared/lib/exam-instant';
import { formatCalendarDate } from './exam-time';

describe('exam dates and times', () => {
  it('write a calendar date in full, whatever the browser’s time zone', () => {
    expect(formatCalendarDate('2026-12-07', 'en')).toBe('Monday, December 7, 2026');
    expect(formatCalendarDate('2026-12-13', 'ru')).toBe('воскресенье, 13 декабря 2026 г.');
  });

  it('write an exam’s date, time and zone in the academy’s time zone', () => {
    const at = '2026-12-07T07:00:00.000Z';
    expect(formatExamDate(at, 'Asia/Yerevan', 'en')).toBe('Monday, December 7, 2026');
    expect(formatExamTime(at, 'Asia/Yerevan', 'en')).toBe('11:00 AM');
    expect(formatTimeZone('Asia/Yerevan', 'en', at)).toBe('Asia/Yerevan, GMT+4');
  });
});
