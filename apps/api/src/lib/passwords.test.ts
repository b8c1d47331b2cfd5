import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id and the configured parameters', async () => {
    const stored = await hashPassword('Student#2026');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword(stored, 'Student#2026')).toBe(true);
    expect(await verifyPassword(stored, 'student#2026')).toBe(false);
  });

  it('asks for a rehash when the parameters differ', async () => {
    const older = await hash('Student#2026', { memoryCost: 4096, timeCost: 3, parallelism: 1 });
    expect(needsRehash(older)).toBe(true);
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
  });

  it('treats an unreadable hash as a wrong password', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
