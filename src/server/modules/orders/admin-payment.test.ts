import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { orderEvents, outbox } from '../../db/schema/index.js';
import { addGift, orderPayload, orderRow, signIn } from './test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;
const admin = await signIn(db, { role: 'admin' });
const customer = await signIn(db, { firstName: 'Salma' });

const placeTransfer = async () =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderPayload([{ giftId: (await addGift(db)).id, quantity: 1 }]),
      headers: { cookie: customer.cookie },
    })
  ).json();
const setPayment = (id: string, payload: object, cookie: string | null = admin.cookie) =>
  app.inject({ method: 'PUT', url: `/api/admin/orders/${id}/payment`, payload, headers: cookie ? { cookie } : {} });
const addNote = (id: string, note: unknown, cookie: string | null = admin.cookie) =>
  app.inject({ method: 'POST', url: `/api/admin/orders/${id}/notes`, payload: { note }, headers: cookie ? { cookie } : {} });

describe('the back office payment page', () => {
  it('confirms a received transfer: paid, in preparation, no longer expiring, recorded and e-mailed', async () => {
    const order = await placeTransfer();
    const res = await setPayment(order.id, { paymentMethod: 'bank_transfer', paymentStatus: 'completed', bankTransferReference: 'VIR-2026-118' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ paymentStatus: 'completed', status: 'processing', bankTransferReference: 'VIR-2026-118', expiresAt: null });
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => `${e.type}:${e.actor}`)).toContain('payment_completed:admin');
    const mails = await db.select().from(outbox).where(eq(outbox.recipient, customer.user.email));
    expect(mails.some((m) => m.template === 'order_status' && m.subject?.includes(order.orderNumber))).toBe(true);
  });

  it('keeps a transfer reference for bank transfers only', async () => {
    const order = await placeTransfer();
    const card = await setPayment(order.id, { paymentMethod: 'stripe', paymentStatus: 'pending', bankTransferReference: 'VIR-X' });
    expect(card.json()).toMatchObject({ paymentMethod: 'stripe', bankTransferReference: null, status: 'pending' });
    expect((await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map((e) => e.type)).toContain('payment_updated');
  });

  it.each([
    [{ paymentMethod: 'cash', paymentStatus: 'completed' }],
    [{ paymentMethod: 'bank_transfer', paymentStatus: 'refunded' }],
    [{ paymentMethod: 'bank_transfer' }],
  ])('refuses %j', async (payload) => {
    const order = await placeTransfer();
    expect((await setPayment(order.id, payload)).statusCode).toBe(400);
    expect((await orderRow(db, order.id))?.paymentStatus).toBe('awaiting_transfer');
  });

  it('answers 404 for an unknown order, 401 to visitors and 403 to customers', async () => {
    const body = { paymentMethod: 'bank_transfer', paymentStatus: 'completed' };
    expect((await setPayment('00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
    const order = await placeTransfer();
    expect((await setPayment(order.id, body, null)).statusCode).toBe(401);
    expect((await setPayment(order.id, body, customer.cookie)).statusCode).toBe(403);
    expect((await orderRow(db, order.id))?.paymentStatus).toBe('awaiting_transfer');
  });
});

describe('internal notes', () => {
  it('are kept in the history the back office reads, and never shown to the customer', async () => {
    const order = await placeTransfer();
    expect((await addNote(order.id, 'Client rappelé : livrer après 18 h')).statusCode).toBe(201);
    const [adminView] = (await app.inject({ url: `/api/admin/orders?search=${order.orderNumber}`, headers: { cookie: admin.cookie } })).json();
    expect(adminView.events.map((e: { note: string | null }) => e.note)).toContain('Client rappelé : livrer après 18 h');
    const customerView = (await app.inject({ url: `/api/orders/${order.id}`, headers: { cookie: customer.cookie } })).json();
    expect(JSON.stringify(customerView)).not.toContain('Client rappelé');
  });

  it('refuse an empty note and stay admin-only', async () => {
    const order = await placeTransfer();
    expect((await addNote(order.id, '  ')).statusCode).toBe(400);
    expect((await addNote(order.id, 'x', customer.cookie)).statusCode).toBe(403);
  });
});
