import { errorDetails } from '@/lib/errors';

export interface Shortage {
  giftId: string;
  stock: number;
}

/**
 * What is left of each short line, from an `out_of_stock` or `gift_unavailable` answer (quote or
 * order); null for any other failure. The quote lists every short line, an order its first.
 */
export function stockShortages(err: unknown): Shortage[] | null {
  const details = errorDetails(err, 'out_of_stock', 'gift_unavailable');
  if (!details?.shortages?.length) return null;
  return details.shortages.map((s) => ({ giftId: s.giftId, stock: s.available }));
}
