import { LRUCache } from 'lru-cache';
import type { NotificationHandlers, NotificationListener } from './notifications.js';

/** A notification naming no single user: every copy is dropped. */
export const EVERY_USER = '*';
/**
 * Between a user's id and a key prefix in a notification (`12:lecture/`): only that user's
 * copies whose key begins with the prefix are dropped.
 */
const PREFIX_SEPARATOR = ':';

/** Where a user's copy under `key` is kept: under the user's id, so a prefix finds theirs alone. */
const fullKeyOf = (userId: number, key: string) => `${userId}\n${key}`;

export interface NotifiedCacheOptions<V> {
  /** The most the copies may add up to, in the units of `sizeOf`; least recently used go first. */
  maxSize: number;
  /** A copy's size (default 1: `maxSize` counts copies). */
  sizeOf?: (value: V) => number;
  /**
   * How long a copy is used at most, in milliseconds: a bound on any staleness the
   * notifications could miss (none is known), not what keeps the copies right.
   */
  maxAgeMs: number;
}

export interface NotifiedCache<V> {
  /**
   * The user's value under `key`: from memory when a copy is known to be current and
   * `usable` accepts it, else from `read` (kept for next time unless a change was announced
   * meanwhile). A null read is not kept.
   */
  get(
    userId: number,
    key: string,
    read: () => Promise<V | null>,
    usable?: (value: V) => boolean,
  ): Promise<V | null>;
  /** What the database's notifications are handed to (notifications.ts). */
  handlers: NotificationHandlers;
  /** Uses `listener` to wait for the notifications of this process's own writes. */
  attach(listener: NotificationListener): void;
  /** Copies kept, for tests. */
  size(): number;
}

/**
 * Copies of what the database answered about a user, kept while the database announces every
 * change to it (ARCHITECTURE.md, "Answers from memory"). A trigger notifies the user's id (or
 * the id and a key prefix, `PREFIX_SEPARATOR`), or `EVERY_USER` for a change that concerns
 * everyone; the announcement drops the copies.
 *
 * A copy is used only while this process is listening, and only after the announcements of
 * every write this process finished have arrived (`settle`): so this process's own write
 * applies to its next call, and another process's as soon as the notification reaches this
 * one. A read that raced an announcement is not kept (the generation moved on). Between a
 * stop and a start of listening, announcements are lost, so every copy is dropped and every
 * call reads the database.
 */
export function createNotifiedCache<V extends object>(
  options: NotifiedCacheOptions<V>,
): NotifiedCache<V> {
  /** Each user's keys, so that a notification naming the user finds their copies. */
  const keysOf = new Map<number, Set<string>>();
  const sizeOf = options.sizeOf;
  const copies = new LRUCache<string, { userId: number; value: V }>({
    maxSize: options.maxSize,
    sizeCalculation: sizeOf ? (copy) => Math.max(1, sizeOf(copy.value)) : () => 1,
    ttl: options.maxAgeMs,
    dispose: (copy, key) => {
      const keys = keysOf.get(copy.userId);
      keys?.delete(key);
      if (keys?.size === 0) keysOf.delete(copy.userId);
    },
  });
  let listening = false;
  let listener: NotificationListener | null = null;
  /** Moves on with every announcement and every start or stop of listening. */
  let generation = 0;

  const dropAll = () => {
    copies.clear();
    keysOf.clear();
  };

  const drop = (payload: string) => {
    generation += 1;
    const separator = payload.indexOf(PREFIX_SEPARATOR);
    const user = separator === -1 ? payload : payload.slice(0, separator);
    const userId = user === EVERY_USER || user === '' ? Number.NaN : Number(user);
    if (!Number.isSafeInteger(userId)) {
      dropAll();
      return;
    }
    const prefix = separator === -1 ? '' : payload.slice(separator + 1);
    for (const key of [...(keysOf.get(userId) ?? [])]) {
      if (key.startsWith(fullKeyOf(userId, prefix))) copies.delete(key);
    }
  };

  return {
    async get(userId, key, read, usable) {
      if (!listening || !listener) return read();
      try {
        await listener.settle();
      } catch {
        return read();
      }
      const fullKey = fullKeyOf(userId, key);
      const copy = copies.get(fullKey);
      if (listening && copy && (!usable || usable(copy.value))) return copy.value;
      const readIn = generation;
      const value = await read();
      if (value !== null && listening && generation === readIn) {
        copies.set(fullKey, { userId, value });
        let keys = keysOf.get(userId);
        if (!keys) {
          keys = new Set();
          keysOf.set(userId, keys);
        }
        keys.add(fullKey);
      }
      return value;
    },
    handlers: {
      notified: drop,
      listening(on) {
        generation += 1;
        dropAll();
        listening = on;
      },
    },
    attach(attached) {
      listener = attached;
    },
    size: () => copies.size,
  };
}
