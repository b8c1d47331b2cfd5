import { describe, expect, it } from 'vitest';
import { containing } from './like-pattern.js';

describe('containing', () => {
  it('wraps the text in wildcards and escapes its own', () => {
    expect(containing('ann')).toBe('%ann%');
    expect(containing('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
