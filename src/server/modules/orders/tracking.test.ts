import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { addGift, orderPayload } from './test-fixtures.js';

const { app, database } = await useTestApp();
const gift = await addGift(database.db);
const order = (
  await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: orderPayload([{ giftId: gift.id, quantity: 1 }], { recipientPhone: '0612345678', recipientCity: 'Tanger' }),
  })
).json();

const track = (orderNumber: string, phone: string, remoteAddress = '10.1.0.1') =>
  app.inject({
    method: 'GET',
    url: `/api/track?orderNumber=${encodeURIComponent(orderNumber)}&phone=${encodeURIComponent(phone)}`,
    remoteAddress,
  });

describe('public tracking', () => {
  it('shows the status and timeline to whoever has the number and the recipient’s phone', async () => {
    const res = await track(order.orderNumber, '+212 6 12 34 56 78');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderNumber: order.orderNumber, status: 'pending', recipientCity: 'Tanger' });
    expect(res.json().events).toEqual([expect.objectContaining({ type: 'created', note: null })]);
    expect(res.json()).not.toHaveProperty('recipientAddress');
  });

  it('accepts the number typed in lower case', async () => {
    expect((await track(order.orderNumber.toLowerCase(), '06 12 34 56 78')).statusCode).toBe(200);
  });

  it('answers 404 when the phone does not match', async () => {
    expect((await track(order.orderNumber, '0698765432')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown number', async () => {
    expect((await track('CAD-ZZZZZZ', '0612345678')).statusCode).toBe(404);
  });

  it('stops an address that keeps guessing', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await track('CAD-ZZZZZZ', '0612345678', '10.1.0.2')).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(answers[30]).toBe(429);
    expect((await track(order.orderNumber, '0612345678', '10.1.0.3')).statusCode).toBe(200);
  });
});
