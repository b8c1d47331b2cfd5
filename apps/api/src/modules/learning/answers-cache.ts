import { createNotifiedAnswers, type NotifiedAnswers } from '../../db/notified-answers.js';
import type { Clock } from '../../lib/clock.js';

/** The channel the database announces changes to learning answers on (migration 0015). */
export const LEARNING_CHANNEL = 'learning';

/** At most this much JSON of answers is kept. */
const MAX_ANSWERS_JSON_CHARS = 16 * 1024 * 1024;

export type LearningAnswers = NotifiedAnswers;

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
  });
}
