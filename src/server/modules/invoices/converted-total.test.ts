import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { outbox } from '../../db/schema/index.js';
import { addGift, orderPayload, signIn } from '../orders/test-fixtures.js';
import { pdfText } from '../../lib/pdf/test-pdf.js';

const { app, database } = await useTestApp();
const db = database.db;
const me = await signIn(db, { firstName: 'Nadia' });
const admin = await signIn(db, { role: 'admin' });

const setRate = async (code: string, rate: number) =>
  expect((await app.inject({ method: 'PUT', url: `/api/admin/currencies/${code}`, headers: { cookie: admin.cookie }, payload: { rate } })).statusCode).toBe(200);

const placeOrder = async (displayCurrency?: string) => {
  const gift = await addGift(db, { price: '400.00' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { ...orderPayload([{ giftId: gift.id, quantity: 1 }], { paymentMethod: 'stripe' }), displayCurrency },
    headers: { cookie: me.cookie },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; orderNumber: string; totalAmount: string; displayCurrency: { code: string; rate: number; setAt: string } | null }>();
};

const payByCard = async (orderId: string) => {
  const intent = (await app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId }, headers: { cookie: me.cookie } })).json();
  const paid = await app.inject({
    method: 'POST',
    url: '/api/payments/test/confirm',
    payload: { paymentIntentId: intent.paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    headers: { cookie: me.cookie },
  });
  expect(paid.json()).toMatchObject({ status: 'completed' });
};

describe('an order placed by a buyer reading prices in another currency', () => {
  it('is charged in dirhams and keeps the total in their currency at the rate of the moment: order, e-mail and invoice', async () => {
    await setRate('EUR', 10.8);
    const order = await placeOrder('EUR');
    // 400 + 25 delivery = 425 DH; 425 / 10.8 = 39.35… → 39.40.
    expect(order.totalAmount).toBe('425.00');
    expect(order.displayCurrency).toMatchObject({ code: 'EUR', rate: 10.8 });

    const [mail] = await db.select().from(outbox).where(and(eq(outbox.template, 'order_confirmation'), eq(outbox.recipient, me.user.email)));
    expect(mail?.body).toMatch(/425,00 DH/);
    expect(mail?.body).toMatch(/≈ 39,40 EUR \(1 EUR = 10,80 DH\)/);

    // A later rate changes nothing of what was told.
    await setRate('EUR', 11.5);
    await payByCard(order.id);
    const pdf = await pdfText((await app.inject({ method: 'GET', url: `/api/orders/${order.id}/invoice.pdf`, headers: { cookie: me.cookie } })).rawPayload);
    expect(pdf).toContain('425,00 MAD');
    expect(pdf).toContain('Pour information : environ 39,40 EUR');
    expect(pdf).toContain('au taux de 10,80 MAD pour 1 EUR');
    const reread = (await app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie: me.cookie } })).json();
    expect(reread.displayCurrency).toMatchObject({ code: 'EUR', rate: 10.8 });
  });

  it('says nothing of a currency the shop does not offer, nor for dirhams', async () => {
    const pounds = await placeOrder('GBP');
    expect(pounds.displayCurrency).toBeNull();
    const dirhams = await placeOrder();
    expect(dirhams.displayCurrency).toBeNull();
    const [mail] = await db.select().from(outbox).where(and(eq(outbox.template, 'order_confirmation'), eq(outbox.subject, `Votre commande ${pounds.orderNumber} est confirmée`)));
    expect(mail?.body).not.toContain('≈');
  });

  it('refuses a currency it does not know', async () => {
    const gift = await addGift(db, { price: '100.00' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...orderPayload([{ giftId: gift.id, quantity: 1 }], { paymentMethod: 'stripe' }), displayCurrency: 'JPY' },
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_data' });
  });
});
