import { describe, expect, it } from 'vitest';
import { hoursInWords } from './durations.js';

describe('hoursInWords', () => {
  it.each([
    [1, 'one hour', 'один час'],
    [2, '2 hours', '2 часа'],
    [5, '5 hours', '5 часов'],
    [21, '21 hours', '21 час'],
    [24, '24 hours', '24 часа'],
    [48, '48 hours', '48 часов'],
  ])('%i hours: "%s", "%s"', (hours, english, russian) => {
    expect(hoursInWords.en(hours)).toBe(english);
    expect(hoursInWords.ru(hours)).toBe(russian);
  });
});
