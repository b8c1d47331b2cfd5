import { describe, expect, it } from 'vitest';
import {
  type AuditTextWords,
  auditCodeWordsEn,
  auditFieldChanges,
  auditValueText,
  humaniseFieldName,
  weekdayName,
} from './audit-text.js';

const english: AuditTextWords = {
  language: 'en',
  yes: 'Yes',
  no: 'No',
  empty: '—',
  field: humaniseFieldName,
  instant: (iso) => `at ${iso}`,
  seats: (count) => `${count} seats`,
  code: (field, value) => auditCodeWordsEn[field]?.[value],
};

describe('auditValueText', () => {
  it('writes plain values in words, never as JSON', () => {
    expect(auditValueText(true, english)).toBe('Yes');
    expect(auditValueText(false, english)).toBe('No');
    expect(auditValueText(null, english)).toBe('—');
    expect(auditValueText('', english)).toBe('—');
    expect(auditValueText(12500, english)).toBe('12,500');
    expect(auditValueText('Draft text', english)).toBe('Draft text');
    expect(auditValueText('2026-01-02T03:04:05.000Z', english)).toBe('at 2026-01-02T03:04:05.000Z');
    expect(auditValueText([3, 1, 2], english)).toBe('3, 1, 2');
  });

  it('writes a field’s codes in words, and other text as it is', () => {
    expect(auditValueText('not_checked_yet', english, false, 'reviewStatus')).toBe(
      'Not checked yet',
    );
    expect(auditValueText('admitted', english, false, 'status')).toBe('Admitted');
    expect(auditValueText('offline', english, false, 'enrolledCourseType')).toBe('Offline');
    expect(auditValueText({ role: 'mentor', fullName: 'Ani' }, english)).toBe(
      'Role: Mentor; Full name: Ani',
    );
    // A title that happens to read like a code stays a title; an unknown code stays as it is.
    expect(auditValueText('published', english, false, 'title')).toBe('published');
    expect(auditValueText('archived', english, false, 'status')).toBe('archived');
  });

  it('writes a schedule’s days by name with each sitting’s time and seats', () => {
    const days = [
      { weekday: 1, times: [{ time: '10:00', capacity: 20 }] },
      {
        weekday: 7,
        times: [
          { time: '09:00', capacity: 5 },
          { time: '15:30', capacity: 8 },
        ],
      },
    ];
    expect(auditValueText(days, english)).toBe(
      'Monday: 10:00 (20 seats)\nSunday: 09:00 (5 seats); 15:30 (8 seats)',
    );
    expect(auditValueText(days, { ...english, language: 'ru' })).toContain('Воскресенье: ');
  });

  it('labels a record’s fields', () => {
    expect(auditValueText({ fileId: 'f1', name: 'notes.pdf' }, english)).toBe(
      'File id: f1; Name: notes.pdf',
    );
  });
});

describe('weekdayName and humaniseFieldName', () => {
  it('name an ISO weekday, capitalised, and a camelCase field', () => {
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(3, 'ru')).toBe('Среда');
    expect(humaniseFieldName('examRecordedAt')).toBe('Exam recorded at');
    expect(humaniseFieldName('time_zone')).toBe('Time zone');
  });
});

describe('auditFieldChanges', () => {
  it('pairs every field of either side and marks what differs', () => {
    expect(auditFieldChanges({ a: 1, b: [1] }, { b: [1], c: true })).toEqual([
      { field: 'a', before: 1, after: undefined, changed: true },
      { field: 'b', before: [1], after: [1], changed: false },
      { field: 'c', before: undefined, after: true, changed: true },
    ]);
    expect(auditFieldChanges(null, { a: 1 })).toEqual([
      { field: 'a', before: undefined, after: 1, changed: true },
    ]);
  });
});
