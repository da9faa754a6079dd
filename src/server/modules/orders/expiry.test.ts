import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { orderEvents, orders } from '../../db/schema/index.js';
import { expireUnpaidOrders } from './expiry.js';
import { addGift, orderPayload, orderRow, stockOf } from './test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;

const place = async (giftId: string, quantity: number, paymentMethod = 'stripe') =>
  (await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId, quantity }], { paymentMethod }) })).json();
const ageOut = (id: string) => db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, id));

describe('unpaid orders past their expiry', () => {
  it('are cancelled, give their stock back and say so in their history', async () => {
    const gift = await addGift(db, { stock: 6 });
    const card = await place(gift.id, 2);
    const transfer = await place(gift.id, 1, 'bank_transfer');
    expect(await stockOf(db, gift.id)).toBe(3);
    await ageOut(card.id);
    await ageOut(transfer.id);

    await expireUnpaidOrders(db, new Date());

    expect(await stockOf(db, gift.id)).toBe(6);
    for (const id of [card.id, transfer.id]) {
      expect(await orderRow(db, id)).toMatchObject({ status: 'cancelled', expiresAt: null });
      const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
      expect(events.map((e) => e.type)).toEqual(['created', 'expired']);
    }
  });

  it('owe nothing once expired: a transfer order no longer awaits its transfer, a card order its payment', async () => {
    const gift = await addGift(db, { stock: 6 });
    const transfer = await place(gift.id, 1, 'bank_transfer');
    const card = await place(gift.id, 1);
    await db.update(orders).set({ paymentStatus: 'failed', paymentFailureReason: 'Votre carte a été refusée.', paymentFailureCode: 'card_declined' }).where(eq(orders.id, card.id));
    await ageOut(transfer.id);
    await ageOut(card.id);
    await expireUnpaidOrders(db, new Date());
    for (const id of [transfer.id, card.id]) {
      expect(await orderRow(db, id)).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'failed',
        paymentFailureReason: 'Commande annulée',
        paymentFailureCode: 'cancelled',
      });
    }
  });

  it('are left alone before their time', async () => {
    const gift = await addGift(db, { stock: 3 });
    const order = await place(gift.id, 1);
    await expireUnpaidOrders(db, new Date());
    expect((await orderRow(db, order.id))?.status).toBe('pending');
    expect(await stockOf(db, gift.id)).toBe(2);
  });

  it('give their stock back once, even when two server copies expire them at the same time', async () => {
    const gift = await addGift(db, { stock: 4 });
    const order = await place(gift.id, 3);
    await ageOut(order.id);
    await Promise.all([expireUnpaidOrders(db, new Date()), expireUnpaidOrders(db, new Date()), expireUnpaidOrders(db, new Date())]);
    expect(await stockOf(db, gift.id)).toBe(4);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((e) => e.type === 'expired')).toHaveLength(1);
  });

  it('are due by the clock the job is given: a card order 30 minutes after it was placed', async () => {
    const gift = await addGift(db, { stock: 2 });
    const order = await place(gift.id, 1);
    const placedAt = Date.parse(order.createdAt);
    await expireUnpaidOrders(db, new Date(placedAt + 29 * 60_000));
    expect((await orderRow(db, order.id))?.status).toBe('pending');
    await expireUnpaidOrders(db, new Date(placedAt + 31 * 60_000));
    expect((await orderRow(db, order.id))?.status).toBe('cancelled');
    expect(await stockOf(db, gift.id)).toBe(2);
  });

  it('never cancel an order that was paid', async () => {
    const gift = await addGift(db, { stock: 2 });
    const order = await place(gift.id, 1);
    await db.update(orders).set({ paymentStatus: 'completed', expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, order.id));
    await expireUnpaidOrders(db, new Date());
    expect((await orderRow(db, order.id))?.status).toBe('pending');
    expect(await stockOf(db, gift.id)).toBe(1);
  });
});
