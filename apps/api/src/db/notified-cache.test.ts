import { describe, expect, it } from 'vitest';
import type { NotificationListener } from './notifications.js';
import { createNotifiedCache, EVERY_USER } from './notified-cache.js';

/*
 * The cache's own rules, with notifications the test sends. Its two users, the access check
 * and the learning reads, are tested against both databases in
 * plugins/app/access-state.test.ts and modules/learning/answers-cache.test.ts.
 */

function listeningCache(options: { maxSize?: number; sizeOf?: (value: { n: number }) => number }) {
  const cache = createNotifiedCache<{ n: number }>({
    maxSize: options.maxSize ?? 100,
    ...(options.sizeOf ? { sizeOf: options.sizeOf } : {}),
    maxAgeMs: 60_000,
  });
  const listener: NotificationListener = { settle: async () => {}, close: async () => {} };
  cache.attach(listener);
  cache.handlers.listening(true);
  let reads = 0;
  const read = (n: number) => async () => {
    reads += 1;
    return { n };
  };
  return { cache, read, reads: () => reads };
}

describe('the notified cache', () => {
  it("drops every key of a notified user, and only that user's", async () => {
    const { cache, read, reads } = listeningCache({});
    await cache.get(1, 'a', read(1));
    await cache.get(1, 'b', read(2));
    await cache.get(2, 'a', read(3));
    cache.handlers.notified('1');
    expect(cache.size()).toBe(1);
    expect(await cache.get(2, 'a', read(9))).toEqual({ n: 3 });
    expect(await cache.get(1, 'a', read(4))).toEqual({ n: 4 });
    expect(reads()).toBe(4);
  });

  it('drops everything on a notification for every user, or one it cannot read', async () => {
    const { cache, read } = listeningCache({});
    await cache.get(1, 'a', read(1));
    await cache.get(2, 'a', read(2));
    cache.handlers.notified(EVERY_USER);
    expect(cache.size()).toBe(0);
    await cache.get(1, 'a', read(1));
    cache.handlers.notified('not a user');
    expect(cache.size()).toBe(0);
  });

  it('keeps no more than its size, by the sizes given, least recently used first', async () => {
    const { cache, read, reads } = listeningCache({ maxSize: 10, sizeOf: (value) => value.n });
    await cache.get(1, 'four', read(4));
    await cache.get(2, 'four', read(4));
    await cache.get(1, 'four', read(4));
    await cache.get(3, 'five', read(5));
    expect(cache.size()).toBe(2);
    expect(reads()).toBe(3);
    // User 2's copy went first; user 1's stays, and a notification for 2 still works.
    cache.handlers.notified('2');
    await cache.get(1, 'four', read(4));
    expect(reads()).toBe(3);
    await cache.get(4, 'eleven', read(11));
    expect(cache.size()).toBe(2);
  });

  it('keeps nothing while not listening, and nothing read while a change was announced', async () => {
    const { cache, reads } = listeningCache({});
    cache.handlers.listening(false);
    await cache.get(1, 'a', async () => ({ n: 1 }));
    await cache.get(1, 'a', async () => ({ n: 1 }));
    expect(cache.size()).toBe(0);
    cache.handlers.listening(true);
    await cache.get(1, 'a', async () => {
      cache.handlers.notified('1');
      return { n: 1 };
    });
    expect(cache.size()).toBe(0);
    expect(reads()).toBe(0);
  });

  it('reads again when the copy is not usable, and a null read is not kept', async () => {
    const { cache, read, reads } = listeningCache({});
    await cache.get(1, 'a', read(1));
    expect(await cache.get(1, 'a', read(2), (value) => value.n > 1)).toEqual({ n: 2 });
    expect(await cache.get(1, 'a', read(3), (value) => value.n > 1)).toEqual({ n: 2 });
    expect(reads()).toBe(2);
    expect(await cache.get(5, 'a', async () => null)).toBeNull();
    expect(cache.size()).toBe(1);
  });
});
