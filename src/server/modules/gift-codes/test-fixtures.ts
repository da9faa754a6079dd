import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { addGift, cookieFrom, orderPayload, signIn } from '../orders/test-fixtures.js';

/** For API tests: a digital gift ordered by bank transfer and confirmed paid by an admin, as the back office does. */
export async function paidDigitalOrder(
  app: App,
  db: Db,
  opts: { quantity?: number; deliveryDate?: string | null; ecardSendTime?: string; isAnonymous?: boolean; recipientEmail?: string } = {},
) {
  const admin = await signIn(db, { role: 'admin' });
  const gift = await addGift(db, { type: 'digital', stock: null, name: 'Massage au hammam' });
  const placed = await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: orderPayload([{ giftId: gift.id, quantity: opts.quantity ?? 1 }], {
      recipientAddress: undefined,
      recipientCity: undefined,
      deliveryDate: opts.deliveryDate ?? null,
      ecardSendTime: opts.ecardSendTime,
      isAnonymous: opts.isAnonymous ?? false,
      recipientEmail: opts.recipientEmail,
    }),
  });
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
  const order = placed.json() as { id: string; orderNumber: string };
  const paid = await app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${order.id}/payment`,
    payload: { paymentMethod: 'bank_transfer', paymentStatus: 'completed' },
    headers: { cookie: admin.cookie },
  });
  if (paid.statusCode !== 200) throw new Error(`order not paid: ${paid.body}`);
  // The guest browser that placed it: the sender's view of the order.
  return { order, gift, senderCookie: cookieFrom(placed, 'guest') };
}
