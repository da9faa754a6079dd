import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { potShares } from '../../db/schema/index.js';
import { addGift, orderPayload } from '../orders/test-fixtures.js';
import { startStripeDouble } from '../payments/testing/stripe-double.js';

const WEBHOOK_SECRET = 'whsec_double';
const stripeApi = await startStripeDouble();
afterAll(() => stripeApi.close());
const { app, database } = await useTestApp({
  env: { STRIPE_SECRET_KEY: 'sk_test_double', STRIPE_PUBLIC_KEY: 'pk_test_double', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  stripeAddress: stripeApi.address,
});
const db = database.db;

let eventNumber = 0;
/** Stripe telling the shop that an intent succeeded, signed as Stripe signs it. */
function succeeded(intentId: string) {
  stripeApi.succeed(intentId);
  const payload = JSON.stringify({ id: `evt_pot_${++eventNumber}`, object: 'event', type: 'payment_intent.succeeded', data: { object: { id: intentId, object: 'payment_intent' } } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
}

async function openPot() {
  const gift = await addGift(db, { price: '200.00' });
  const payload = { ...orderPayload([{ giftId: gift.id, quantity: 1 }]), target: '225.00', deadline: new Date(Date.now() + 86_400_000).toISOString() };
  return (await app.inject({ method: 'POST', url: '/api/pots', payload })).json() as { id: string; token: string; organiserToken: string };
}
const share = async (token: string, amount: string) =>
  (await app.inject({ method: 'POST', url: `/api/pots/${token}/shares`, payload: { amount, name: 'Yasmine', message: 'Avec amour', showName: true } })).json();

describe('shares paid through Stripe', () => {
  it('starts a PaymentIntent for the share’s own amount, counted once its webhook arrives, even told twice', async () => {
    const { token } = await openPot();
    const intent = await share(token, '80.00');
    expect(intent).toMatchObject({ provider: 'stripe', amount: '80.00', clientSecret: expect.any(String) });
    expect(stripeApi.intents.get(intent.paymentIntentId)).toMatchObject({ amount: 8000, currency: 'mad' });
    expect((await succeeded(intent.paymentIntentId)).statusCode).toBe(200);
    expect((await succeeded(intent.paymentIntentId)).statusCode).toBe(200);
    const pot = (await app.inject({ method: 'GET', url: `/api/pots/${token}` })).json();
    expect(pot).toMatchObject({ paid: '80.00', remaining: '145.00' });
  });

  it('refunds every share through Stripe when the organiser cancels', async () => {
    const { id, token, organiserToken } = await openPot();
    const intents = [await share(token, '100.00'), await share(token, '60.00'), await share(token, '40.00')];
    for (const intent of intents) await succeeded(intent.paymentIntentId);
    await app.inject({ method: 'POST', url: `/api/pots/${organiserToken}/cancel` });
    for (const intent of intents) expect(stripeApi.refunds.filter((r) => r === intent.paymentIntentId)).toHaveLength(1);
    const rows = await db.select().from(potShares).where(eq(potShares.potId, id));
    expect(rows.map((r) => r.state)).toEqual(['refunded', 'refunded', 'refunded']);
    expect(rows.every((r) => r.refundId?.startsWith('re_double_'))).toBe(true);
  });
});
