import type { SaveCartInput } from '@contracts/saved-carts';
import { api } from '@/lib/api';

/** `PUT /api/saved-carts/{checkoutId}`: the cart kept for one reminder, or forgotten (`consent: false`). */
export const saveCart = (checkoutId: string, input: SaveCartInput) =>
  api<void>(`/api/saved-carts/${encodeURIComponent(checkoutId)}`, { method: 'PUT', body: input });
