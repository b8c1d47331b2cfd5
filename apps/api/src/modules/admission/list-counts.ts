import type { NotificationHandlers, NotificationListener } from '../../db/notifications.js';
import { createNotifiedCache, EVERY_USER } from '../../db/notified-cache.js';

/*
 * How many applicants match a filter of the staff list, kept in memory while the database
 * announces no change (ARCHITECTURE.md, "How the staff lists stay fast"). A count reads
 * applicants, their users, bookings and sittings, whose every change that could move it is
 * announced on the applicants' channel (migration 0017: an applicant written or removed,
 * a user's contact data or confirmation, a booking, a sitting). Any announcement drops
 * every count: the next page counts again. Copies are used as `createNotifiedCache` uses
 * them: only while listening, and after this process's own writes were announced.
 */

/** At most this many filters' counts are kept; least recently used go first. */
const MAX_COUNTS = 1000;
/** A bound on staleness the notifications could miss (none is known). */
const MAX_AGE_MS = 10 * 60 * 1000;
/** The counts are nobody's own: kept under one owner, dropped together. */
const OWNER = 0;

export interface ApplicantCounts {
  /** The count kept under `key` (the filter), else `read`'s, kept for next time. */
  get(key: string, read: () => Promise<number>): Promise<number>;
  /** For `app.keepNotified(APPLICANT_CHANNEL, …)`. */
  copies: { handlers: NotificationHandlers; attach(listener: NotificationListener): void };
}

export function createApplicantCounts(): ApplicantCounts {
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
        // Whichever applicant the announcement names, every count may have moved.
        notified: () => cache.handlers.notified(EVERY_USER),
        listening: (on) => cache.handlers.listening(on),
      },
      attach: (listener) => cache.attach(listener),
    },
  };
}
