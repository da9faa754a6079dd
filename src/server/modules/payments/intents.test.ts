import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { PaymentIntentSchema } from '../../../contracts/orders.js';
import { addGift, orderPayload, orderRow } from '../orders/test-fixtures.js';
import { createPaymentIntent } from './intents.js';
import type { PaymentProvider } from './providers/types.js';

const { app, database } = await useTestApp();
const db = database.db;

/** A provider with a hosted payment page, as CMI will be: the browser posts signed fields to the bank. */
const hostedPage: PaymentProvider = {
  name: 'test',
  publishableKey: null,
  createIntent: async (order) => ({
    id: `hosted_${order.orderNumber}`,
    gatewayUrl: 'https://bank.example/pay',
    fields: { oid: order.orderNumber, amount: order.totalAmount, hash: 'signed' },
  }),
  retrieve: () => Promise.reject(new Error('not used')),
  refund: () => Promise.reject(new Error('not used')),
  parseWebhook: () => {
    throw new Error('not used');
  },
};

describe('starting a card payment', () => {
  it('answers a hosted payment page with its form fields, and keeps the attempt on the order', async () => {
    const gift = await addGift(db, { price: '150.00' });
    const placed = (
      await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }], { paymentMethod: 'stripe' }) })
    ).json();
    const order = await orderRow(db, placed.id);
    if (!order) throw new Error('order not placed');

    const answer = await createPaymentIntent(db, hostedPage, order, new Date());

    expect(PaymentIntentSchema.parse(answer)).toEqual({
      provider: 'test',
      paymentIntentId: `hosted_${order.orderNumber}`,
      amount: '175.00',
      gatewayUrl: 'https://bank.example/pay',
      fields: { oid: order.orderNumber, amount: '175.00', hash: 'signed' },
    });
    expect(await orderRow(db, order.id)).toMatchObject({ paymentIntentId: `hosted_${order.orderNumber}`, paymentStatus: 'pending' });
  });
});
