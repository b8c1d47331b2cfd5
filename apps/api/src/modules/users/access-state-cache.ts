import { LRUCache } from 'lru-cache';
import type { NotificationHandlers, NotificationListener } from '../../db/notifications.js';
import type { UserAccessState } from './repository.js';

/** The channel the database announces access-state changes on (migration 0013). */
export const ACCESS_STATE_CHANNEL = 'access_state';
/** A notification naming no single user: every copy is dropped. */
const EVERY_USER = '*';

export interface AccessStateCacheOptions {
  /** Users whose state is kept at most; the least recently used go first. */
  maxUsers?: number;
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
 * The access check from memory (ARCHITECTURE.md, "The access check from memory"). A copy of a
 * user's access state is used only while this process is listening for the database's
 * announcements of changes to it, and only after the announcements of every write this
 * process finished have arrived (`settle`): so a logout, a block, a new role or a payment
 * applies to this process's next call, and in other processes as soon as the notification
 * reaches them. A read that raced an announcement is not kept (the generation moved on).
 */
export function createAccessStateCache(options: AccessStateCacheOptions = {}): AccessStateCache {
  const copies = new LRUCache<number, Map<string, Copy>>({
    max: options.maxUsers ?? 10_000,
    ttl: options.maxAgeMs ?? 60_000,
  });
  let listening = false;
  let listener: NotificationListener | null = null;
  /** Moves on with every announcement and every start or stop of listening. */
  let generation = 0;

  const drop = (payload: string) => {
    generation += 1;
    if (payload === EVERY_USER) {
      copies.clear();
      return;
    }
    const userId = Number(payload);
    if (Number.isSafeInteger(userId)) copies.delete(userId);
    else copies.clear();
  };

  return {
    async get(userId, sessionId, now, read) {
      if (!listening || !listener) return read();
      try {
        await listener.settle();
      } catch {
        return read();
      }
      const sessionKey = sessionId ?? '';
      const copy = copies.get(userId)?.get(sessionKey);
      // A clock set back (tests move it) could need access periods the copy left out.
      if (listening && copy && copy.readAt <= now.getTime()) return copy.state;
      const readIn = generation;
      const state = await read();
      if (state && listening && generation === readIn) {
        let sessions = copies.get(userId);
        if (!sessions) {
          sessions = new Map();
          copies.set(userId, sessions);
        }
        sessions.set(sessionKey, { state, readAt: now.getTime() });
      }
      return state;
    },
    handlers: {
      notified: drop,
      listening(on) {
        generation += 1;
        copies.clear();
        listening = on;
      },
    },
    attach(attached) {
      listener = attached;
    },
    size: () => [...copies.values()].reduce((sum, sessions) => sum + sessions.size, 0),
  };
}
