import type { Quote } from '@contracts/orders';
import { ApiError } from '@/lib/api';
import type { CartItem } from '@/stores/cart';

/** The server's figures from a 409 `price_changed` answer, or null for any other failure. */
export function priceChangedQuote(err: unknown): Quote | null {
  if (!(err instanceof ApiError) || err.status !== 409 || err.code !== 'price_changed') return null;
  try {
    return (JSON.parse(err.body) as { quote?: Quote }).quote ?? null;
  } catch {
    return null;
  }
}

/** The cart with the unit prices the server now charges, so what the customer sees is what they pay. */
export const repriceCart = (items: CartItem[], quote: Quote): CartItem[] =>
  items.map((item) => {
    const line = quote.lines.find((l) => l.giftId === item.giftId);
    return line ? { ...item, price: Number(line.unitPrice) } : item;
  });
