import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.js';
import { expireUnpaidOrders } from '../orders/index.js';
import { useTestApp } from '../../../../test/helper.js';
import { adminAndCustomer } from '../catalog/test-session.js';
import { addGift, orderPayload } from '../orders/test-fixtures.js';
import { addPromotion, freshCode } from './test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;
const { admin, customer } = await adminAndCustomer(db);

const place = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/orders', payload });
const list = async () => (await app.inject({ url: '/api/admin/promotions', headers: admin })).json() as Record<string, unknown>[];
const DAY = 86_400_000;

describe('the owner’s promotions', () => {
  it('creates a code, answered 201 with its id, and lists it with no use yet', async () => {
    const code = freshCode();
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/promotions',
      headers: admin,
      payload: { code: code.toLowerCase(), kind: 'percent', value: 10, maxUses: 100, maxUsesPerCustomer: 1, minOrder: '200' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: expect.any(String), code, kind: 'percent', value: '10.00', maxUses: 100, minOrder: '200.00', active: true });
    expect((await list()).find((p) => p.id === res.json().id)).toMatchObject({ uses: 0, discountGiven: '0.00', revenue: '0.00' });
  });

  it('refuses a code already given, whatever its case', async () => {
    const code = freshCode();
    await addPromotion(app, admin, { code, kind: 'fixed', value: 20 });
    const again = await app.inject({ method: 'POST', url: '/api/admin/promotions', headers: admin, payload: { code: code.toLowerCase(), kind: 'fixed', value: 30 } });
    expect(again.statusCode).toBe(400);
    expect(again.json().details.issues[0].path).toBe('code');
  });

  it('refuses a percentage over 100 and a code on an automatic promotion', async () => {
    const over = await app.inject({ method: 'POST', url: '/api/admin/promotions', headers: admin, payload: { code: freshCode(), kind: 'percent', value: 120 } });
    expect(over.statusCode).toBe(400);
    const both = await app.inject({ method: 'POST', url: '/api/admin/promotions', headers: admin, payload: { code: freshCode(), automatic: true, name: 'Été', kind: 'fixed', value: 5 } });
    expect(both.statusCode).toBe(400);
  });

  it('is the owner’s alone', async () => {
    expect((await app.inject({ url: '/api/admin/promotions', headers: customer })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/admin/promotions', headers: customer, payload: { code: freshCode(), kind: 'fixed', value: 5 } })).statusCode).toBe(403);
  });
});

describe('a code at checkout', () => {
  it('takes its percentage off the lines, whatever the case typed, and says so on the order', async () => {
    const code = freshCode();
    await addPromotion(app, admin, { code, kind: 'percent', value: 10 });
    const gift = await addGift(db, { price: '150.00' });
    const res = await place(orderPayload([{ giftId: gift.id, quantity: 2 }], { discountCode: ` ${code.toLowerCase()} ` }));
    expect(res.statusCode).toBe(201);
    // 300 of gifts − 30 + 25 of delivery to Casablanca.
    expect(res.json()).toMatchObject({ discountCode: code, discountAmount: '30.00', subtotalAmount: '300.00', deliveryFee: '25.00', totalAmount: '295.00' });
    const read = await app.inject({ url: `/api/orders/${res.json().id}`, headers: { cookie: res.headers['set-cookie'] as string } });
    expect(read.json()).toMatchObject({ discountCode: code, discountAmount: '30.00' });
  });

  it('answers the discount in the quote, and in the 409 when the total sent was the one before it', async () => {
    const code = freshCode();
    await addPromotion(app, admin, { code, kind: 'fixed', value: '40' });
    const gift = await addGift(db, { price: '100.00' });
    const items = [{ giftId: gift.id, quantity: 1 }];
    const quote = await app.inject({ method: 'POST', url: '/api/orders/quote', payload: { items, recipientCity: 'Casablanca', discountCode: code } });
    expect(quote.json()).toMatchObject({ discountCode: code, discountAmount: '40.00', total: '85.00' });
    const stale = await place(orderPayload(items, { discountCode: code, totalAmount: '125.00' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'price_changed', details: { quote: { discountCode: code, discountAmount: '40.00', total: '85.00' } } });
  });

  it('never takes the total below zero: a fixed amount stops at the lines', async () => {
    const code = freshCode();
    await addPromotion(app, admin, { code, kind: 'fixed', value: 500 });
    const gift = await addGift(db, { price: '80.00', type: 'digital', stock: null });
    const res = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { discountCode: code, recipientAddress: null, recipientCity: null }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ discountAmount: '80.00', totalAmount: '0.00' });
  });

  it('free delivery takes off the delivery and express fees', async () => {
    const code = freshCode();
    await addPromotion(app, admin, { code, kind: 'free_delivery' });
    const gift = await addGift(db, { price: '120.00' });
    const quote = await app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      payload: { items: [{ giftId: gift.id, quantity: 1 }], recipientCity: 'Casablanca', express: true, discountCode: code },
    });
    expect(quote.json()).toMatchObject({ deliveryFee: '25.00', expressFee: '50.00', discountAmount: '75.00', total: '120.00' });
  });

  it('takes a scoped promotion off the gifts in its scope only', async () => {
    const inScope = await addGift(db, { price: '200.00' });
    const other = await addGift(db, { price: '100.00' });
    const code = freshCode();
    await addPromotion(app, admin, { code, kind: 'percent', value: 50, giftIds: [inScope.id] });
    const items = [
      { giftId: inScope.id, quantity: 1 },
      { giftId: other.id, quantity: 1 },
    ];
    const quote = await app.inject({ method: 'POST', url: '/api/orders/quote', payload: { items, recipientCity: 'Casablanca', discountCode: code } });
    expect(quote.json()).toMatchObject({ discountAmount: '100.00', total: '225.00' });
    const without = await app.inject({ method: 'POST', url: '/api/orders/quote', payload: { items: [items[1]], recipientCity: 'Casablanca', discountCode: code } });
    expect(without.json()).toMatchObject({ code: 'discount_invalid', details: { reason: 'not_applicable' } });
  });

  it('refuses, with the reason, a code unknown, paused, not yet started, expired, used up or under its minimum', async () => {
    const gift = await addGift(db, { price: '100.00', stock: null });
    const tryCode = async (code: string) => {
      const res = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { discountCode: code }));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('discount_invalid');
      return res.json() as { message: string; details: { reason: string; minOrder?: string } };
    };
    expect((await tryCode('NOSUCHCODE')).details.reason).toBe('unknown');

    const paused = await addPromotion(app, admin, { code: freshCode(), kind: 'fixed', value: 10 });
    await app.inject({ method: 'PATCH', url: `/api/admin/promotions/${paused.id}`, headers: admin, payload: { active: false } });
    expect(await tryCode(paused.code!)).toMatchObject({ details: { reason: 'paused' }, message: expect.stringContaining('suspendu') });

    const later = await addPromotion(app, admin, { code: freshCode(), kind: 'fixed', value: 10, startsAt: new Date(Date.now() + DAY).toISOString() });
    expect((await tryCode(later.code!)).details.reason).toBe('not_started');
    const past = await addPromotion(app, admin, { code: freshCode(), kind: 'fixed', value: 10, endsAt: new Date(Date.now() - DAY).toISOString() });
    expect((await tryCode(past.code!)).details.reason).toBe('expired');

    const once = await addPromotion(app, admin, { code: freshCode(), kind: 'fixed', value: 10, maxUses: 1 });
    expect((await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { discountCode: once.code }))).statusCode).toBe(201);
    expect((await tryCode(once.code!)).details.reason).toBe('used_up');

    const min = await addPromotion(app, admin, { code: freshCode(), kind: 'fixed', value: 10, minOrder: 250 });
    expect(await tryCode(min.code!)).toMatchObject({ details: { reason: 'under_minimum', minOrder: '250.00' }, message: expect.stringContaining('250,00') });
  });

  it('refuses a second use by the same customer, known by e-mail or phone', async () => {
    const gift = await addGift(db, { price: '100.00', stock: null });
    const promo = await addPromotion(app, admin, { code: freshCode(), kind: 'fixed', value: 10, maxUsesPerCustomer: 1 });
    const order = (over: Record<string, unknown>) => place(orderPayload([{ giftId: gift.id, quantity: 1 }], { discountCode: promo.code, ...over }));
    expect((await order({ senderEmail: 'nadia@exemple.ma', senderPhone: '0661000001' })).statusCode).toBe(201);
    const byEmail = await order({ senderEmail: 'NADIA@exemple.ma' });
    expect(byEmail.json()).toMatchObject({ code: 'discount_invalid', details: { reason: 'used_by_customer' } });
    const byPhone = await order({ senderEmail: 'autre@exemple.ma', senderPhone: '+212661000001' });
    expect(byPhone.json().details.reason).toBe('used_by_customer');
    expect((await order({ senderEmail: 'autre@exemple.ma' })).statusCode).toBe(201);
  });

  it('stops giving once the campaign budget is spent', async () => {
    const gift = await addGift(db, { price: '100.00', stock: null });
    const promo = await addPromotion(app, admin, { code: freshCode(), kind: 'fixed', value: 30, budget: 50 });
    expect((await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { discountCode: promo.code }))).statusCode).toBe(201);
    const second = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { discountCode: promo.code }));
    expect(second.json().details.reason).toBe('used_up');
  });

  it('gives the use back when the order is cancelled, and counts uses, discount and paid revenue', async () => {
    const gift = await addGift(db, { price: '100.00', stock: null });
    const promo = await addPromotion(app, admin, { code: freshCode(), kind: 'fixed', value: 10, maxUses: 1 });
    const placed = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { discountCode: promo.code }));
    expect((await list()).find((p) => p.id === promo.id)).toMatchObject({ uses: 1, discountGiven: '10.00', revenue: '0.00' });
    const cancel = await app.inject({ method: 'PATCH', url: `/api/admin/orders/${placed.json().id}/status`, headers: admin, payload: { status: 'cancelled' } });
    expect(cancel.statusCode).toBeLessThan(300);
    expect((await list()).find((p) => p.id === promo.id)).toMatchObject({ uses: 0, discountGiven: '0.00' });

    const again = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { discountCode: promo.code }));
    expect(again.statusCode).toBe(201);
    const paid = await app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${again.json().id}/payment`,
      headers: admin,
      payload: { paymentMethod: 'bank_transfer', paymentStatus: 'completed' },
    });
    expect(paid.statusCode).toBeLessThan(300);
    expect((await list()).find((p) => p.id === promo.id)).toMatchObject({ uses: 1, revenue: '115.00' });
  });
});

describe('a use given back', () => {
  it('when the order expires unpaid: the code capped at one use works again', async () => {
    const gift = await addGift(db, { price: '100.00', stock: null });
    const promo = await addPromotion(app, admin, { code: freshCode(), kind: 'fixed', value: 10, maxUses: 1, maxUsesPerCustomer: 1 });
    const placed = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { discountCode: promo.code, paymentMethod: 'stripe' }));
    expect(placed.statusCode).toBe(201);
    await db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, placed.json().id));
    await expireUnpaidOrders(db, new Date());
    expect((await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { discountCode: promo.code }))).statusCode).toBe(201);
  });
});

describe('automatic promotions', () => {
  it('apply themselves to a cart that qualifies, with their name, and not to one that does not', async () => {
    const gift = await addGift(db, { price: '700.00', stock: null });
    const cheap = await addGift(db, { price: '50.00', stock: null });
    const promo = await addPromotion(app, admin, { automatic: true, name: 'Fête des mères', kind: 'percent', value: 5, minOrder: 600 });
    const quote = await app.inject({ method: 'POST', url: '/api/orders/quote', payload: { items: [{ giftId: gift.id, quantity: 1 }], recipientCity: 'Rabat' } });
    expect(quote.json()).toMatchObject({ discountCode: null, discountName: 'Fête des mères', discountAmount: '35.00' });
    const small = await app.inject({ method: 'POST', url: '/api/orders/quote', payload: { items: [{ giftId: cheap.id, quantity: 1 }], recipientCity: 'Rabat' } });
    expect(small.json()).toMatchObject({ discountAmount: '0.00', discountName: null });
    await app.inject({ method: 'PATCH', url: `/api/admin/promotions/${promo.id}`, headers: admin, payload: { active: false } });
  });

  it('reach orders as the owner sets them: kept between orders, yet a pause or a resume counts from the next one', async () => {
    const gift = await addGift(db, { price: '200.00', stock: null });
    const order = async () => (await place(orderPayload([{ giftId: gift.id, quantity: 1 }]))).json().discountAmount;
    const promo = await addPromotion(app, admin, { automatic: true, name: 'Week-end', kind: 'fixed', value: 20 });
    expect([await order(), await order()]).toEqual(['20.00', '20.00']);
    await app.inject({ method: 'PATCH', url: `/api/admin/promotions/${promo.id}`, headers: admin, payload: { active: false } });
    expect(await order()).toBe('0.00');
    await app.inject({ method: 'PATCH', url: `/api/admin/promotions/${promo.id}`, headers: admin, payload: { active: true } });
    expect(await order()).toBe('20.00');
    await app.inject({ method: 'PATCH', url: `/api/admin/promotions/${promo.id}`, headers: admin, payload: { active: false } });
  });
});

describe('code guessing', () => {
  it('refuses codes from an address that tried too many codes that do not exist', async () => {
    const gift = await addGift(db, { stock: null });
    const quote = (code: string) =>
      app.inject({ method: 'POST', url: '/api/orders/quote', remoteAddress: '10.9.8.7', payload: { items: [{ giftId: gift.id, quantity: 1 }], recipientCity: 'Casablanca', discountCode: code } });
    for (let i = 0; i < 10; i++) expect((await quote(`WRONG${i}X`)).statusCode).toBe(400);
    const good = await addPromotion(app, admin, { code: freshCode(), kind: 'fixed', value: 5 });
    expect((await quote(good.code!)).statusCode).toBe(429);
  });
});
