import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { errorCodes } from '../../contracts/errors.js';
import { addGift, orderPayload, signIn } from '../modules/orders/test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;
const me = await signIn(db);

const post = (url: string, payload: unknown, cookie?: string) =>
  app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: cookie ? { cookie } : {} });

/** Every failure has exactly `{ code, message, details }`, with the code's own status. */
function expectError(res: Awaited<ReturnType<typeof post>>, code: keyof typeof errorCodes) {
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'message']);
  expect(body.code).toBe(code);
  expect(res.statusCode).toBe(errorCodes[code].status);
  expect(typeof body.message).toBe('string');
  return body;
}

describe('the error contract', () => {
  it('answers a request its contract refuses with invalid_data and every issue in details', async () => {
    const body = expectError(await post('/api/contact', { name: '', email: 'x', subject: 'Bonjour', message: 'Un message assez long' }), 'invalid_data');
    expect(body.details.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'email' })]));
  });

  it('answers generic failures with empty details', async () => {
    expect(expectError(await app.inject({ method: 'GET', url: '/api/nothing-here' }), 'not_found').details).toEqual({});
    expect(expectError(await app.inject({ method: 'GET', url: '/api/admin/orders' }), 'unauthorized').details).toEqual({});
  });

  it('names account failures by their own code', async () => {
    expectError(await post('/api/login', { email: 'personne@exemple.ma', password: 'devine-encore' }), 'bad_credentials');
    expectError(await post('/api/register', { email: me.user.email, password: 'Secret123!', firstName: 'Omar' }), 'email_taken');
  });

  it('carries the server’s figures with price_changed and what is left with out_of_stock', async () => {
    const gift = await addGift(db, { price: '300.00', stock: 1 });
    const stale = await post('/api/orders', orderPayload([{ giftId: gift.id, quantity: 1, price: '250.00' }], { totalAmount: '275.00' }), me.cookie);
    expect(expectError(stale, 'price_changed').details.quote).toMatchObject({ subtotal: '300.00', total: '325.00' });
    const short = await post('/api/orders', orderPayload([{ giftId: gift.id, quantity: 2 }]), me.cookie);
    expect(expectError(short, 'out_of_stock').details).toEqual({ shortages: [{ giftId: gift.id, available: 1 }] });
  });

  it('refuses to cancel a cancelled order with not_cancellable', async () => {
    const gift = await addGift(db);
    const order = (await post('/api/orders', orderPayload([{ giftId: gift.id, quantity: 1 }]), me.cookie)).json();
    expect((await post(`/api/orders/${order.id}/cancel`, {}, me.cookie)).statusCode).toBe(200);
    expectError(await post(`/api/orders/${order.id}/cancel`, {}, me.cookie), 'not_cancellable');
  });
});

describe('a path the router cannot read', () => {
  it.each(['/api/e-cards/%ff', '/api/claims/%E0%A4%A', '/%ff', '/gift/claim/abc%'])('answers 400 invalid_data in the contract: %s', async (url) => {
    expectError(await app.inject({ method: 'GET', url }), 'invalid_data');
  });

  it('answers a path parameter past the router’s length with 400 invalid_data', async () => {
    expectError(await app.inject({ method: 'GET', url: `/api/e-cards/${'a'.repeat(200)}` }), 'invalid_data');
  });
});
