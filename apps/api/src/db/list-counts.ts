import type { NotificationHandlers, NotificationListener } from './notifications.js';
import { createNotifiedCache, EVERY_USER } from './notified-cache.js';

/*
 * How many rows match a filter of a staff list, kept in memory while the database announces
 * no change (ARCHITECTURE.md, "How the staff lists stay fast"). Each list keeps its counts
 * on a channel on which every change that could move one of them is announced: the
 * applicants' (migration 0017: an applicant written or removed, a user's contact data or
 * confirmation, a booking, a sitting) and the users' (migration 0026: a user added or
 * removed, or their name, e-mail, phone, role or block changed). Any announcement drops
 * every count of the list: the next full page counts again. Copies are used as
 * `createNotifiedCache` uses them: only while listening, and after this process's own
 * writes were announced.
 */

/**
 * The key a count is kept under: the filter's fields that decide what matches (never its
 * order or page), in a fixed order, so the same filter always finds its count.
 */
export function countKey(matching: Record<string, unknown>): string {
  return JSON.stringify(Object.entries(matching).sort(([a], [b]) => a.localeCompare(b)));
}

/** At most this many filters' counts are kept; least recently used go first. */
const MAX_COUNTS = 1000;
/** A bound on staleness the notifications could miss (none is known). */
const MAX_AGE_MS = 10 * 60 * 1000;
/** The counts are nobody's own: kept under one owner, dropped together. */
const OWNER = 0;

export interface ListCounts {
  /** The count kept under `key` (the filter), else `read`'s, kept for next time. */
  get(key: string, read: () => Promise<number>): Promise<number>;
  /** For `app.keepNotified(<the list's channel>, …)`. */
  copies: { handlers: NotificationHandlers; attach(listener: NotificationListener): void };
}

export function createListCounts(): ListCounts {
  const cache = createNotifiedCache<{ total: number }>({
    maxSize: MAX_COUNTS,
    maxAgeMs: MAX_AGE_MS,
  });
  return {
    async get(key, read) {
      const kept = await cache.get(OWNER, key, async () => ({ total: await read() }));
      return kept?.total ?? read();
    },
    copies: {
      handlers: {
        // Whichever row the announcement names, every count may have moved.
        notified: () => cache.handlers.notified(EVERY_USER),
        listening: (on) => cache.handlers.listening(on),
      },
      attach: (listener) => cache.attach(listener),
    },
  };
}
