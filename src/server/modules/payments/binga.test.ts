import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { invoices, orderEvents, outbox } from '../../db/schema/index.js';
import { expireUnpaidOrders } from '../orders/index.js';
import { addGift, orderPayload, orderRow, setSettings, signIn, stockOf } from '../orders/test-fixtures.js';
import { bingaChecksum } from './binga/checksum.js';
import { bingaDouble } from './binga/double.js';

const MERCHANT = { merchantId: '401090', merchantSecret: 'binga-private-key' };
// The double listens on 127.0.0.1, an address the shop's server calls only when allowed.
const { app, database } = await useTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true', SHOP_MODE: 'production' } });
const db = database.db;

const notify = (params: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/payments/binga/notify', payload: new URLSearchParams(params).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
/** The double notifies the shop as Binga does: a form-encoded POST, a plain-text answer (here through the app, unless dropped). */
const delivery = { drop: false };
const binga = bingaDouble({ ...MERCHANT, deliver: async (_url, params) => (delivery.drop ? 'dropped' : (await notify(params)).body) });
const served = await binga.listen();
afterAll(() => served.close());

await setSettings(db, { company_legal_name: 'Cadeaux Maroc SARL', company_ice: '001234567000089', company_if: '12345678', company_rc: 'Casa 123456' });
const me = await signIn(db);
const headers = { cookie: me.cookie };

const configure = () =>
  setSettings(db, { binga_api_url: served.url, binga_merchant_id: MERCHANT.merchantId, binga_merchant_secret: MERCHANT.merchantSecret });

/** A cash order for 1 × 200.00 in Casablanca (225.00 with delivery). */
async function cashOrder(stock = 10) {
  const gift = await addGift(db, { price: '200.00', stock });
  const res = await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }], { paymentMethod: 'cash_voucher' }), headers });
  expect(res.statusCode, res.body).toBe(201);
  return { gift, order: res.json() };
}
const eventsOf = async (id: string) => (await db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).map((e) => e.type);
const invoiceOf = async (id: string) => (await db.select().from(invoices).where(eq(invoices.orderId, id))).find((d) => d.kind === 'invoice');

