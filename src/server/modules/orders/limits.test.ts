import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { addGift, signIn } from './test-fixtures.js';

// The shop's real defaults: 5 orders an hour per client, 30 per address, 10 unpaid units of a gift, half its shelf.
const { app, database } = await useTestApp({
  env: { ORDER_LIMIT_PER_HOUR: '5', ORDER_LIMIT_PER_ADDRESS_PER_HOUR: '30', UNPAID_UNITS_PER_GIFT: '10', UNPAID_STOCK_SHARE_PERCENT: '50' },
});
const db = database.db;

let phone = 10_000_000;
const orderOf = (giftId: string, quantity = 1, recipientPhone = `06${++phone}`) => ({
  paymentMethod: 'bank_transfer',
  recipientName: 'Salma Benali',
  recipientPhone,
  recipientAddress: '25 boulevard d’Anfa',
  recipientCity: 'Casablanca',
  senderEmail: 'invite@exemple.ma',
  items: [{ giftId, quantity }],
});
const place = (payload: object, opts: { cookie?: string; ip: string; lang?: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: opts.ip,
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...(opts.lang ? { 'accept-language': opts.lang } : {}) },
    payload,
  });

describe('order placement limits', () => {
  it('refuses the sixth order in an hour from one customer, in their language, saying when to retry', async () => {
    const gift = await addGift(db, { stock: null });
    const { cookie } = await signIn(db);
    for (let i = 0; i < 5; i++) expect((await place(orderOf(gift.id), { cookie, ip: '10.9.0.1' })).statusCode).toBe(201);
    const sixth = await place(orderOf(gift.id), { cookie, ip: '10.9.0.2', lang: 'ar' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('rate_limited');
    expect(sixth.json().message).toBe('محاولات كثيرة جداً. يرجى المحاولة بعد بضع دقائق.');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts a guest by its cookie, whatever address it comes from', async () => {
    const gift = await addGift(db, { stock: null });
    const first = await place(orderOf(gift.id), { ip: '10.9.1.1' });
    const guest = first.cookies.find((c) => c.name === 'guest');
    const cookie = `guest=${guest?.value}`;
    for (let i = 0; i < 4; i++) expect((await place(orderOf(gift.id), { cookie, ip: `10.9.1.${i + 2}` })).statusCode).toBe(201);
    expect((await place(orderOf(gift.id), { cookie, ip: '10.9.1.9' })).statusCode).toBe(429);
  });

  it('lets an office behind one address order past 5, and stops a script that changes cookies at 30', async () => {
    const gift = await addGift(db, { stock: null });
    const results: number[] = [];
    for (let i = 0; i < 31; i++) results.push((await place(orderOf(gift.id), { cookie: `guest=forged-${i}`, ip: '10.9.2.1' })).statusCode);
    expect(results.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(results[30]).toBe(429);
  });
});

describe('unpaid units one client or recipient may hold', () => {
  it('refuses an eleventh unpaid unit of a gift for one recipient phone, from any client', async () => {
    const gift = await addGift(db, { stock: 100 });
    const phone = '0699887766';
    expect((await place(orderOf(gift.id, 6, phone), { ip: '10.9.3.1' })).statusCode).toBe(201);
    expect((await place(orderOf(gift.id, 4, phone), { ip: '10.9.3.2' })).statusCode).toBe(201);
    const more = await place(orderOf(gift.id, 1, phone), { ip: '10.9.3.3' });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: 'unpaid_limit', details: { held: 10, max: 10 } });
  });

  it('refuses one customer holding more than 10 unpaid units across recipients', async () => {
    const gift = await addGift(db, { stock: 100 });
    const { cookie } = await signIn(db);
    expect((await place(orderOf(gift.id, 10), { cookie, ip: '10.9.4.1' })).statusCode).toBe(201);
    expect((await place(orderOf(gift.id, 1), { cookie, ip: '10.9.4.1' })).statusCode).toBe(409);
  });

  it('lets one client hold at most half of a short shelf unpaid, and the last unit of a shelf of one', async () => {
    const gift = await addGift(db, { stock: 4 });
    const { cookie } = await signIn(db);
    const all = await place(orderOf(gift.id, 3), { cookie, ip: '10.9.5.1' });
    expect(all.statusCode).toBe(409);
    expect(all.json()).toMatchObject({ code: 'unpaid_limit', details: { held: 0, max: 2 } });
    expect(all.json().message).toBe(
      'Vous ne pouvez réserver que 2 exemplaire(s) de ce cadeau avant de le régler. Commandez-en moins, ou réglez cette commande avant d’en commander davantage.',
    );
    expect((await place(orderOf(gift.id, 2), { cookie, ip: '10.9.5.1' })).statusCode).toBe(201);
    const third = await place(orderOf(gift.id, 1), { cookie, ip: '10.9.5.1' });
    expect(third.json()).toMatchObject({ code: 'unpaid_limit', details: { held: 2, max: 2 } });
    // Another client still finds the rest on the shelf.
    expect((await place(orderOf(gift.id, 1), { ip: '10.9.5.2' })).statusCode).toBe(201);

    const single = await addGift(db, { stock: 1 });
    expect((await place(orderOf(single.id, 1), { cookie, ip: '10.9.5.1' })).statusCode).toBe(201);
  });
});

describe('payment calls', () => {
  it('limits card payment starts from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        remoteAddress: '10.9.5.1',
        payload: { orderId: '00000000-0000-4000-8000-000000000000' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 404)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
