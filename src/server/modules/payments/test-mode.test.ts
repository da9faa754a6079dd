import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { orderEvents, orders } from '../../db/schema/index.js';
import { addGift, orderPayload, orderRow, signIn } from '../orders/test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;
const me = await signIn(db);
const headers = { cookie: me.cookie };

const placeCardOrder = async (price = '150.00') => {
  const gift = await addGift(db, { price });
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: orderPayload([{ giftId: gift.id, quantity: 1, price: '1.00' }], { paymentMethod: 'stripe' }),
    headers,
  });
  return res.json();
};
const createIntent = (orderId: string, amount?: unknown) =>
  app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId, amount }, headers });
const pay = (paymentIntentId: string, cardNumber: string, expiry = '12/40') =>
  app.inject({ method: 'POST', url: '/api/payments/test/confirm', payload: { paymentIntentId, cardNumber, expiry, cvc: '123' }, headers });
const eventTypes = async (id: string) => (await db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).map((e) => e.type);

describe('the built-in "Mode test" card provider', () => {
  it('is what the checkout mounts when Stripe has no key', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({ provider: 'test', publishableKey: null });
  });

  it('creates an intent for the server’s total, never the client’s amount', async () => {
    const order = await placeCardOrder('150.00');
    const res = await createIntent(order.id, 1);
    expect(res.statusCode).toBe(200);
    const intent = res.json();
    expect(intent).toMatchObject({ provider: 'test', amount: '175.00' });
    expect(intent.paymentIntentId).toMatch(/^test_pi_[0-9a-f]+$/);
    expect(intent.clientSecret.startsWith(`${intent.paymentIntentId}_secret_`)).toBe(true);
    expect(await orderRow(db, order.id)).toMatchObject({ paymentIntentId: intent.paymentIntentId, paymentProvider: 'test' });
  });

  it('pays the order with 4242 4242 4242 4242: completed, being prepared, no longer expiring', async () => {
    const order = await placeCardOrder();
    const { paymentIntentId } = (await createIntent(order.id)).json();
    const res = await pay(paymentIntentId, '4242 4242 4242 4242');
    expect(res.json()).toEqual({ status: 'completed', message: 'Paiement réussi', code: null });
    expect(await orderRow(db, order.id)).toMatchObject({ paymentStatus: 'completed', status: 'processing', expiresAt: null });
    expect(await eventTypes(order.id)).toContain('payment_completed');
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'Votre carte a été refusée.'],
    ['4000 0000 0000 9995', 'insufficient_funds', 'Fonds insuffisants.'],
    ['4111 1111 1111 1111', 'invalid_number', 'Carte de test inconnue'],
  ])('declines %s with code %s', async (card, code, reason) => {
    const order = await placeCardOrder();
    const { paymentIntentId } = (await createIntent(order.id)).json();
    const res = await pay(paymentIntentId, card);
    expect(res.json()).toEqual({ status: 'failed', message: reason, code });
    expect(await orderRow(db, order.id)).toMatchObject({
      paymentStatus: 'failed',
      status: 'pending',
      paymentFailureReason: reason,
      paymentFailureCode: code,
    });
    expect(await eventTypes(order.id)).toContain('payment_failed');
  });

  it('declines an expired card', async () => {
    const order = await placeCardOrder();
    const { paymentIntentId } = (await createIntent(order.id)).json();
    expect((await pay(paymentIntentId, '4242424242424242', '01/20')).json()).toMatchObject({ status: 'failed', code: 'expired_card' });
  });

  it('lets the customer retry with a new intent after a decline', async () => {
    const order = await placeCardOrder();
    const first = (await createIntent(order.id)).json();
    await pay(first.paymentIntentId, '4000000000000002');
    const second = (await createIntent(order.id)).json();
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect((await orderRow(db, order.id))?.paymentStatus).toBe('pending');
    expect((await pay(second.paymentIntentId, '4242424242424242')).json().status).toBe('completed');
    expect((await pay(first.paymentIntentId, '4242424242424242')).statusCode).toBe(404);
  });

  it('refuses a second payment of a paid order', async () => {
    const order = await placeCardOrder();
    const { paymentIntentId } = (await createIntent(order.id)).json();
    await pay(paymentIntentId, '4242424242424242');
    const again = await createIntent(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Cette commande est déjà payée.');
    expect((await pay(paymentIntentId, '4242424242424242')).statusCode).toBe(409);
  });

  it('refuses to pay an order past its 30 minutes', async () => {
    const order = await placeCardOrder();
    await db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, order.id));
    const res = await createIntent(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Le délai de paiement de cette commande a expiré.');
  });

  it('refuses a card payment for a bank transfer order', async () => {
    const gift = await addGift(db);
    const order = (await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }]), headers })).json();
    const res = await createIntent(order.id);
    expect(res.statusCode).toBe(400);
  });

  it('verifies a payment by reading it again', async () => {
    const order = await placeCardOrder();
    const pending = await app.inject({ method: 'POST', url: `/api/verify-payment/${order.id}`, headers });
    expect(pending.json().status).toBe('pending');
    const { paymentIntentId } = (await createIntent(order.id)).json();
    await pay(paymentIntentId, '4000000000000002');
    const failed = await app.inject({ method: 'POST', url: `/api/verify-payment/${order.id}`, headers });
    expect(failed.json()).toEqual({ status: 'failed', message: 'Le paiement a échoué: Votre carte a été refusée.' });
  });
});

const prod = await useTestApp({ env: { NODE_ENV: 'production' } });
const prodGift = await addGift(prod.database.db);

describe('in production, without TEST_PAYMENTS', () => {
  it('offers no card provider', async () => {
    expect((await prod.app.inject({ method: 'GET', url: '/api/payments/config' })).json()).toEqual({ provider: null, publishableKey: null });
  });

  it('refuses card orders with a clear message, and still takes bank transfers', async () => {
    const card = await prod.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderPayload([{ giftId: prodGift.id, quantity: 1 }], { paymentMethod: 'stripe' }),
    });
    expect(card.statusCode).toBe(400);
    expect(card.json().message).toContain('Le paiement par carte n’est pas disponible');
    const transfer = await prod.app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: prodGift.id, quantity: 1 }]) });
    expect(transfer.statusCode).toBe(201);
  });

  it('has no test card form', async () => {
    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/payments/test/confirm',
      payload: { paymentIntentId: 'test_pi_x', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('does not document the test card route', async () => {
    const paths = Object.keys((await prod.app.inject('/api/openapi.json')).json().paths);
    expect(paths).not.toContain('/api/payments/test/confirm');
    expect(paths).toContain('/api/orders');
  });
});
