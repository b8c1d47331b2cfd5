import { describe, expect, it } from 'vitest';
import { formatExamDate, formatExamTime, formatTimeZone } from './exam-instant.js';

/* Friday 4 December 2026 in Yerevan (UTC+4): 07:00Z is 11:00 there, 11:00Z is 15:00. */
const morning = '2026-12-04T07:00:00.000Z';
const afternoon = '2026-12-04T11:00:00.000Z';
const nine = '2026-12-04T05:00:00.000Z';
const midnight = '2026-12-04T20:00:00.000Z';
const zone = 'Asia/Yerevan';

describe('formatExamTime', () => {
  it.each([
    [afternoon, '3:00 PM'],
    [morning, '11:00 AM'],
    [nine, '9:00 AM'],
    [midnight, '12:00 AM'],
  ])('writes %s in English on the 12-hour clock without a leading zero: %j', (at, text) => {
    expect(formatExamTime(at, zone, 'en')).toBe(text);
  });

  it.each([
    [afternoon, '15:00'],
    [morning, '11:00'],
    [nine, '09:00'],
    [midnight, '00:00'],
  ])('writes %s in Russian on the 24-hour clock: %j', (at, text) => {
    expect(formatExamTime(at, zone, 'ru')).toBe(text);
  });

  it('separates AM and PM with a plain space', () => {
    expect(formatExamTime(afternoon, zone, 'en')).toMatch(/^3:00 PM$/u);
  });

  it('reads the instant in the academy’s time zone, not the reader’s', () => {
    expect(formatExamTime(afternoon, 'Europe/Moscow', 'ru')).toBe('14:00');
    expect(formatExamTime(afternoon, 'UTC', 'en')).toBe('11:00 AM');
  });

  it('takes a Date as well as an ISO string', () => {
    expect(formatExamTime(new Date(afternoon), zone, 'en')).toBe('3:00 PM');
  });
});

describe('formatExamDate and formatTimeZone', () => {
  it('write the date in full and the zone with its offset then', () => {
    expect(formatExamDate(morning, zone, 'en')).toBe('Friday, December 4, 2026');
    expect(formatExamDate(midnight, zone, 'en')).toBe('Saturday, December 5, 2026');
    expect(formatExamDate(morning, zone, 'ru')).toBe('пятница, 4 декабря 2026 г.');
    expect(formatTimeZone(zone, 'en', morning)).toBe('Asia/Yerevan, GMT+4');
    expect(formatTimeZone('America/New_York', 'en', morning)).toBe('America/New York, GMT-5');
  });
});
