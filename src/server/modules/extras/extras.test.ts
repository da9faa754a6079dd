import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { extras, invoices, orders, outbox } from '../../db/schema/index.js';
import { expireUnpaidOrders } from '../orders/index.js';
import { signedInAs } from '../catalog/test-session.js';
import { addGift, orderPayload, stockOf } from '../orders/test-fixtures.js';
import { addExtra } from './test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;
const admin = (await signedInAs(db, 'admin')).headers;
const customer = (await signedInAs(db, 'customer')).headers;

const place = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/orders', payload });
const quote = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/orders/quote', payload });
const offered = async (city: string) => (await app.inject({ url: `/api/extras?city=${encodeURIComponent(city)}` })).json() as { id: string }[];
const extraStock = async (id: string) => (await db.select({ stock: extras.stock }).from(extras).where(eq(extras.id, id)))[0]?.stock;
const orderCount = async () => (await db.select({ id: orders.id }).from(orders)).length;

describe('the owner’s extras', () => {
  it('creates one, answered 201, lists it with nothing sold, and pauses it', async () => {
    const created = await addExtra(app, admin, { price: 35, vatRate: 10, stock: 4, zones: ['casablanca', 'rabat', 'rabat'] });
    expect(created).toMatchObject({ price: '35.00', vatRate: 10, stock: 4, zones: ['casablanca', 'rabat'], active: true, sold: 0 });
    const list = (await app.inject({ url: '/api/admin/extras', headers: admin })).json() as { id: string }[];
    expect(list.find((e) => e.id === created.id)).toMatchObject({ sold: 0 });
    const paused = await app.inject({ method: 'PATCH', url: `/api/admin/extras/${created.id}`, headers: admin, payload: { active: false, stock: 9 } });
    expect(paused.json()).toMatchObject({ active: false, stock: 9, price: '35.00' });
  });

  it('refuses a missing name, an unknown zone, a rate Morocco does not use and a negative stock, saying where', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/extras',
      headers: admin,
      payload: { name: { fr: '' }, price: 10, vatRate: 13, stock: -1, zones: ['tanger'] },
    });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().details.issues as { path: string }[]).map((i) => i.path.split('.')[0]);
    expect(new Set(paths)).toEqual(new Set(['name', 'vatRate', 'stock', 'zones']));
  });

  it('is the owner’s alone', async () => {
    expect((await app.inject({ url: '/api/admin/extras', headers: customer })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/admin/extras', headers: customer, payload: {} })).statusCode).toBe(403);
  });
});

describe('extras offered in a city', () => {
  it('lists those active and in stock in the city’s zone, however the city is written', async () => {
    const casa = await addExtra(app, admin, { zones: ['casablanca'] });
    const everywhere = await addExtra(app, admin, { zones: ['casablanca', 'rabat', 'marrakech', 'national'] });
    const paused = await addExtra(app, admin, { zones: ['casablanca'], active: false });
    const soldOut = await addExtra(app, admin, { zones: ['casablanca'], stock: 0 });
    const inCasa = (await offered('casa')).map((e) => e.id);
    expect(inCasa).toEqual(expect.arrayContaining([casa.id, everywhere.id]));
    expect(inCasa).not.toContain(paused.id);
    expect(inCasa).not.toContain(soldOut.id);
    const inFes = (await offered('Fès')).map((e) => e.id);
    expect(inFes).toContain(everywhere.id);
    expect(inFes).not.toContain(casa.id);
  });

  it('without a city, lists those offered in some zone, as a gift’s page tells them', async () => {
    const rabat = await addExtra(app, admin, { zones: ['rabat'] });
    const paused = await addExtra(app, admin, { zones: ['rabat'], active: false });
    const anywhere = ((await app.inject({ url: '/api/extras' })).json() as { id: string }[]).map((e) => e.id);
    expect(anywhere).toContain(rabat.id);
    expect(anywhere).not.toContain(paused.id);
    expect((await app.inject({ url: '/api/extras?city=' })).statusCode).toBe(400);
  });

  it('with everywhere, lists only those every zone offers: what may go with a gift whose city is not known yet', async () => {
    const everywhere = await addExtra(app, admin, { zones: ['casablanca', 'rabat', 'marrakech', 'national'] });
    const casa = await addExtra(app, admin, { zones: ['casablanca', 'rabat', 'marrakech'] });
    const listed = ((await app.inject({ url: '/api/extras?everywhere=true' })).json() as { id: string }[]).map((e) => e.id);
    expect(listed).toContain(everywhere.id);
    expect(listed).not.toContain(casa.id);
  });
});

