import type { App } from '../../app.js';
import { orderPayload } from '../orders/test-fixtures.js';

/** Four aspects and the overall rating that goes with them. */
export const ratings = { articleRating: 5, deliveryRating: 4, serviceRating: 4, pricingRating: 3, overallRating: 4 };

/** Places an order as `cookie` (a visitor without one) and, unless told otherwise, has the admin deliver it. */
export async function placeOrder(
  app: App,
  opts: { giftIds: string[]; cookie?: string; admin: string; deliver?: boolean; overrides?: Record<string, unknown> },
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: orderPayload(opts.giftIds.map((giftId) => ({ giftId, quantity: 1 })), opts.overrides),
    headers: opts.cookie ? { cookie: opts.cookie } : {},
  });
  if (res.statusCode !== 201) throw new Error(`order refused: ${res.body}`);
  const order: { id: string; orderNumber: string } = res.json();
  if (opts.deliver !== false) {
    const moved = await app.inject({ method: 'PATCH', url: `/api/admin/orders/${order.id}/status`, payload: { status: 'delivered' }, headers: { cookie: opts.admin } });
    if (moved.statusCode !== 200) throw new Error(`not delivered: ${moved.body}`);
  }
  return { ...order, response: res };
}

export const postReview = (app: App, payload: Record<string, unknown>, cookie?: string) =>
  app.inject({ method: 'POST', url: '/api/reviews', payload, headers: cookie ? { cookie } : {} });
