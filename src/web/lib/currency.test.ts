import { describe, expect, it } from 'vitest';
import { regionCurrency } from './currency-choice';
import { formatPrice } from './format';

const euro = { code: 'EUR', rate: 10.8 };

describe('a price in the visitor’s currency', () => {
  it('is the dirham amount at the owner’s rate, rounded to ten cents as a shop prices', () => {
    // 250 / 10.8 = 23.148…
    expect(formatPrice('250.00', 'fr', euro)).toBe('23,10\u00a0€');
    expect(formatPrice(250, 'en', euro)).toBe('€23.10');
    expect(formatPrice(1350, 'en', { code: 'GBP', rate: 12.6 })).toBe('£107.10');
    expect(formatPrice(99, 'en', { code: 'USD', rate: 9.9 })).toBe('$10.00');
  });

  it('stays in dirhams without a currency, or with one the shop does not know', () => {
    expect(formatPrice('250.00', 'fr', null)).toBe('250 DH');
    expect(formatPrice('250.00', 'ar', { code: 'JPY', rate: 0.07 })).toBe('250 درهم');
  });
});

describe('the currency a browser’s region suggests', () => {
  it('follows the region of the first language, never a bare language', () => {
    expect(regionCurrency(['fr-FR', 'fr'])).toBe('EUR');
    expect(regionCurrency(['nl-BE'])).toBe('EUR');
    expect(regionCurrency(['en-GB'])).toBe('GBP');
    expect(regionCurrency(['en-US'])).toBe('USD');
    expect(regionCurrency(['fr-MA'])).toBe('MAD');
    expect(regionCurrency(['ar-MA', 'fr-FR'])).toBe('MAD');
    // "fr" says nothing of where the visitor lives: a Moroccan browser often says just that.
    expect(regionCurrency(['fr'])).toBeNull();
    expect(regionCurrency(['ja-JP'])).toBeNull();
    expect(regionCurrency([])).toBeNull();
  });
});
