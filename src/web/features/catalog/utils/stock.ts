/** Physical gifts at or under this many units show a "low stock" notice. */
export const LOW_STOCK = 5;

export type StockState = 'unlimited' | 'in_stock' | 'low' | 'sold_out';

/** `stock` null means unlimited (digital gifts); 0 means sold out: shown, not orderable. */
export function stockState(stock: number | null): StockState {
  if (stock === null) return 'unlimited';
  if (stock <= 0) return 'sold_out';
  return stock <= LOW_STOCK ? 'low' : 'in_stock';
}

/** A quantity the customer may order: at least 1, at most the stock when it is counted. */
export function clampQuantity(value: number, stock: number | null): number {
  const n = Number.isFinite(value) ? Math.floor(value) : 1;
  const max = stock === null ? Infinity : Math.max(1, stock);
  return Math.min(Math.max(1, n), max);
}
