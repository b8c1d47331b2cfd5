import { keptReads } from '../../db/kept-tables.js';
import { createNotifiedAnswers, type NotifiedAnswers } from '../../db/notified-answers.js';
import type { Clock } from '../../lib/clock.js';

/** The channel the database announces changes to applicants' own pages on (migration 0017). */
export const APPLICANT_CHANNEL = 'applicant';

/** At most this much JSON of applicants' pages is kept (one is well under a kilobyte). */
const MAX_APPLICANT_JSON_CHARS = 4 * 1024 * 1024;

/**
 * The tables an applicant's page reads (kept-tables.ts): every one of them announces its
 * changes on APPLICANT_CHANNEL (migration 0017), which kept-tables.test.ts checks.
 */
export const APPLICANT_READS = keptReads(APPLICANT_CHANNEL, {
  me: ['users', 'applicants', 'exam_bookings', 'exam_slots', 'exam_schedule_settings', 'countries'],
  /** The staff list's counts, by filter (db/list-counts.ts). */
  'list-count/': ['users', 'applicants', 'exam_bookings', 'exam_slots'],
});

/**
 * Applicants' own pages (GET applicants/me) answered from memory (ARCHITECTURE.md, "Answers
 * from memory"): a page depends on the user's contact data, their application and booking,
 * the sitting's start, the schedule's time zone and the country's name, whose every change
 * the database announces, and not on the time.
 */
export function createApplicantCopies(now: Clock): NotifiedAnswers {
  return createNotifiedAnswers({
    now,
    maxChars: MAX_APPLICANT_JSON_CHARS,
    reads: APPLICANT_READS,
  });
}
