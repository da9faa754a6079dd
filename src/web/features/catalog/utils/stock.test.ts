import { describe, expect, it } from 'vitest';
import { clampQuantity, stockState } from './stock';

describe('stock', () => {
  it('reads null as unlimited, 0 as sold out and a few units as low stock', () => {
    expect(stockState(null)).toBe('unlimited');
    expect(stockState(0)).toBe('sold_out');
    expect(stockState(3)).toBe('low');
    expect(stockState(5)).toBe('low');
    expect(stockState(6)).toBe('in_stock');
  });

  it('keeps the quantity between 1 and the stock', () => {
    expect(clampQuantity(0, 4)).toBe(1);
    expect(clampQuantity(-3, null)).toBe(1);
    expect(clampQuantity(9, 4)).toBe(4);
    expect(clampQuantity(2.7, 4)).toBe(2);
    expect(clampQuantity(Number.NaN, 4)).toBe(1);
    expect(clampQuantity(250, null)).toBe(250);
  });
});
