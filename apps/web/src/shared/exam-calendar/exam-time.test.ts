import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './exam-time';

describe('exam calendar dates', () => {
  it('write a calendar date in full, whatever the browser’s time zone', () => {
    expect(formatCalendarDate('2026-12-07', 'en')).toBe('Monday, December 7, 2026');
    expect(formatCalendarDate('2026-12-13', 'ru')).toBe('воскресенье, 13 декабря 2026 г.');
  });
});
