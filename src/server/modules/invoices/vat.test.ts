import { describe, expect, it } from 'vitest';
import { toCentimes } from '../../domain/money.js';
import { splitLine, vatTotals } from './vat.js';

describe('VAT on prices that include it', () => {
  it('shows the unit price excluding tax, and the line adds up to what was paid', () => {
    expect(splitLine({ name: 'Coffret', unitPrice: '249.90', quantity: 3, vatRate: 20 })).toEqual({
      name: 'Coffret',
      quantity: 3,
      vatRate: 20,
      unitPriceHt: '208.25',
      totalHt: '624.75',
      vat: '124.95',
      totalTtc: '749.70',
    });
  });

  it('makes the totals equal the sum paid, whatever the rates and roundings', () => {
    const lines = [
      { name: 'A', unitPrice: '99.99', quantity: 7, vatRate: 20 },
      { name: 'B', unitPrice: '13.33', quantity: 3, vatRate: 10 },
      { name: 'C', unitPrice: '45.00', quantity: 1, vatRate: 0 },
      { name: 'D', unitPrice: '0.05', quantity: 9, vatRate: 14 },
    ];
    const t = vatTotals(lines, '35.00');
    const paid = 99.99 * 7 + 13.33 * 3 + 45 + 0.05 * 9 + 35;
    expect(toCentimes(t.totalTtc)).toBe(Math.round(paid * 100));
    expect(toCentimes(t.totalHt) + toCentimes(t.totalVat)).toBe(toCentimes(t.totalTtc));
    expect(t.vatByRate.map((r) => r.rate)).toEqual([20, 14, 10, 0]);
    const byRate = t.vatByRate.reduce((s, r) => s + toCentimes(r.vat), 0);
    expect(byRate).toBe(toCentimes(t.totalVat));
    expect(t.delivery).toMatchObject({ vatRate: 20, totalHt: '29.17', vat: '5.83', totalTtc: '35.00' });
  });

  it('has no delivery line when delivery is free', () => {
    expect(vatTotals([{ name: 'A', unitPrice: '600.00', quantity: 1, vatRate: 20 }], '0.00').delivery).toBeNull();
  });

  it('takes a discount off at each rate it came from, so the totals are what was paid', () => {
    const lines = [
      { name: 'A', unitPrice: '120.00', quantity: 2, vatRate: 20 },
      { name: 'B', unitPrice: '55.00', quantity: 1, vatRate: 10 },
    ];
    const t = vatTotals(lines, '25.00', { name: 'Remise (code ETE)', atRates: [{ vatRate: 20, amount: 3333 }, { vatRate: 10, amount: 550 }] });
    expect(t.discounts).toEqual([
      expect.objectContaining({ name: 'Remise (code ETE)', vatRate: 20, totalTtc: '33.33' }),
      expect.objectContaining({ vatRate: 10, totalTtc: '5.50', totalHt: '5.00', vat: '0.50' }),
    ]);
    // 240 + 55 + 25 − 33.33 − 5.50
    expect(t.totalTtc).toBe('281.17');
    expect(toCentimes(t.totalHt) + toCentimes(t.totalVat)).toBe(toCentimes(t.totalTtc));
    expect(t.vatByRate.reduce((s, r) => s + toCentimes(r.vat), 0)).toBe(toCentimes(t.totalVat));
    expect(t.vatByRate.find((r) => r.rate === 10)).toEqual({ rate: 10, base: '45.00', vat: '4.50' });
  });
});
