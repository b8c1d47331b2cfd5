import { afterAll, describe, expect, it, vi } from 'vitest';

/*
 * argon2 itself is replaced here by a hash that takes a moment and counts how many run at
 * once: what is checked is that the server never starts more than its limit together
 * (passwords.ts), however many logins arrive at the same moment.
 */
const running = { now: 0, most: 0 };
vi.mock('@node-rs/argon2', () => {
  const slowly = async <T>(value: T) => {
    running.now += 1;
    running.most = Math.max(running.most, running.now);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running.now -= 1;
    return value;
  };
  return {
    hash: (password: string) => slowly(`hashed:${password}`),
    verify: (stored: string, password: string) => slowly(stored === `hashed:${password}`),
  };
});

// The API's test files share their worker's modules (vitest.config.ts): passwords.ts may
// already be loaded with the real argon2, so it is loaded afresh, and put back afterwards.
vi.resetModules();
const { concurrentPasswordHashes, hashPassword, verifyPassword } = await import('./passwords.js');
afterAll(() => {
  vi.doUnmock('@node-rs/argon2');
  vi.resetModules();
});

describe('password hashing under a burst of logins', () => {
  it('runs at most as many hashes at once as there are cores, leaving a pool thread free', async () => {
    expect(concurrentPasswordHashes).toBeGreaterThanOrEqual(1);
    expect(concurrentPasswordHashes).toBeLessThanOrEqual(3);
    running.most = 0;
    const results = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => hashPassword(`p${i}`)),
      ...Array.from({ length: 20 }, (_, i) => verifyPassword(`hashed:p${i}`, `p${i}`)),
      verifyPassword('hashed:other', 'wrong'),
    ]);
    expect(results.slice(0, 20)).toEqual(Array.from({ length: 20 }, (_, i) => `hashed:p${i}`));
    expect(results.slice(20, 40).every((ok) => ok === true)).toBe(true);
    expect(results[40]).toBe(false);
    expect(running.most).toBe(concurrentPasswordHashes);
  });
});
