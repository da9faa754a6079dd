import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { signedInAs } from '../catalog/test-session.js';
import { addGift, orderPayload } from '../orders/test-fixtures.js';

// A Tuesday morning in Morocco, so express (same day, before the cut-off) is open whatever the hour of the run.
const ctx = await useTestApp({ clock: () => new Date('2030-06-04T08:00:00Z') });
const db = ctx.database.db;
let admin: { cookie: string };

beforeAll(async () => {
  admin = (await signedInAs(db, 'admin')).headers;
});

const save = async (key: string, value: unknown) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/settings', headers: admin, payload: { key, value } });
  expect(res.statusCode, res.body).toBe(200);
};
const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });

describe('settings saved in the back office take effect', () => {
  it('user_registration off refuses a sign-up with a clear message and code, on again accepts it', async () => {
    await save('user_registration', false);
    const closed = await post('/api/register', { email: 'nora@exemple.ma', password: 'Secret123!', firstName: 'Nora', lastName: '' });
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ code: 'registration_closed', message: 'Les inscriptions sont fermées', details: {} });
    await save('user_registration', true);
    expect((await post('/api/register', { email: 'nora@exemple.ma', password: 'Secret123!', firstName: 'Nora', lastName: '' })).statusCode).toBe(201);
  });

  it('max_order_items caps the sum of the quantities, not the number of lines', async () => {
    await save('max_order_items', 3);
    const a = await addGift(db);
    const b = await addGift(db);
    const over = [{ giftId: a.id, quantity: 2 }, { giftId: b.id, quantity: 2 }];
    for (const url of ['/api/orders', '/api/orders/quote']) {
      const res = await post(url, url.endsWith('quote') ? { items: over, recipientCity: 'Casablanca' } : orderPayload(over));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Vous ne pouvez pas commander plus de 3 articles');
    }
    const ok = await post('/api/orders', orderPayload([{ giftId: a.id, quantity: 2 }, { giftId: b.id, quantity: 1 }]));
    expect(ok.statusCode).toBe(201);
    await save('max_order_items', 10);
  });

  it('the delivery price, free threshold and express fee are what the quote shows and the order charges', async () => {
    const gift = await addGift(db, { price: '100.00', stock: null });
    await save('delivery_price_rabat', '42.50');
    await save('free_delivery_threshold', '1000');
    await save('express_delivery_fee', '30');
    const items = [{ giftId: gift.id, quantity: 2 }];
    const quote = (await post('/api/orders/quote', { items, recipientCity: 'Rabat', express: true })).json();
    expect(quote).toMatchObject({ zone: 'rabat', deliveryFee: '42.50', expressFee: '30.00', total: '272.50' });
    const order = await post('/api/orders', orderPayload(items, { recipientCity: 'Rabat', express: true, totalAmount: '272.50' }));
    expect(order.statusCode, order.body).toBe(201);
    // The order's delivery fee holds the zone's price and the express fee.
    expect(order.json()).toMatchObject({ express: true, deliveryFee: '72.50', totalAmount: '272.50' });

    await save('free_delivery_threshold', '150');
    const free = await post('/api/orders', orderPayload(items, { recipientCity: 'Rabat' }));
    expect(free.json()).toMatchObject({ deliveryFee: '0.00', totalAmount: '200.00' });
  });

  it('a delivery zone switched off is not deliverable, and express off is refused', async () => {
    const gift = await addGift(db, { stock: null });
    await save('delivery_marrakech', false);
    const quote = (await post('/api/orders/quote', { items: [{ giftId: gift.id, quantity: 1 }], recipientCity: 'Marrakech' })).json();
    expect(quote.deliverable).toBe(false);
    expect((await post('/api/orders', orderPayload([{ giftId: gift.id, quantity: 1 }], { recipientCity: 'Marrakech' }))).statusCode).toBe(400);
    await save('express_delivery', false);
    const express = await post('/api/orders/quote', { items: [{ giftId: gift.id, quantity: 1 }], recipientCity: 'Casablanca', express: true });
    expect(express.json()).toMatchObject({ code: 'express_unavailable' });
  });
});
