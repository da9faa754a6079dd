import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { orderEvents, orders, outbox } from '../../db/schema/index.js';
import { addGift, orderPayload, orderRow, signIn, stockOf } from './test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;
const admin = await signIn(db, { role: 'admin' });
const customer = await signIn(db, { firstName: 'Salma' });

/** `cookie: null` acts as a visitor. */
const place = async (giftId: string, quantity = 1, cookie: string | null = customer.cookie) =>
  (
    await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId, quantity }]), headers: cookie ? { cookie } : {} })
  ).json();
const setStatus = (id: string, status: unknown, cookie: string | null = admin.cookie) =>
  app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}/status`, payload: { status }, headers: cookie ? { cookie } : {} });
const events = async (id: string) =>
  (await db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.createdAt)).map((e) => `${e.type}:${e.actor}:${e.status ?? ''}`);
/** The status e-mails the customer received about this order, oldest first. */
const statusMails = async (order: { orderNumber: string }) =>
  (await db.select().from(outbox).where(eq(outbox.recipient, customer.user.email)).orderBy(outbox.createdAt)).filter(
    (m) => m.template !== 'order_confirmation' && m.subject?.includes(order.orderNumber),
  );

describe('the back office changing an order’s status', () => {
  it('refuses visitors (401) and customers (403), and changes nothing', async () => {
    const order = await place((await addGift(db)).id);
    expect((await setStatus(order.id, 'delivered', null)).statusCode).toBe(401);
    expect((await setStatus(order.id, 'delivered', customer.cookie)).statusCode).toBe(403);
    expect((await orderRow(db, order.id))?.status).toBe('pending');
  });

  it('refuses a status it does not know (400) and an order that does not exist (404)', async () => {
    const order = await place((await addGift(db)).id);
    const unknown = await setStatus(order.id, 'shipped');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Statut de commande inconnu');
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'delivered')).statusCode).toBe(404);
  });

  it('moves an order on, records each change as the admin’s and e-mails the customer in the order’s language', async () => {
    const order = await place((await addGift(db)).id);
    const preparing = await setStatus(order.id, 'processing');
    expect(preparing.statusCode).toBe(200);
    expect(preparing.json()).toMatchObject({ status: 'processing', expiresAt: null });
    const delivered = (await setStatus(order.id, 'delivered')).json();
    expect(delivered).toMatchObject({ status: 'delivered', actions: { confirmReceipt: true, review: true, requestCancellation: false } });
    expect(await events(order.id)).toEqual(['created:customer:pending', 'status:admin:processing', 'status:admin:delivered']);
    const mails = await statusMails(order);
    expect(mails.map((m) => [m.template, m.subject])).toEqual([
      ['order_status', `Votre commande ${order.orderNumber} est en cours de préparation`],
      ['order_delivered', `Votre commande ${order.orderNumber} a été livrée`],
    ]);
    expect(mails[1]?.body).toContain(`http://localhost:3000/orders/${order.id}`);
  });

  it('changes nothing when the order already has that status', async () => {
    const order = await place((await addGift(db)).id);
    expect((await setStatus(order.id, 'pending')).json().status).toBe('pending');
    expect(await events(order.id)).toEqual(['created:customer:pending']);
    expect(await statusMails(order)).toEqual([]);
  });

  it('cancels an order and returns its stock once, even when asked twice at once', async () => {
    const gift = await addGift(db, { stock: 5 });
    const order = await place(gift.id, 2);
    await db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    const answers = await Promise.all([setStatus(order.id, 'cancelled'), setStatus(order.id, 'cancelled')]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await stockOf(db, gift.id)).toBe(5);
    expect((await events(order.id)).filter((e) => e.startsWith('cancelled'))).toEqual(['cancelled:admin:cancelled']);
  });

  it('leaves an unpaid transfer order it cancels owing nothing', async () => {
    const order = await place((await addGift(db)).id);
    await setStatus(order.id, 'cancelled');
    expect(await orderRow(db, order.id)).toMatchObject({ paymentStatus: 'failed', paymentFailureReason: 'Commande annulée', paymentFailureCode: 'cancelled' });
  });

  it('does not reopen a cancelled order', async () => {
    const gift = await addGift(db, { stock: 5 });
    const order = await place(gift.id, 1);
    await setStatus(order.id, 'cancelled');
    const reopen = await setStatus(order.id, 'processing');
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe('Une commande annulée ne peut pas être rouverte.');
    expect(await stockOf(db, gift.id)).toBe(5);
  });

  it('refunds a card payment when it cancels a paid order, and tells the customer', async () => {
    const order = await place((await addGift(db)).id);
    await db
      .update(orders)
      .set({ paymentMethod: 'stripe', paymentProvider: 'test', paymentIntentId: `test_pi_${order.id}`, paymentStatus: 'completed', status: 'processing' })
      .where(eq(orders.id, order.id));
    await setStatus(order.id, 'cancelled');
    expect(await orderRow(db, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'completed', paymentFailureCode: null });
    expect(await events(order.id)).toEqual(['created:customer:pending', 'cancelled:admin:cancelled', 'refunded:system:']);
    const mail = (await statusMails(order)).at(-1);
    expect(mail?.subject).toBe(`Votre commande ${order.orderNumber} a été annulée`);
    expect(mail?.body).toContain('Votre paiement vous sera remboursé.');
  });

  it('e-mails a guest at the address given with the order', async () => {
    const order = await place((await addGift(db)).id, 1, null);
    await setStatus(order.id, 'processing');
    const [mail] = await db.select().from(outbox).where(and(eq(outbox.recipient, 'karim@exemple.ma'), eq(outbox.template, 'order_status')));
    expect(mail?.subject).toBe(`Votre commande ${order.orderNumber} est en cours de préparation`);
    expect(mail?.body).toContain(`http://localhost:3000/orders/${order.id}`);
  });
});
