import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { orders, outbox } from '../../db/schema/index.js';
import { addGift, orderPayload, orderRow, signIn, stockOf } from './test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;

const place = (payload: Record<string, unknown>, cookie?: string) =>
  app.inject({ method: 'POST', url: '/api/orders', payload, headers: cookie ? { cookie } : {} });
const quote = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/orders/quote', payload });
const orderCount = async () => (await db.select({ n: count() }).from(orders))[0]?.n ?? 0;
const withoutAddress = { recipientAddress: undefined, recipientCity: undefined };

describe('a cart of digital gifts only', () => {
  it('is quoted without a city and without a delivery fee', async () => {
    const card = await addGift(db, { type: 'digital', stock: null, price: '150.00' });
    const spa = await addGift(db, { type: 'digital', stock: null, price: '90.00' });
    const res = await quote({ items: [{ giftId: card.id, quantity: 1 }, { giftId: spa.id, quantity: 1 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ digitalOnly: true, zone: null, deliverable: true, subtotal: '240.00', deliveryFee: '0.00', total: '240.00' });
  });

  it('is ordered without address or city, with no delivery fee, and keeps the recipient’s e-mail', async () => {
    const card = await addGift(db, { type: 'digital', stock: null, price: '150.00' });
    const res = await place(orderPayload([{ giftId: card.id, quantity: 1 }], { ...withoutAddress, recipientEmail: ' Salma@Exemple.MA ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      recipientAddress: null,
      recipientCity: null,
      recipientEmail: 'salma@exemple.ma',
      recipientPhone: '+212612345678',
      subtotalAmount: '150.00',
      deliveryFee: '0.00',
      totalAmount: '150.00',
    });
    expect((await orderRow(db, res.json().id))?.deliveryZone).toBeNull();
  });

  it('is charged no delivery even when the client sends an address and a city, which are not kept', async () => {
    const card = await addGift(db, { type: 'digital', stock: null, price: '100.00' });
    const res = await place(orderPayload([{ giftId: card.id, quantity: 1 }], { recipientCity: 'Agadir', totalAmount: '100.00' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ recipientAddress: null, recipientCity: null, deliveryFee: '0.00', totalAmount: '100.00' });
  });

  it('has no express delivery', async () => {
    const card = await addGift(db, { type: 'digital', stock: null });
    const res = await place(orderPayload([{ giftId: card.id, quantity: 1 }], { ...withoutAddress, express: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'express_unavailable', message: 'Un cadeau numérique n’a pas de livraison express' });
  });

  it('tells a signed-in customer, in the confirmation e-mail, that it is delivered digitally', async () => {
    const me = await signIn(db);
    const card = await addGift(db, { type: 'digital', stock: null });
    expect((await place(orderPayload([{ giftId: card.id, quantity: 1 }], withoutAddress), me.cookie)).statusCode).toBe(201);
    const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, me.user.email));
    expect(mail?.body).toContain('Destinataire: Salma Bennani, livraison numérique (SMS, WhatsApp ou e-mail)');
    expect(mail?.body).toContain('Livraison: Gratuite');
  });
});

describe('a cart with a physical gift', () => {
  it('still needs the address and city when it also holds a digital gift, and writes nothing without them', async () => {
    const card = await addGift(db, { type: 'digital', stock: null });
    const box = await addGift(db, { stock: 4 });
    const items = [{ giftId: card.id, quantity: 1 }, { giftId: box.id, quantity: 1 }];
    const before = await orderCount();
    const res = await place(orderPayload(items, withoutAddress));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'L’adresse complète est requise',
      details: {
        issues: [
          { path: 'recipientAddress', message: 'L’adresse complète est requise' },
          { path: 'recipientCity', message: 'Choisissez la ville de livraison' },
        ],
      },
    });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(db, box.id)).toBe(4);
    expect((await quote({ items })).json()).toMatchObject({ message: 'Choisissez la ville de livraison' });
  });

  it('pays the delivery of its zone on the whole cart', async () => {
    const card = await addGift(db, { type: 'digital', stock: null, price: '100.00' });
    const box = await addGift(db, { price: '100.00' });
    const res = await place(orderPayload([{ giftId: card.id, quantity: 1 }, { giftId: box.id, quantity: 1 }], { recipientCity: 'Rabat' }));
    expect(res.json()).toMatchObject({ recipientAddress: '12 rue des Roses, Maârif', recipientCity: 'Rabat', deliveryFee: '35.00', totalAmount: '235.00' });
  });
});
