import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { writeSetting } from '../settings/index.js';
import { addGift, orderPayload, signIn } from './test-fixtures.js';

// Tuesday 4 June 2030, 09:00 in Casablanca.
const { app, database } = await useTestApp({ clock: () => new Date('2030-06-04T08:00:00Z') });
const db = database.db;

const place = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/orders', payload });
const asAdmin = async (method: 'POST', url: string, payload: Record<string, unknown>) => {
  const admin = await signIn(db, { role: 'admin' });
  const res = await app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
  expect(res.statusCode).toBe(200);
};

// Orders keep the settings and the blocked dates they read (lib/caches/shop-rules.ts): each case reads
// them once with an order, then changes them and expects the next order to follow.
describe('the shop’s rules as orders keep them', () => {
  it('follow a setting the owner saves, from the very next order', async () => {
    const gift = await addGift(db);
    const anonymous = () => place(orderPayload([{ giftId: gift.id, quantity: 1 }], { isAnonymous: true }));
    expect((await anonymous()).statusCode).toBe(201);
    await asAdmin('POST', '/api/settings', { key: 'anonymous_delivery', value: false });
    expect((await anonymous()).statusCode).toBe(400);
    await asAdmin('POST', '/api/settings', { key: 'anonymous_delivery', value: true });
    expect((await anonymous()).statusCode).toBe(201);
  });

  it('follow a setting written outside this server (a job, another copy, SQL) within a second', async () => {
    const gift = await addGift(db);
    const order = () => place(orderPayload([{ giftId: gift.id, quantity: 1 }]));
    expect((await order()).json().totalAmount).toBe('125.00');
    await writeSetting(db, 'delivery_price_casablanca', '40.00');
    await expect.poll(async () => (await order()).json().totalAmount, { timeout: 1_000 }).toBe('140.00');
    await writeSetting(db, 'delivery_price_casablanca', '25.00');
  });

  it('refuse a date the owner has just blocked', async () => {
    const gift = await addGift(db);
    const onThe12th = () => place(orderPayload([{ giftId: gift.id, quantity: 1 }], { deliveryDate: '2030-06-12' }));
    expect((await onThe12th()).statusCode).toBe(201);
    await asAdmin('POST', '/api/admin/delivery-calendar', { date: '2030-06-12', label: 'Inventaire' });
    const refused = await onThe12th();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('delivery_unavailable');
  });
});
