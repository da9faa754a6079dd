import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { addGift, cookieFrom, orderPayload, signIn } from './test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;

const gift = await addGift(db, { stock: 100 });
const place = (cookie?: string) =>
  app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }]), headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie?: string) => app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });

const guestOrder = await place();
const guest = cookieFrom(guestOrder, 'guest');
const guestOrderId: string = guestOrder.json().id;
const customer = await signIn(db);
const customerOrderId: string = (await place(customer.cookie)).json().id;

describe('who may read an order', () => {
  it('gives a guest a long-lived, HttpOnly, same-site browser cookie', () => {
    const cookie = guestOrder.cookies.find((c) => c.name === 'guest');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(90 * 86_400);
  });

  it('sets no guest cookie when the order is refused', async () => {
    const soldOut = await addGift(db, { stock: 0 });
    const refused = await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: soldOut.id, quantity: 1 }]) });
    expect(refused.statusCode).toBe(409);
    expect(refused.cookies.find((c) => c.name === 'guest')).toBeUndefined();
  });

  it('keeps the same guest cookie for the browser’s next orders', async () => {
    const next = await place(guest);
    expect(next.cookies.find((c) => c.name === 'guest')).toBeUndefined();
    const list = (await get('/api/orders', guest)).json();
    expect(list.map((o: { id: string }) => o.id)).toEqual([next.json().id, guestOrderId]);
  });

  it('lets the guest’s browser read its order', async () => {
    const res = await get(`/api/orders/${guestOrderId}`, guest);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(guestOrderId);
  });

  it('hides a guest order from another guest, answering 404', async () => {
    const other = cookieFrom(await place(), 'guest');
    expect((await get(`/api/orders/${guestOrderId}`, other)).statusCode).toBe(404);
    expect((await get('/api/orders', other)).json().map((o: { id: string }) => o.id)).not.toContain(guestOrderId);
  });

  it('hides every order from a visitor without cookies', async () => {
    expect((await get(`/api/orders/${guestOrderId}`)).statusCode).toBe(404);
    expect((await get(`/api/orders/${customerOrderId}`)).statusCode).toBe(404);
    expect((await get('/api/orders')).json()).toEqual([]);
  });

  it('lists a customer’s own orders, newest first, and nobody else’s', async () => {
    const second = (await place(customer.cookie)).json().id;
    const list = (await get('/api/orders', customer.cookie)).json();
    expect(list.map((o: { id: string }) => o.id)).toEqual([second, customerOrderId]);
  });

  it('hides a customer’s order from another customer and from a guest', async () => {
    const stranger = await signIn(db);
    expect((await get(`/api/orders/${customerOrderId}`, stranger.cookie)).statusCode).toBe(404);
    expect((await get(`/api/orders/${customerOrderId}`, guest)).statusCode).toBe(404);
    expect((await get(`/api/orders/${guestOrderId}`, stranger.cookie)).statusCode).toBe(404);
  });

  it('answers 404 to someone else for every order action', async () => {
    const stranger = await signIn(db);
    for (const action of ['cancel', 'confirm-receipt']) {
      expect((await post(`/api/orders/${customerOrderId}/${action}`, stranger.cookie)).statusCode).toBe(404);
      expect((await post(`/api/orders/${guestOrderId}/${action}`)).statusCode).toBe(404);
    }
    expect((await post(`/api/verify-payment/${customerOrderId}`, stranger.cookie)).statusCode).toBe(404);
    const intent = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { orderId: customerOrderId },
      headers: { cookie: stranger.cookie },
    });
    expect(intent.statusCode).toBe(404);
  });

  it('lets an admin read any order, but not act on it', async () => {
    const admin = await signIn(db, { role: 'admin' });
    expect((await get(`/api/orders/${guestOrderId}`, admin.cookie)).statusCode).toBe(200);
    expect((await get(`/api/orders/${customerOrderId}`, admin.cookie)).statusCode).toBe(200);
    expect((await post(`/api/orders/${customerOrderId}/cancel`, admin.cookie)).statusCode).toBe(404);
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await get('/api/orders/00000000-0000-4000-8000-000000000000', customer.cookie)).statusCode).toBe(404);
  });
});