describe('extras on an order', () => {
  it('are priced by the server, counted in the total, taken from stock and shown on the order', async () => {
    const gift = await addGift(db, { price: '200.00' });
    const card = await addExtra(app, admin, { price: '20.00', stock: 5 });
    const items = [{ giftId: gift.id, quantity: 1 }];
    const asked = [{ extraId: card.id, quantity: 2, price: '0.01' }];
    const q = await quote({ items, recipientCity: 'Casablanca', extras: asked });
    // 200 of gift + 2 × 20 of cards + 25 of delivery.
    expect(q.json()).toMatchObject({ subtotal: '240.00', total: '265.00', extras: [{ extraId: card.id, unitPrice: '20.00', quantity: 2, lineTotal: '40.00' }] });
    const res = await place(orderPayload(items, { extras: asked, totalAmount: '265.00' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ subtotalAmount: '240.00', totalAmount: '265.00', extras: [{ extraId: card.id, price: '20.00', quantity: 2, name: { fr: 'Carte de vœux' } }] });
    expect(await extraStock(card.id)).toBe(3);
    const read = await app.inject({ url: `/api/orders/${res.json().id}`, headers: { cookie: res.headers['set-cookie'] as string } });
    expect(read.json().extras).toEqual(res.json().extras);
    const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, 'karim@exemple.ma')).orderBy(outbox.createdAt);
    expect(mail?.body).toContain('Carte de vœux × 2');
  });

  it('go with a gift whose recipient gives the address later when every zone offers them', async () => {
    const gift = await addGift(db, { price: '200.00' });
    const balloon = await addExtra(app, admin, { name: { fr: 'Ballon' }, price: '30.00', stock: 3, zones: ['casablanca', 'rabat', 'marrakech', 'national'] });
    const items = [{ giftId: gift.id, quantity: 1 }];
    const later = { recipientAddressUnknown: true, recipientAddress: undefined, recipientCity: undefined, extras: [{ extraId: balloon.id, quantity: 1 }] };
    const q = await quote({ items, ...later });
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json()).toMatchObject({ extras: [{ extraId: balloon.id, lineTotal: '30.00' }] });
    const res = await place(orderPayload(items, { ...later, totalAmount: q.json().total }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ recipientCity: null, extras: [{ extraId: balloon.id, quantity: 1, name: { fr: 'Ballon' } }] });
    expect(await extraStock(balloon.id)).toBe(2);
  });

  it('keep the name and price sold when the owner changes the extra afterwards', async () => {
    const gift = await addGift(db);
    const card = await addExtra(app, admin, { price: '15.00' });
    const res = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { extras: [{ extraId: card.id, quantity: 1 }] }));
    await app.inject({ method: 'PATCH', url: `/api/admin/extras/${card.id}`, headers: admin, payload: { price: 99, name: { fr: 'Autre' } } });
    const read = await app.inject({ url: `/api/orders/${res.json().id}`, headers: { cookie: res.headers['set-cookie'] as string } });
    expect(read.json().extras).toMatchObject([{ price: '15.00', name: { fr: 'Carte de vœux' } }]);
  });

  it('are refused with a 400 saying which, and nothing is written', async () => {
    const gift = await addGift(db);
    const digital = await addGift(db, { type: 'digital', stock: null });
    const card = await addExtra(app, admin, { stock: 2 });
    const paused = await addExtra(app, admin, { active: false });
    const rabatOnly = await addExtra(app, admin, { zones: ['rabat'] });
    const items = [{ giftId: gift.id, quantity: 1 }];
    const before = { orders: await orderCount(), gift: await stockOf(db, gift.id), card: await extraStock(card.id) };
    const refusals = [
      orderPayload(items, { extras: [{ extraId: card.id, quantity: 3 }] }),
      orderPayload(items, { extras: [{ extraId: card.id, quantity: 1 }, { extraId: paused.id, quantity: 1 }] }),
      orderPayload(items, { extras: [{ extraId: rabatOnly.id, quantity: 1 }] }),
      orderPayload(items, { extras: [{ extraId: crypto.randomUUID(), quantity: 1 }] }),
      orderPayload(items, { extras: [{ extraId: card.id, quantity: 11 }] }),
      orderPayload([{ giftId: digital.id, quantity: 1 }], { recipientAddress: undefined, recipientCity: undefined, extras: [{ extraId: card.id, quantity: 1 }] }),
      orderPayload(items, { recipientAddressUnknown: true, recipientAddress: undefined, recipientCity: undefined, extras: [{ extraId: card.id, quantity: 1 }] }),
    ];
    for (const payload of refusals) {
      const res = await place(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details.issues[0].path).toMatch(/^extras/);
    }
    // The paused extra is the second asked for: the refusal points at it.
    expect((await place(refusals[1]!)).json().details.issues[0].path).toBe('extras.1.extraId');
    expect({ orders: await orderCount(), gift: await stockOf(db, gift.id), card: await extraStock(card.id) }).toEqual(before);
  });

  it('sell the last one once when two orders ask for it at the same time', async () => {
    const balloon = await addExtra(app, admin, { name: { fr: 'Ballon' }, stock: 1 });
    const asked = { extras: [{ extraId: balloon.id, quantity: 1 }] };
    const [a, b] = await Promise.all([addGift(db), addGift(db)]);
    const results = await Promise.all([a, b].map((g) => place(orderPayload([{ giftId: g.id, quantity: 1 }], asked))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await extraStock(balloon.id)).toBe(0);
  });

  it('go back in stock when the order is cancelled or expires unpaid', async () => {
    const gift = await addGift(db);
    const card = await addExtra(app, admin, { stock: 5 });
    const asked = { extras: [{ extraId: card.id, quantity: 2 }] };
    const cancelled = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], asked));
    const expiring = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { ...asked, paymentMethod: 'stripe' }));
    expect(await extraStock(card.id)).toBe(1);
    await app.inject({ method: 'PATCH', url: `/api/admin/orders/${cancelled.json().id}/status`, headers: admin, payload: { status: 'cancelled' } });
    expect(await extraStock(card.id)).toBe(3);
    await expireUnpaidOrders(db, new Date(Date.now() + 86_400_000));
    expect((await db.select({ status: orders.status }).from(orders).where(eq(orders.id, expiring.json().id)))[0]?.status).toBe('cancelled');
    expect(await extraStock(card.id)).toBe(5);
    // Cancelled again by the shop: nothing more comes back.
    await app.inject({ method: 'PATCH', url: `/api/admin/orders/${cancelled.json().id}/status`, headers: admin, payload: { status: 'cancelled' } });
    expect(await extraStock(card.id)).toBe(5);
  });

  it('are invoiced at their own VAT rate, and the invoice totals what was paid', async () => {
    const gift = await addGift(db, { price: '120.00' });
    const wrap = await addExtra(app, admin, { name: { fr: 'Papier cadeau' }, price: '11.00', vatRate: 10 });
    const placed = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { extras: [{ extraId: wrap.id, quantity: 1 }] }));
    expect(placed.json().totalAmount).toBe('156.00');
    await app.inject({ method: 'PUT', url: `/api/admin/orders/${placed.json().id}/payment`, headers: admin, payload: { paymentMethod: 'bank_transfer', paymentStatus: 'completed' } });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, placed.json().id));
    const snapshot = invoice?.snapshot as { totalTtc: string; lines: { name: string; vatRate: number; totalTtc: string }[] };
    expect(snapshot.totalTtc).toBe('156.00');
    expect(snapshot.lines).toContainEqual(expect.objectContaining({ name: 'Papier cadeau', vatRate: 10, totalTtc: '11.00' }));
  });
});
