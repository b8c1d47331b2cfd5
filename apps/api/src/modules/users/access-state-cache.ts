import { keptReads } from '../../db/kept-tables.js';
import type { NotificationHandlers, NotificationListener } from '../../db/notifications.js';
import { createNotifiedCache } from '../../db/notified-cache.js';
import type { UserAccessState } from './repository.js';

/** The channel the database announces access-state changes on (migration 0013). */
export const ACCESS_STATE_CHANNEL = 'access_state';

/**
 * The tables a user's access state is read from (users' findAccessState; kept-tables.ts):
 * every one of them announces its changes on ACCESS_STATE_CHANNEL (migration 0013), which
 * kept-tables.test.ts checks.
 */
export const ACCESS_STATE_READS = keptReads(ACCESS_STATE_CHANNEL, {
  session: ['users', 'refresh_tokens', 'subscriptions'],
});

export interface AccessStateCacheOptions {
  /** Sessions whose state is kept at most; the least recently used go first. */
  maxSessions?: number;
  /**
   * How long a copy is used at most, in milliseconds: a bound on any staleness the
   * notifications could miss (none is known), not what keeps the copies right.
   */
  maxAgeMs?: number;
}

/** One read of the database: the state at `readAt` (the app's clock, in ms). */
interface Copy {
  state: UserAccessState;
  readAt: number;
}

export interface AccessStateCache {
  /**
   * The user's access state with `sessionId`, from memory when a copy is known to be current,
   * else from `read` (kept for next time unless a change was announced meanwhile).
   */
  get(
    userId: number,
    sessionId: string | null,
    now: Date,
    read: () => Promise<UserAccessState | null>,
  ): Promise<UserAccessState | null>;
  /** What the database's notifications are handed to (db/notifications.ts). */
  handlers: NotificationHandlers;
  /** Uses `listener` to wait for the notifications of this process's own writes. */
  attach(listener: NotificationListener): void;
  /** Copies kept, for tests. */
  size(): number;
}

/**
 * The access check from memory (ARCHITECTURE.md, "The access check from memory"): copies of
 * users' access state per session, kept as `createNotifiedCache` keeps them, so that a logout,
 * a block, a new role or a payment applies to this process's next call, and in other
 * processes as soon as the notification reaches them.
 */
export function createAccessStateCache(options: AccessStateCacheOptions = {}): AccessStateCache {
  const copies = createNotifiedCache<Copy>({
    maxSize: options.maxSessions ?? 20_000,
    maxAgeMs: options.maxAgeMs ?? 60_000,
  });
  return {
    async get(userId, sessionId, now, read) {
      const copy = await copies.get(
        userId,
        sessionId ?? '',
        async () => {
          const state = await read();
          return state && { state, readAt: now.getTime() };
        },
        // A clock set back (tests move it) could need access periods the copy left out.
        (kept) => kept.readAt <= now.getTime(),
      );
      return copy?.state ?? null;
    },
    handlers: copies.handlers,
    attach: copies.attach,
    size: copies.size,
  };
}
