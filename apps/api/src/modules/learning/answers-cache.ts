import { keptReads } from '../../db/kept-tables.js';
import { createNotifiedAnswers, type NotifiedAnswers } from '../../db/notified-answers.js';
import type { Clock } from '../../lib/clock.js';

/** The channel the database announces changes to learning answers on (migration 0015). */
export const LEARNING_CHANNEL = 'learning';

/** At most this much JSON of answers is kept. */
const MAX_ANSWERS_JSON_CHARS = 16 * 1024 * 1024;

export type LearningAnswers = NotifiedAnswers;

/** The directions' list and one direction: enrolments, the path above and the kept counts. */
const DIRECTIONS_TABLES = [
  'enrolments',
  'directions',
  'subjects',
  'subject_content_counts',
  'student_subject_progress',
];

/**
 * The tables each learning answer reads, by key (kept-tables.ts): every one of them announces
 * its changes on LEARNING_CHANNEL (migration 0015), which kept-tables.test.ts checks.
 */
export const LEARNING_READS = keptReads(LEARNING_CHANNEL, {
  directions: DIRECTIONS_TABLES,
  'direction/': DIRECTIONS_TABLES,
  'subject/': [
    'enrolments',
    'directions',
    'subjects',
    'chapters',
    'lectures',
    'tasks',
    'mini_projects',
    'lecture_assignments',
    'task_assignments',
    'project_assignments',
  ],
  'lecture/': [
    'enrolments',
    'directions',
    'subjects',
    'chapters',
    'lectures',
    'lecture_assignments',
    'lecture_attachments',
    'files',
  ],
  'task/': [
    'enrolments',
    'directions',
    'subjects',
    'chapters',
    'tasks',
    'questions',
    'answers',
    'task_assignments',
    'payments',
  ],
});

/**
 * A student's learning reads (their directions, a direction, a subject's, a test's and a
 * lecture's page) answered from memory (ARCHITECTURE.md, "Answers from memory"): they depend
 * only on the content and on the student's enrolments, work and retake payments, whose every
 * change the database announces, and not on the time (a lecture's page says for how long
 * its copy may answer, through `until`). Errors (404, 403) are not kept: they are read each
 * time.
 */
export function createLearningAnswers(now: Clock): LearningAnswers {
  return createNotifiedAnswers({
    now,
    maxChars: MAX_ANSWERS_JSON_CHARS,
    reads: LEARNING_READS,
  });
}
