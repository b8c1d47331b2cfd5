import { passwordSchema } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import {
  generateTemporaryPassword,
  TEMPORARY_PASSWORD_TTL_MS,
  temporaryPasswordExpiry,
} from './temporary-passwords.js';

describe('temporary passwords', () => {
  it('always meet the password policy', () => {
    for (let i = 0; i < 500; i += 1) {
      expect(passwordSchema().safeParse(generateTemporaryPassword()).success).toBe(true);
    }
  });

  it('are random', () => {
    const generated = new Set(Array.from({ length: 200 }, generateTemporaryPassword));
    expect(generated.size).toBe(200);
  });

  it('expire within seven days', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(temporaryPasswordExpiry(now).toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(TEMPORARY_PASSWORD_TTL_MS).toBeLessThanOrEqual(7 * 24 * 60 * 60 * 1000);
  });
});
