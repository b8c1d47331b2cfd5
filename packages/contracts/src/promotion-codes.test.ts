import { describe, expect, it } from 'vitest';
import { promotionDiscount, SMALLEST_DISCOUNTED_PRICE_MINOR } from './promotion-codes.js';

describe('promotionDiscount', () => {
  it('takes a percent rounded to the minor unit, or the fixed amount', () => {
    expect(promotionDiscount({ kind: 'percent', value: 20 }, 2900)).toBe(580);
    expect(promotionDiscount({ kind: 'percent', value: 15 }, 2999)).toBe(450);
    expect(promotionDiscount({ kind: 'fixed', value: 1000 }, 2900)).toBe(1000);
  });

  it('never leaves less than the smallest price a card is charged', () => {
    expect(SMALLEST_DISCOUNTED_PRICE_MINOR).toBe(50);
    expect(promotionDiscount({ kind: 'percent', value: 100 }, 2900)).toBe(2850);
    expect(promotionDiscount({ kind: 'fixed', value: 5000 }, 2900)).toBe(2850);
    expect(promotionDiscount({ kind: 'percent', value: 99 }, 2900)).toBe(2850);
    // A price at or below the smallest one is not discounted at all.
    expect(promotionDiscount({ kind: 'percent', value: 50 }, 50)).toBe(0);
    expect(promotionDiscount({ kind: 'fixed', value: 10 }, 30)).toBe(0);
    expect(promotionDiscount({ kind: 'percent', value: 100 }, 0)).toBe(0);
  });
});
