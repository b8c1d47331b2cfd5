import { describe, expect, it } from 'vitest';
import { waitingTime } from './waiting-time';

const now = new Date('2026-05-10T12:00:00Z');

describe('waitingTime', () => {
  it('says minutes, hours or days in the interface language, and flags long waits', () => {
    expect(waitingTime('2026-05-10T11:59:50Z', now, 'en')).toEqual({
      text: '1 minute',
      long: false,
    });
    expect(waitingTime('2026-05-10T07:00:00Z', now, 'en')).toEqual({
      text: '5 hours',
      long: false,
    });
    expect(waitingTime('2026-05-07T12:00:00Z', now, 'en')).toEqual({ text: '3 days', long: false });
    expect(waitingTime('2026-05-06T11:00:00Z', now, 'en')).toEqual({ text: '4 days', long: true });
    expect(waitingTime('2026-05-06T11:00:00Z', now, 'ru').text).toBe('4 дня');
  });
});
