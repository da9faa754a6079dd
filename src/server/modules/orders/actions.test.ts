import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { orderEvents, orders } from '../../db/schema/index.js';
import { addGift, orderPayload, orderRow, signIn, stockOf } from './test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;
const me = await signIn(db);
const HOUR = 3_600_000;

const place = async (giftId: string, quantity = 1) =>
  (
    await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId, quantity }]), headers: { cookie: me.cookie } })
  ).json();
const act = (id: string, action: 'cancel' | 'confirm-receipt') =>
  app.inject({ method: 'POST', url: `/api/orders/${id}/${action}`, headers: { cookie: me.cookie } });
const eventTypes = async (id: string) =>
  (await db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.createdAt)).map((e) => e.type);

describe('a customer cancelling', () => {
  it('cancels at once within 2 hours and returns the stock', async () => {
    const gift = await addGift(db, { stock: 5 });
    const order = await place(gift.id, 2);
    expect(order).toMatchObject({ canCancel: true, actions: { cancel: true, requestCancellation: true } });
    const res = await act(order.id, 'cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'cancelled',
      order: { status: 'cancelled', canCancel: false, actions: { cancel: false, requestCancellation: false } },
    });
    expect(await stockOf(db, gift.id)).toBe(5);
    expect(await eventTypes(order.id)).toEqual(['created', 'cancelled']);
  });

  it('leaves a cancelled transfer order owing nothing: it no longer awaits the transfer', async () => {
    const gift = await addGift(db);
    const order = await place(gift.id);
    expect(order.paymentStatus).toBe('awaiting_transfer');
    const cancelled = (await act(order.id, 'cancel')).json().order;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
      paymentFailureReason: 'Commande annulée',
      paymentFailureCode: 'cancelled',
      actions: { payNow: false, verifyPayment: false },
    });
  });

  it('returns the stock only once when asked twice', async () => {
    const gift = await addGift(db, { stock: 5 });
    const order = await place(gift.id, 2);
    await Promise.all([act(order.id, 'cancel'), act(order.id, 'cancel')]);
    expect(await stockOf(db, gift.id)).toBe(5);
    expect((await eventTypes(order.id)).filter((t) => t === 'cancelled')).toHaveLength(1);
  });

  it('after 2 hours records a request for the shop instead, keeping the order and its stock', async () => {
    const gift = await addGift(db, { stock: 5 });
    const order = await place(gift.id, 1);
    await db.update(orders).set({ createdAt: new Date(Date.now() - 2 * HOUR - 1000) }).where(eq(orders.id, order.id));
    const res = await act(order.id, 'cancel');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ outcome: 'requested', message: 'Votre demande d’annulation a été envoyée' });
    expect(res.json().order).toMatchObject({ status: 'pending', canCancel: false, actions: { cancel: false, requestCancellation: false } });
    expect(res.json().order.cancellationRequestedAt).not.toBeNull();
    expect(await stockOf(db, gift.id)).toBe(4);
    await act(order.id, 'cancel');
    expect(await eventTypes(order.id)).toEqual(['created', 'cancellation_requested']);
  });

  it('refunds a paid card order it cancels', async () => {
    const gift = await addGift(db, { stock: 5 });
    const order = await place(gift.id, 1);
    await db
      .update(orders)
      .set({ paymentMethod: 'stripe', paymentProvider: 'test', paymentIntentId: `test_pi_${order.id}`, paymentStatus: 'completed', status: 'processing' })
      .where(eq(orders.id, order.id));
    const res = await act(order.id, 'cancel');
    expect(res.json()).toMatchObject({ outcome: 'cancelled', message: 'Votre commande a été annulée. Votre paiement vous sera remboursé.' });
    expect(await eventTypes(order.id)).toEqual(['created', 'cancelled', 'refunded']);
  });

  it('cannot cancel a delivered order', async () => {
    const gift = await addGift(db);
    const order = await place(gift.id);
    await db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    const res = await act(order.id, 'cancel');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cette commande ne peut plus être annulée.');
  });
});

describe('confirming receipt', () => {
  it('records when a delivered order was received, once', async () => {
    const gift = await addGift(db);
    const order = await place(gift.id);
    await db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    const first = await act(order.id, 'confirm-receipt');
    expect(first.statusCode).toBe(200);
    const receivedAt = first.json().receivedAt;
    expect(receivedAt).not.toBeNull();
    const second = await act(order.id, 'confirm-receipt');
    expect(second.json().receivedAt).toBe(receivedAt);
    expect(await eventTypes(order.id)).toEqual(['created', 'received']);
  });

  it('is refused before delivery', async () => {
    const gift = await addGift(db);
    const order = await place(gift.id);
    const res = await act(order.id, 'confirm-receipt');
    expect(res.statusCode).toBe(409);
    expect((await orderRow(db, order.id))?.receivedAt).toBeNull();
  });
});
