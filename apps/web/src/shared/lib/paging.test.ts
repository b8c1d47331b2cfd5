import { describe, expect, it } from 'vitest';
import { pageCount, pastTheEnd } from './paging';

describe('paging', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(43, 20)).toBe(3);
  });

  it('names the last page when the page asked for lies past it', () => {
    expect(pastTheEnd({ total: 43, pageSize: 20, items: [] }, 999)).toBe(3);
    expect(pastTheEnd({ total: 43, pageSize: 20, items: [1] }, 3)).toBeNull();
    expect(pastTheEnd({ total: 0, pageSize: 20, items: [] }, 5)).toBeNull();
  });
});
