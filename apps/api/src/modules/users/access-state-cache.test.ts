import { describe, expect, it } from 'vitest';
import type { NotificationListener } from '../../db/notifications.js';
import { createAccessStateCache } from './access-state-cache.js';
import type { UserAccessState } from './repository.js';

/*
 * The cache's own rules, with a listener whose notifications the test sends. That the
 * database sends them, and that they arrive in time, is tested against PGlite and PostgreSQL
 * in plugins/app/access-state.test.ts.
 */

const state = (role: UserAccessState['role'] = 'student'): UserAccessState => ({
  role,
  isBlacklisted: false,
  passwordChangedAt: null,
  sessionAlive: true,
  learningPeriods: [],
});

const now = new Date('2026-11-01T10:00:00Z');

/** A cache listening through a listener that settles at once, and a counting read. */
function listeningCache(settle: () => Promise<void> = () => Promise.resolve()) {
  const cache = createAccessStateCache();
  const listener: NotificationListener = { settle, close: async () => {} };
  cache.attach(listener);
  cache.handlers.listening(true);
  let reads = 0;
  const read =
    (answer: UserAccessState | null = state()) =>
    async () => {
      reads += 1;
      return answer;
    };
  return { cache, read, reads: () => reads };
}

describe('the access-state cache', () => {
  it('reads once, then answers from memory for the same user and session', async () => {
    const { cache, read, reads } = listeningCache();
    expect(await cache.get(1, 's1', now, read())).toEqual(state());
    expect(await cache.get(1, 's1', now, read())).toEqual(state());
    expect(reads()).toBe(1);
    await cache.get(1, 's2', now, read());
    await cache.get(1, null, now, read());
    await cache.get(2, 's1', now, read());
    expect(reads()).toBe(4);
    expect(cache.size()).toBe(4);
  });

  it("drops a user's copies on a notification naming them, and only theirs", async () => {
    const { cache, read, reads } = listeningCache();
    await cache.get(1, 'a', now, read());
    await cache.get(1, 'b', now, read());
    await cache.get(2, 'a', now, read());
    cache.handlers.notified('1');
    expect(cache.size()).toBe(1);
    expect(await cache.get(1, 'a', now, read(state('admin')))).toEqual(state('admin'));
    await cache.get(2, 'a', now, read());
    expect(reads()).toBe(4);
  });

  it('drops every copy on a notification naming no single user', async () => {
    const { cache, read } = listeningCache();
    await cache.get(1, 'a', now, read());
    await cache.get(2, 'a', now, read());
    cache.handlers.notified('*');
    expect(cache.size()).toBe(0);
    await cache.get(3, 'a', now, read());
    cache.handlers.notified('not a user id');
    expect(cache.size()).toBe(0);
  });

  it('keeps nothing read while a change was announced', async () => {
    const { cache, reads } = listeningCache();
    const racing = async () => {
      cache.handlers.notified('7');
      return state();
    };
    await cache.get(1, 'a', now, racing);
    expect(cache.size()).toBe(0);
    expect(reads()).toBe(0);
  });

  it('reads every time while not listening, and drops what it kept when listening stops', async () => {
    const { cache, read, reads } = listeningCache();
    await cache.get(1, 'a', now, read());
    cache.handlers.listening(false);
    expect(cache.size()).toBe(0);
    await cache.get(1, 'a', now, read());
    await cache.get(1, 'a', now, read());
    expect(reads()).toBe(3);
    expect(cache.size()).toBe(0);
    cache.handlers.listening(true);
    await cache.get(1, 'a', now, read());
    await cache.get(1, 'a', now, read());
    expect(reads()).toBe(4);
  });

  it('waits for its own writes to be announced, and reads when it cannot know', async () => {
    let settled = false;
    let failing = false;
    const { cache, read, reads } = listeningCache(async () => {
      if (failing) throw new Error('not listening');
      settled = true;
    });
    await cache.get(1, 'a', now, read());
    expect(settled).toBe(true);
    failing = true;
    await cache.get(1, 'a', now, read());
    expect(reads()).toBe(2);
  });

  it('reads again when the clock is set back before the copy was read', async () => {
    const { cache, read, reads } = listeningCache();
    await cache.get(1, 'a', now, read());
    await cache.get(1, 'a', new Date(now.getTime() + 1000), read());
    expect(reads()).toBe(1);
    await cache.get(1, 'a', new Date(now.getTime() - 1000), read());
    expect(reads()).toBe(2);
  });

  it('keeps no unknown user', async () => {
    const { cache, read, reads } = listeningCache();
    expect(await cache.get(1, 'a', now, read(null))).toBeNull();
    expect(await cache.get(1, 'a', now, read(null))).toBeNull();
    expect(reads()).toBe(2);
  });

  it('reads every time before a listener is attached', async () => {
    const cache = createAccessStateCache();
    cache.handlers.listening(true);
    let reads = 0;
    const read = async () => {
      reads += 1;
      return state();
    };
    await cache.get(1, 'a', now, read);
    await cache.get(1, 'a', now, read);
    expect(reads).toBe(2);
  });
});
