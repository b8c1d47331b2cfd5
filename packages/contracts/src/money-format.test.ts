import { describe, expect, it } from 'vitest';
import { formatMoney, minorUnitsPer } from './money-format.js';

describe('formatMoney', () => {
  it('writes minor units in the language’s way, with the currency’s own decimals', () => {
    expect(formatMoney({ amount: 2900, currency: 'USD' }, 'en')).toBe('$29.00');
    expect(formatMoney({ amount: 24900, currency: 'EUR' }, 'en')).toBe('€249.00');
    // The yen has no minor unit: 1500 is ¥1,500.
    expect(minorUnitsPer('JPY')).toBe(1);
    expect(formatMoney({ amount: 1500, currency: 'JPY' }, 'en')).toBe('¥1,500');
    expect(formatMoney({ amount: 2900, currency: 'USD' }, 'ru').replace(/\s/g, ' ')).toBe(
      '29,00 $',
    );
  });
});
