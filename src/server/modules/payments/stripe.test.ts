import Stripe from 'stripe';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { orderEvents, orders, outbox, paymentEvents } from '../../db/schema/index.js';
import { writeSetting } from '../settings/index.js';
import { addGift, orderPayload, orderRow, signIn } from '../orders/test-fixtures.js';
import { startStripeDouble } from './testing/stripe-double.js';

const WEBHOOK_SECRET = 'whsec_double';
const stripeApi = await startStripeDouble();
afterAll(() => stripeApi.close());

const { app, database } = await useTestApp({
  env: { STRIPE_SECRET_KEY: 'sk_test_double', STRIPE_PUBLIC_KEY: 'pk_test_double', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  stripeAddress: stripeApi.address,
});
const db = database.db;
const me = await signIn(db);
const headers = { cookie: me.cookie };

/** A card order for 1 × 200.00 in Casablanca (225.00 with delivery) and its Stripe intent. */
async function orderWithIntent() {
  const gift = await addGift(db, { price: '200.00', stock: 10 });
  const order = (
    await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }], { paymentMethod: 'stripe' }), headers })
  ).json();
  const intent = (await app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId: order.id, amount: 5 }, headers })).json();
  return { order, intent, giftId: gift.id };
}

let eventNumber = 0;
/** Sends a webhook event as Stripe would: signed with the endpoint secret unless told otherwise. */
function deliver(type: string, intentId: string, opts: { id?: string; secret?: string; object?: Record<string, unknown>; url?: string } = {}) {
  const payload = JSON.stringify({
    id: opts.id ?? `evt_${++eventNumber}`,
    object: 'event',
    type,
    data: { object: { id: intentId, object: 'payment_intent', ...opts.object } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET });
  return app.inject({
    method: 'POST',
    url: opts.url ?? '/api/payments/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}
const eventsOf = async (id: string) => (await db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).map((e) => e.type);

describe('Stripe', () => {
  it('is the provider once its keys are set, with the publishable key for the card form', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/payments/config' })).json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_double' });
  });

  it('gets a PaymentIntent in MAD centimes for the server’s total, with the order id', async () => {
    const { order, intent } = await orderWithIntent();
    expect(intent).toMatchObject({ provider: 'stripe', amount: '225.00' });
    const sent = stripeApi.intents.get(intent.paymentIntentId);
    expect(sent).toMatchObject({ amount: 22500, currency: 'mad', metadata: { orderId: order.id }, automatic_payment_methods: { enabled: true } });
    expect(intent.clientSecret).toBe(sent?.client_secret);
  });

  it('marks the order paid on a signed payment_intent.succeeded', async () => {
    const { order, intent } = await orderWithIntent();
    stripeApi.succeed(intent.paymentIntentId);
    const res = await deliver('payment_intent.succeeded', intent.paymentIntentId);
    expect(res.statusCode).toBe(200);
    expect(await orderRow(db, order.id)).toMatchObject({ paymentStatus: 'completed', status: 'processing', expiresAt: null });
  });

  it('still takes events at the first webhook address, /api/webhooks/stripe', async () => {
    const { order, intent } = await orderWithIntent();
    stripeApi.succeed(intent.paymentIntentId);
    const res = await deliver('payment_intent.succeeded', intent.paymentIntentId, { url: '/api/webhooks/stripe' });
    expect(res.json()).toEqual({ received: true });
    expect(await orderRow(db, order.id)).toMatchObject({ paymentStatus: 'completed', status: 'processing' });
  });

  it('answers 404 for a provider it does not know, and 400 for one that takes no webhooks', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/payments/paypal/webhook', payload: {} })).statusCode).toBe(404);
    const test = await app.inject({ method: 'POST', url: '/api/payments/test/webhook', payload: {} });
    expect(test.statusCode).toBe(400);
    expect(test.json().message).toBe('Le mode test ne reçoit pas de webhook');
  });

  it('refuses an event with a wrong signature and changes nothing', async () => {
    const { order, intent } = await orderWithIntent();
    stripeApi.succeed(intent.paymentIntentId);
    const res = await deliver('payment_intent.succeeded', intent.paymentIntentId, { secret: 'whsec_forged' });
    expect(res.statusCode).toBe(400);
    for (const url of ['/api/payments/stripe/webhook', '/api/webhooks/stripe']) {
      const unsigned = await app.inject({ method: 'POST', url, payload: { id: 'evt_x' } });
      expect(unsigned.statusCode).toBe(400);
    }
    expect((await orderRow(db, order.id))?.paymentStatus).toBe('pending');
  });

  it('applies an event delivered twice only once', async () => {
    const { order, intent } = await orderWithIntent();
    // A wrong amount is recorded each time it is applied, which makes a second application visible.
    stripeApi.succeed(intent.paymentIntentId, 100);
    const first = await deliver('payment_intent.succeeded', intent.paymentIntentId, { id: 'evt_twice' });
    const again = await deliver('payment_intent.succeeded', intent.paymentIntentId, { id: 'evt_twice' });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect((await eventsOf(order.id)).filter((t) => t === 'payment_mismatch')).toHaveLength(1);
    expect((await db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_twice')))[0]?.n).toBe(1);
  });

  it('settles events arriving out of order by reading the intent: a stale failure does not undo a payment', async () => {
    const { order, intent } = await orderWithIntent();
    stripeApi.succeed(intent.paymentIntentId);
    await deliver('payment_intent.payment_failed', intent.paymentIntentId, { object: { status: 'requires_payment_method' } });
    expect((await orderRow(db, order.id))?.paymentStatus).toBe('completed');
    await deliver('payment_intent.succeeded', intent.paymentIntentId);
    expect(await orderRow(db, order.id)).toMatchObject({ paymentStatus: 'completed', status: 'processing' });
    expect((await eventsOf(order.id)).filter((t) => t.startsWith('payment_'))).toEqual(['payment_completed']);
  });

  it('does not mark paid an intent whose amount differs from the order, and records why', async () => {
    const { order, intent } = await orderWithIntent();
    stripeApi.succeed(intent.paymentIntentId, 100);
    await deliver('payment_intent.succeeded', intent.paymentIntentId, { object: { amount: 22500, amount_received: 22500 } });
    expect((await orderRow(db, order.id))?.paymentStatus).toBe('pending');
    expect(await eventsOf(order.id)).toContain('payment_mismatch');
  });

  it('records a decline with the customer-facing reason and code', async () => {
    const { order, intent } = await orderWithIntent();
    stripeApi.decline(intent.paymentIntentId, 'insufficient_funds', 'Your card has insufficient funds.');
    await deliver('payment_intent.payment_failed', intent.paymentIntentId);
    expect(await orderRow(db, order.id)).toMatchObject({
      paymentStatus: 'failed',
      paymentFailureCode: 'insufficient_funds',
      paymentFailureReason: 'Fonds insuffisants.',
    });
  });

  it('catches up a lost webhook when the customer verifies the payment', async () => {
    const { order, intent } = await orderWithIntent();
    stripeApi.succeed(intent.paymentIntentId);
    const res = await app.inject({ method: 'POST', url: `/api/verify-payment/${order.id}`, headers });
    expect(res.json()).toEqual({ status: 'completed', message: 'Votre paiement a été confirmé.' });
    expect((await orderRow(db, order.id))?.status).toBe('processing');
  });

  it('refunds a payment that arrives after the order expired', async () => {
    const { order, intent } = await orderWithIntent();
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    stripeApi.succeed(intent.paymentIntentId);
    await deliver('payment_intent.succeeded', intent.paymentIntentId);
    expect(stripeApi.refunds).toContain(intent.paymentIntentId);
    expect(await orderRow(db, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'completed' });
    expect(await eventsOf(order.id)).toContain('refunded');
  });

  it('refunds through Stripe when the customer cancels a paid order within 2 hours', async () => {
    const { order, intent } = await orderWithIntent();
    stripeApi.succeed(intent.paymentIntentId);
    await deliver('payment_intent.succeeded', intent.paymentIntentId);
    const res = await app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers });
    expect(res.json().outcome).toBe('cancelled');
    expect(stripeApi.refunds.filter((id) => id === intent.paymentIntentId)).toHaveLength(1);
  });

  it('takes a second paid intent for an order already paid without applying it: answered, recorded once, the shop alerted', async () => {
    await writeSetting(db, 'admin_email', 'gerant@cadeaux.ma');
    const { order, intent: first } = await orderWithIntent();
    const second = (await app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId: order.id }, headers })).json();
    stripeApi.succeed(first.paymentIntentId);
    expect((await deliver('payment_intent.succeeded', first.paymentIntentId)).statusCode).toBe(200);
    stripeApi.succeed(second.paymentIntentId);
    const res = await deliver('payment_intent.succeeded', second.paymentIntentId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    // The paying intent told again is no second payment.
    expect((await deliver('payment_intent.succeeded', first.paymentIntentId)).statusCode).toBe(200);

    expect(await orderRow(db, order.id)).toMatchObject({ paymentStatus: 'completed', paymentIntentId: first.paymentIntentId });
    const events = await eventsOf(order.id);
    expect(events.filter((e) => e === 'payment_completed')).toHaveLength(1);
    expect(events.filter((e) => e === 'paid_twice')).toHaveLength(1);
    const [twice] = await db.select().from(orderEvents).where(eq(orderEvents.type, 'paid_twice'));
    expect(twice?.note).toBe(`${second.paymentIntentId} (déjà payée : ${first.paymentIntentId})`);
    const alerts = await db.select().from(outbox).where(eq(outbox.template, 'paid_twice'));
    expect(alerts.map((a) => [a.recipient, a.subject])).toEqual([['gerant@cadeaux.ma', `Commande ${order.orderNumber} payée deux fois`]]);
    // The shop settles it with the customer: the customer's history does not show it.
    const mine = (await app.inject({ url: `/api/orders/${order.id}`, headers })).json();
    expect(mine.events.map((e: { type: string }) => e.type)).not.toContain('paid_twice');
  });
});
