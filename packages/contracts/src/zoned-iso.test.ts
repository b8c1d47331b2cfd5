import { describe, expect, it } from 'vitest';
import { zonedIso } from './zoned-iso.js';

describe('zonedIso', () => {
  it('writes the instant on the zone’s clock with its offset', () => {
    expect(zonedIso('2026-12-04T11:00:00.000Z', 'Asia/Yerevan')).toBe('2026-12-04T15:00:00+04:00');
    expect(zonedIso(new Date('2026-01-01T00:30:15.900Z'), 'UTC')).toBe('2026-01-01T00:30:15+00:00');
  });

  it('follows daylight saving and zones west of Greenwich', () => {
    expect(zonedIso('2026-07-01T12:00:00Z', 'America/New_York')).toBe('2026-07-01T08:00:00-04:00');
    expect(zonedIso('2026-01-01T12:00:00Z', 'America/New_York')).toBe('2026-01-01T07:00:00-05:00');
    expect(zonedIso('2026-01-01T12:00:00Z', 'Asia/Kolkata')).toBe('2026-01-01T17:30:00+05:30');
  });

  it('writes the day a zone’s midnight falls on', () => {
    expect(zonedIso('2026-03-31T20:00:00Z', 'Asia/Yerevan')).toBe('2026-04-01T00:00:00+04:00');
  });
});
