/** A gift and how many of it: a cart's line, an order's, a saved cart's. */
export interface CartLine {
  giftId: string;
  quantity: number;
}

/** The same gift twice becomes one line, its quantity at most `maxPerLine`; lines stay in the cart's order. */
export function mergeLines(items: readonly CartLine[], maxPerLine = Number.POSITIVE_INFINITY): CartLine[] {
  const merged = new Map<string, number>();
  for (const item of items) merged.set(item.giftId, Math.min(maxPerLine, (merged.get(item.giftId) ?? 0) + item.quantity));
  return [...merged].map(([giftId, quantity]) => ({ giftId, quantity }));
}
