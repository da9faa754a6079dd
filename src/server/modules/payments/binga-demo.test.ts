import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { addGift, orderPayload, signIn } from '../orders/test-fixtures.js';

// A demo shop (the tests' default mode) with no Binga address nor keys: the built-in double issues the codes.
const { app, database } = await useTestApp();

describe('cash at an agency in a demo shop', () => {
  it('issues a payment code with no Binga account', async () => {
    const me = await signIn(database.db);
    const gift = await addGift(database.db, { price: '120.00', stock: 3 });
    const res = await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }], { paymentMethod: 'cash_voucher' }), headers: { cookie: me.cookie } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().cashVoucher).toMatchObject({ code: expect.stringMatching(/^\d{12}$/), amount: res.json().totalAmount });
    const check = (await app.inject({ method: 'POST', url: `/api/verify-payment/${res.json().id}`, headers: { cookie: me.cookie } })).json();
    expect(check.status).toBe('pending');
  });
});
