import type { Quote } from '@contracts/orders';
import { errorDetails } from '@/lib/errors';
import type { CartItem } from '@/stores/cart';

/** The server's figures from a `price_changed` answer, or null for any other failure. */
export const priceChangedQuote = (err: unknown): Quote | null => errorDetails(err, 'price_changed')?.quote ?? null;

/** The cart with the unit prices the server now charges, so what the customer sees is what they pay. */
export const repriceCart = (items: CartItem[], quote: Quote): CartItem[] =>
  items.map((item) => {
    const line = quote.lines.find((l) => l.giftId === item.giftId);
    return line ? { ...item, price: Number(line.unitPrice) } : item;
  });
