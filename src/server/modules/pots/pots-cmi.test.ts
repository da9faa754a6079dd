import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { orders, potShares } from '../../db/schema/index.js';
import { addGift, orderPayload } from '../orders/test-fixtures.js';
import { CMI_DOUBLE_APPROVED_CARD } from '../payments/testing/cmi-double.js';
import { cmiShop } from '../payments/testing/cmi-shop.js';

const STORE_KEY = 'pots|store\\key';
// The double listens on 127.0.0.1, an address the shop's server calls only when allowed.
const { app, database } = await useTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
const db = database.db;
const cmi = await cmiShop(app, db, STORE_KEY);
afterAll(() => cmi.close());

/** A pot for one gift of 200.00 delivered in Casablanca: 225.00 to gather. */
async function openPot() {
  const gift = await addGift(db, { price: '200.00', stock: 5 });
  const payload = { ...orderPayload([{ giftId: gift.id, quantity: 1 }]), target: '225.00', deadline: new Date(Date.now() + 86_400_000).toISOString() };
  return (await app.inject({ method: 'POST', url: '/api/pots', payload })).json() as { id: string; token: string; organiserToken: string };
}
type HostedIntent = { paymentIntentId: string; gatewayUrl: string; fields: Record<string, string> };
const startShare = async (token: string, amount: string): Promise<HostedIntent> =>
  (await app.inject({ method: 'POST', url: `/api/pots/${token}/shares`, payload: { amount, name: 'Yasmine', message: null, showName: true } })).json();
const read = async (token: string) => (await app.inject({ method: 'GET', url: `/api/pots/${token}` })).json();
const shareOf = async (intentId: string) => (await db.select().from(potShares).where(eq(potShares.intentId, intentId)))[0];
const credits = (oid: string) => (cmi.history.get(oid) ?? []).filter((t) => t.type === 'C');

describe('shares paid on CMI’s hosted page', () => {
  it('counts a share once CMI’s callback approves it, captures it, and brings the giver back to the pot', async () => {
    const { token } = await openPot();
    const intent = await startShare(token, '100.00');
    expect(intent).toMatchObject({ gatewayUrl: cmi.gatewayUrl, fields: { amount: '100.00', oid: expect.stringMatching(/^POT-/) } });
    expect(intent.fields.okUrl).toMatch(new RegExp(`/pot/${token}$`));
    const paid = await cmi.checkout(intent.gatewayUrl, intent.fields, CMI_DOUBLE_APPROVED_CARD);
    expect(cmi.answers.at(-1)).toEqual({ oid: intent.fields.oid, answer: 'ACTION=POSTAUTH' });
    expect(await read(token)).toMatchObject({ paid: '100.00', remaining: '125.00' });
    // CMI telling it again captures the same transaction again and counts nothing more.
    expect(await cmi.replay(intent.fields.callbackUrl ?? '', paid.params)).toBe('ACTION=POSTAUTH');
    expect((await read(token)).paid).toBe('100.00');
    // The giver comes back to the pot by a POST, answered by its page.
    const back = await app.inject({ method: 'POST', url: `/pot/${token}`, payload: 'ProcReturnCode=00', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/pot/${token}`);
  });

  it('releases a declined share, and never captures a second transaction for a share already counted', async () => {
    const { token } = await openPot();
    const declined = await startShare(token, '150.00');
    await cmi.checkout(declined.gatewayUrl, declined.fields, '4000000000000002');
    expect(cmi.answers.at(-1)?.answer).toBe('APPROVED');
    expect(await read(token)).toMatchObject({ paid: '0.00', remaining: '225.00' });
    const intent = await startShare(token, '50.00');
    await cmi.checkout(intent.gatewayUrl, intent.fields, CMI_DOUBLE_APPROVED_CARD);
    // The same form paid a second time: another transaction, acknowledged but not captured.
    await cmi.checkout(intent.gatewayUrl, intent.fields, CMI_DOUBLE_APPROVED_CARD);
    expect(cmi.answers.at(-1)?.answer).toBe('APPROVED');
    expect((await read(token)).paid).toBe('50.00');
  });

  it('places the order when CMI shares reach the target', async () => {
    const { token, organiserToken } = await openPot();
    for (const amount of ['125.00', '100.00']) {
      const intent = await startShare(token, amount);
      await cmi.checkout(intent.gatewayUrl, intent.fields, CMI_DOUBLE_APPROVED_CARD);
    }
    const pot = await read(organiserToken);
    expect(pot).toMatchObject({ state: 'reached', orderNumber: expect.any(String) });
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, pot.orderNumber));
    expect(order).toMatchObject({ paymentStatus: 'completed', totalAmount: '225.00' });
  });

  it('refunds each CMI share by its own amount when the organiser cancels; one paid too late is not captured', async () => {
    const { token, organiserToken } = await openPot();
    const first = await startShare(token, '100.00');
    await cmi.checkout(first.gatewayUrl, first.fields, CMI_DOUBLE_APPROVED_CARD);
    const late = await startShare(token, '60.00');
    await app.inject({ method: 'POST', url: `/api/pots/${organiserToken}/cancel` });
    expect(credits(first.fields.oid ?? '')).toEqual([{ type: 'C', amount: 10000, code: '00' }]);
    expect(await shareOf(first.paymentIntentId)).toMatchObject({ state: 'refunded', refundId: expect.stringMatching(/^credit/) });
    await cmi.checkout(late.gatewayUrl, late.fields, CMI_DOUBLE_APPROVED_CARD);
    expect(cmi.answers.at(-1)?.answer).toBe('FAILURE');
    expect(credits(late.fields.oid ?? '')).toEqual([]);
    expect(await shareOf(late.paymentIntentId)).toMatchObject({ state: 'refunded', refundId: null });
  });
});
