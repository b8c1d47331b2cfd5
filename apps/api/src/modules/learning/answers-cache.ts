import { createNotifiedCache, type NotifiedCache } from '../../db/notified-cache.js';

/** The channel the database announces changes to learning answers on (migration 0015). */
export const LEARNING_CHANNEL = 'learning';

/** At most this much JSON of answers is kept (about three times as much in objects). */
const MAX_ANSWERS_JSON_CHARS = 16 * 1024 * 1024;
/** A bound on any staleness the notifications could miss, not what keeps the copies right. */
const MAX_ANSWER_AGE_MS = 10 * 60_000;

export interface LearningAnswers {
  /**
   * The caller's answer under `key` from memory while it is known to be current, else what
   * `read` builds (kept for next time). A key names one kind of answer, so always one type.
   */
  remembered<T extends object>(
    userId: number,
    key: string,
    read: () => Promise<T>,
    usable?: (copy: T) => boolean,
  ): Promise<T>;
  /** The cache to hand the database's notifications on `LEARNING_CHANNEL` to. */
  copies: Pick<NotifiedCache<object>, 'handlers' | 'attach' | 'size'>;
}

/**
 * A student's learning reads (their directions, a direction, a subject's, a test's and a
 * lecture's page) answered from memory (ARCHITECTURE.md, "Answers from memory"): they depend
 * only on the content and on the student's enrolments, work and retake payments, whose every
 * change the database announces, and not on the time (a lecture's page says for how long
 * its copy may answer, through `usable`). Errors (404, 403) are not kept: they are read each
 * time.
 */
export function createLearningAnswers(): LearningAnswers {
  const copies = createNotifiedCache<object>({
    maxSize: MAX_ANSWERS_JSON_CHARS,
    sizeOf: (answer) => JSON.stringify(answer).length,
    maxAgeMs: MAX_ANSWER_AGE_MS,
  });
  return {
    async remembered<T extends object>(
      userId: number,
      key: string,
      read: () => Promise<T>,
      usable?: (copy: T) => boolean,
    ) {
      // Only `read`'s answers are kept under `key`, so a copy is a T.
      const isUsable = usable as ((copy: object) => boolean) | undefined;
      return (await copies.get(userId, key, read, isUsable)) as T;
    },
    copies,
  };
}
