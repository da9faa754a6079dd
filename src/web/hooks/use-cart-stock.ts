import { useEffect } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { Gift } from '@contracts/catalog';
import { api, ApiError } from '@/lib/api';
import { cart, type CartItem } from '@/stores/cart';

/** A gift's stock now (null for unlimited, 0 when it is gone or switched off: the shop answers 404), its kind and its names. */
export async function fetchStock(giftId: string, signal?: AbortSignal): Promise<{ stock: number | null; type?: Gift['type']; names?: Gift['name'] }> {
  try {
    const gift = await api<Gift>(`/api/gifts/${encodeURIComponent(giftId)}`, { signal });
    return { stock: gift.stock, type: gift.type, names: gift.name };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return { stock: 0 };
    throw err;
  }
}

/**
 * While `active` (the cart panel open, the checkout shown), asks the shop for the stock of every
 * cart line and records it in the cart, so a line that is now short says so before the order does;
 * the gift's kind and names come with it, for a cart saved before they were kept.
 */
export function useCartStock(items: CartItem[], active: boolean) {
  const stocks = useQueries({
    queries: items.map((item) => ({
      queryKey: ['cart-stock', item.giftId],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchStock(item.giftId, signal),
      enabled: active,
      staleTime: 0,
    })),
    combine: (results) =>
      results.flatMap((r, i) => (r.data !== undefined && items[i] ? [{ giftId: items[i].giftId, ...r.data }] : [])),
  });
  const signature = JSON.stringify(stocks);
  useEffect(() => {
    if (active) cart.setStock(JSON.parse(signature) as typeof stocks);
  }, [active, signature]);
}
