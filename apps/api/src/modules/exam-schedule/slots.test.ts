import { describe, expect, it } from 'vitest';
import { type ExamSchedule, isBookable, scheduledSlotAt, scheduledSlots } from './slots.js';

const yerevan: ExamSchedule = {
  timeZone: 'Asia/Yerevan',
  entries: [
    { weekday: 1, time: '15:00', capacity: 10 },
    { weekday: 1, time: '11:00', capacity: 10 },
    { weekday: 6, time: '12:00', capacity: 4 },
  ],
};

describe('scheduledSlots', () => {
  it('places local times in the zone (11:00 in Yerevan is 07:00Z), in time order', () => {
    // 2026-11-23 is a Monday, 2026-11-28 a Saturday.
    const slots = scheduledSlots(yerevan, '2026-11-22', '2026-11-28');
    expect(slots.map((slot) => [slot.date, slot.time, slot.startsAt.toISOString()])).toEqual([
      ['2026-11-23', '11:00', '2026-11-23T07:00:00.000Z'],
      ['2026-11-23', '15:00', '2026-11-23T11:00:00.000Z'],
      ['2026-11-28', '12:00', '2026-11-28T08:00:00.000Z'],
    ]);
    expect(slots[2]?.capacity).toBe(4);
  });

  it('follows daylight saving time and skips a local time that does not exist', () => {
    const berlin: ExamSchedule = {
      timeZone: 'Europe/Berlin',
      entries: [
        { weekday: 7, time: '02:30', capacity: 1 },
        { weekday: 7, time: '11:00', capacity: 1 },
      ],
    };
    // 2026-03-29: clocks jump from 02:00 to 03:00.
    const slots = scheduledSlots(berlin, '2026-03-29', '2026-03-29');
    expect(slots.map((slot) => slot.startsAt.toISOString())).toEqual(['2026-03-29T09:00:00.000Z']);
    const winter = scheduledSlots(berlin, '2026-03-22', '2026-03-22');
    expect(winter.map((slot) => slot.startsAt.toISOString())).toEqual([
      '2026-03-22T01:30:00.000Z',
      '2026-03-22T10:00:00.000Z',
    ]);
  });
});

describe('scheduledSlotAt', () => {
  it('finds the sitting at an exact scheduled instant', () => {
    expect(scheduledSlotAt(yerevan, new Date('2026-11-23T07:00:00Z'))).toMatchObject({
      date: '2026-11-23',
      time: '11:00',
    });
    expect(scheduledSlotAt(yerevan, new Date('2026-11-23T11:00:00+04:00'))?.time).toBe('11:00');
  });

  it.each([
    '2026-11-23T07:00:01Z',
    '2026-11-23T07:30:00Z',
    '2026-11-23T08:00:00Z',
    '2026-11-24T07:00:00Z',
    'not a date',
  ])('has none at %s', (value) => {
    expect(scheduledSlotAt(yerevan, new Date(value))).toBeNull();
  });
});

describe('isBookable', () => {
  const slot = { startsAt: new Date('2026-11-23T07:00:00Z') };

  it('needs twelve hours of notice', () => {
    expect(isBookable(slot, new Date('2026-11-22T19:00:00Z'))).toBe(true);
    expect(isBookable(slot, new Date('2026-11-22T19:00:01Z'))).toBe(false);
    expect(isBookable(slot, new Date('2026-11-24T00:00:00Z'))).toBe(false);
  });
});