describe('cash at an agency through Binga', () => {
  it('is refused with a clear 400 while the shop has no Binga keys, and nothing is written', async () => {
    const gift = await addGift(db, { price: '200.00', stock: 4 });
    const res = await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }], { paymentMethod: 'cash_voucher' }), headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('cash_unavailable');
    expect(await stockOf(db, gift.id)).toBe(4);
  });

  it('gives the order a payment code for its amount and deadline, holds the stock, and e-mails the code', async () => {
    await configure();
    const { gift, order } = await cashOrder(5);
    expect(order).toMatchObject({ paymentMethod: 'cash_voucher', paymentStatus: 'pending', status: 'pending' });
    expect(order.cashVoucher).toEqual({ code: expect.stringMatching(/^\d{12}$/), amount: '225.00', expiresAt: order.expiresAt });
    // The transfer's delay: the code expires with the order.
    expect(new Date(order.expiresAt).getTime() - new Date(order.createdAt).getTime()).toBeGreaterThan(24 * 3600_000);
    expect(await stockOf(db, gift.id)).toBe(4);

    // Binga was asked with the order's reference, amount and expiry, signed with the private key.
    const asked = binga.requests.filter((r) => r.path === '/orders/pay').at(-1)!.form;
    expect(asked).toMatchObject({ externalId: order.orderNumber, amount: '225.00', storeId: MERCHANT.merchantId, payUrl: 'http://localhost:3000/api/payments/binga/notify' });
    expect(asked.expirationDate).toBe(`${order.expiresAt.slice(0, 19)}GMT`);
    expect(asked.orderCheckSum).toBe(bingaChecksum('PRE-PAY', { amount: '225.00', storeId: MERCHANT.merchantId, externalId: order.orderNumber, buyerEmail: asked.buyerEmail! }, MERCHANT.merchantSecret));

    const mails = await db.select().from(outbox).where(eq(outbox.recipient, me.user.email));
    const confirmation = mails.find((m) => m.body.includes(order.orderNumber));
    expect(confirmation?.body).toContain(order.cashVoucher.code);
    expect(confirmation?.html).toContain(order.cashVoucher.code);

    // The order's page answers the same code; a cash order is not paid by card.
    const read = (await app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers })).json();
    expect(read.cashVoucher).toEqual(order.cashVoucher);
    expect(read.actions.verifyPayment).toBe(true);
    const card = await app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId: order.id, amount: 1 }, headers });
    expect(card.statusCode).toBe(400);
  });

  it('becomes paid by the signed notification, once, with its invoice', async () => {
    await configure();
    const { order } = await cashOrder();
    expect(await binga.pay(order.cashVoucher.code)).toMatch(/^100;/);
    expect(await orderRow(db, order.id)).toMatchObject({ status: 'processing', paymentStatus: 'completed' });
    expect(await invoiceOf(order.id)).toBeDefined();

    // Binga notifies again: taken, nothing moves twice.
    const again = binga.notification(order.cashVoucher.code);
    expect((await notify(again.params)).body).toMatch(/^100;/);
    expect((await eventsOf(order.id)).filter((e) => e === 'payment_completed')).toHaveLength(1);
    expect((await db.select().from(invoices).where(eq(invoices.orderId, order.id))).filter((d) => d.kind === 'invoice')).toHaveLength(1);
  });

  it('refuses a notification not signed with the private key, or for another amount, without paying the order', async () => {
    await configure();
    const { order } = await cashOrder();
    const forged = binga.notification(order.cashVoucher.code, { secret: 'guessed' });
    expect((await notify(forged.params)).body).toMatch(/^000;/);
    const tampered = { ...binga.notification(order.cashVoucher.code).params, amount: '1.00' };
    expect((await notify(tampered)).body).toMatch(/^000;/);
    expect((await notify({ code: order.cashVoucher.code })).body).toMatch(/^000;/);
    expect(await orderRow(db, order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });

    // Signed, but for less than the order: recorded for the shop, not paid.
    const short = binga.notification(order.cashVoucher.code, { amount: '25.00' });
    expect((await notify(short.params)).body).toMatch(/^100;/);
    expect(await orderRow(db, order.id)).toMatchObject({ paymentStatus: 'pending' });
    expect(await eventsOf(order.id)).toContain('payment_mismatch');
  });

  it('is caught up by “Vérifier le paiement” when the notification never came', async () => {
    await configure();
    const { order } = await cashOrder();
    const before = (await app.inject({ method: 'POST', url: `/api/verify-payment/${order.id}`, headers })).json();
    expect(before.status).toBe('pending');
    delivery.drop = true;
    await binga.pay(order.cashVoucher.code);
    delivery.drop = false;
    const after = (await app.inject({ method: 'POST', url: `/api/verify-payment/${order.id}`, headers })).json();
    expect(after.status).toBe('completed');
    expect(await orderRow(db, order.id)).toMatchObject({ status: 'processing', paymentStatus: 'completed' });
  });

  it('releases the stock when the code expires unpaid, and a late payment is left to the shop to refund', async () => {
    await configure();
    const { gift, order } = await cashOrder(3);
    expect(await stockOf(db, gift.id)).toBe(2);
    await expireUnpaidOrders(db, new Date(new Date(order.expiresAt).getTime() + 1000));
    expect(await orderRow(db, order.id)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(db, gift.id)).toBe(3);
    expect(await binga.pay(order.cashVoucher.code)).toMatch(/^100;/);
    expect(await orderRow(db, order.id)).toMatchObject({ status: 'cancelled' });
    expect(await eventsOf(order.id)).toContain('refund_failed');
  });

  it('answers a clear 502 when Binga refuses the code, and writes no order', async () => {
    await configure();
    const gift = await addGift(db, { price: '200.00', stock: 2 });
    binga.state.refuseNext = true;
    const res = await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }], { paymentMethod: 'cash_voucher' }), headers });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('payment_provider_error');
    expect(await stockOf(db, gift.id)).toBe(2);
  });
});
