import { ApiError } from '@/lib/api';

export interface Shortage {
  giftId: string;
  stock: number;
}

/**
 * What is left of each short line, from a 409 `out_of_stock` or `gift_unavailable` answer (quote or
 * order); null for any other failure. The quote lists every short line, an order its first.
 */
export function stockShortages(err: unknown): Shortage[] | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  if (err.code !== 'out_of_stock' && err.code !== 'gift_unavailable') return null;
  try {
    const body = JSON.parse(err.body) as { giftId?: string; available?: number | null; shortages?: { giftId: string; available: number }[] };
    if (body.shortages?.length) return body.shortages.map((s) => ({ giftId: s.giftId, stock: s.available }));
    if (!body.giftId) return null;
    return [{ giftId: body.giftId, stock: err.code === 'out_of_stock' ? (body.available ?? 0) : 0 }];
  } catch {
    return null;
  }
}
