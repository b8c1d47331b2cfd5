import { keptReads } from '../../db/kept-tables.js';
import { createNotifiedAnswers, type NotifiedAnswers } from '../../db/notified-answers.js';
import type { Clock } from '../../lib/clock.js';

/** The channel the database announces changes to the exam calendar on (migration 0016). */
export const EXAM_SCHEDULE_CHANNEL = 'exam_schedule';

/** The calendar is everyone's: its copies are kept under no user. */
export const NO_USER = 0;
/** At most this much JSON of calendar answers is kept (a 62-day range is a few kilobytes). */
const MAX_CALENDAR_JSON_CHARS = 2 * 1024 * 1024;

/**
 * The tables each calendar answer reads, by key (kept-tables.ts): every one of them announces
 * its changes on EXAM_SCHEDULE_CHANNEL (migration 0016), which kept-tables.test.ts checks.
 */
export const CALENDAR_READS = keptReads(EXAM_SCHEDULE_CHANNEL, {
  'week-days': ['exam_schedule_settings', 'exam_week_days', 'exam_week_day_times'],
  'available/': ['exam_schedule_settings', 'exam_week_days', 'exam_week_day_times', 'exam_slots'],
});

/**
 * The public exam calendar (the weekly schedule, the free sittings of a range of dates)
 * answered from memory (ARCHITECTURE.md, "Answers from memory"): it depends on the schedule
 * and on the seats taken, whose every change the database announces, and on the time, which
 * only ever removes sittings, at instants the answer itself tells (`availableChangesAt`).
 */
export function createCalendarCopies(now: Clock): NotifiedAnswers {
  return createNotifiedAnswers({
    now,
    maxChars: MAX_CALENDAR_JSON_CHARS,
    reads: CALENDAR_READS,
  });
}
