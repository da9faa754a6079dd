import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { orderEvents, orders, outbox, potShares, pots } from '../../db/schema/index.js';
import { signedInAs } from '../catalog/test-session.js';
import { addGift, orderPayload, signIn } from '../orders/test-fixtures.js';
import { followPots } from './index.js';

// The shop's clock, moved forward by the tests that need a deadline to pass.
let offset = 0;
const { app, database } = await useTestApp({ clock: () => new Date(Date.now() + offset) });
const db = database.db;
const DAY = 86_400_000;
const follow = () => followPots(db, { payments: app.payments, publicUrl: app.deps.config.publicUrl, shopRules: app.shopRules, now: () => app.now() }, app.now());

/** A pot for one gift of 200.00 delivered in Casablanca (225.00), opened by a guest or a signed-in organiser. */
async function openPot(opts: { stock?: number; cookie?: string } = {}) {
  const gift = await addGift(db, { price: '200.00', stock: opts.stock ?? 5 });
  const payload = { ...orderPayload([{ giftId: gift.id, quantity: 1 }]), target: '225.00', deadline: new Date(Date.now() + offset + 3 * DAY).toISOString() };
  const res = await app.inject({ method: 'POST', url: '/api/pots', payload, headers: opts.cookie ? { cookie: opts.cookie } : {} });
  return { gift, ...(res.json() as { id: string; token: string; organiserToken: string }) };
}
const read = async (token: string) => (await app.inject({ method: 'GET', url: `/api/pots/${token}` })).json();
async function give(token: string, amount: string) {
  const intent = (await app.inject({ method: 'POST', url: `/api/pots/${token}/shares`, payload: { amount, name: 'Nadia', message: null, showName: true } })).json();
  return (await app.inject({ method: 'POST', url: '/api/payments/test/confirm', payload: { paymentIntentId: intent.paymentIntentId, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' } })).json();
}
const mailsOf = async (template: string, needle: string) => (await db.select().from(outbox).where(eq(outbox.template, template))).filter((m) => m.body.includes(needle));
const sharesOf = (potId: string) => db.select().from(potShares).where(eq(potShares.potId, potId));

describe('the organiser hears what became of the pot', () => {
  it('when the target is reached, with the order’s number', async () => {
    const { token, organiserToken } = await openPot();
    await give(token, '225.00');
    const { orderNumber } = await read(organiserToken);
    expect(await mailsOf('pot_reached', orderNumber)).toEqual([expect.objectContaining({ recipient: 'karim@exemple.ma' })]);
  });

  it('when the order cannot be placed, with the reason; every share is refunded', async () => {
    const { token, organiserToken, gift } = await openPot({ stock: 1 });
    await give(token, '100.00');
    await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }]) });
    await give(token, '125.00');
    const pot = await read(organiserToken);
    expect(pot.state).toBe('failed');
    expect(await mailsOf('pot_failed', pot.failureReason)).toHaveLength(1);
  });

  it('once when the deadline passed short, with a link of their own to top up, lower or cancel', async () => {
    const { id, token } = await openPot();
    await give(token, '100.00');
    await follow();
    expect(await db.select().from(outbox).where(eq(outbox.template, 'pot_overdue'))).toEqual([]);
    offset += 4 * DAY;
    await follow();
    await follow();
    const [mail, ...more] = await db.select().from(outbox).where(eq(outbox.template, 'pot_overdue'));
    expect(more).toEqual([]);
    expect(mail?.recipient).toBe('karim@exemple.ma');
    const late = /\/pot\/([\w-]{43})/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(await read(late)).toMatchObject({ id, organiser: true, overdue: true, shareToken: null, paid: '100.00' });
    const res = await app.inject({ method: 'POST', url: `/api/pots/${late}/cancel` });
    expect(res.json()).toMatchObject({ state: 'cancelled' });
    offset -= 4 * DAY;
  });
});

describe('a pot reached without its order (the server stopped in between)', () => {
  it('gets its order from the job, once, even when two copies run it together', async () => {
    const { id, token, organiserToken } = await openPot();
    const intent = (await app.inject({ method: 'POST', url: `/api/pots/${token}/shares`, payload: { amount: '225.00', name: 'Omar', message: null, showName: true } })).json();
    // The share's payment and the pot's move committed; the order was never written.
    await db.update(potShares).set({ state: 'paid', paidAt: app.now() }).where(eq(potShares.intentId, intent.paymentIntentId));
    await db.update(pots).set({ state: 'reached' }).where(eq(pots.id, id));
    expect((await read(organiserToken)).orderNumber).toBeNull();
    await Promise.all([follow(), follow()]);
    const { orderNumber } = await read(organiserToken);
    const placed = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(placed).toEqual([expect.objectContaining({ paymentStatus: 'completed', totalAmount: '225.00' })]);
    const [row] = await db.select().from(pots).where(eq(pots.id, id));
    expect(row?.orderId).toBe(placed[0]?.id);
  });
});

describe('the pot’s order, cancelled later', () => {
  it('refunds each share through its own provider when the shop cancels it', async () => {
    const admin = await signedInAs(db, 'admin');
    const { id, token, organiserToken } = await openPot();
    await give(token, '100.00');
    await give(token, '125.00');
    const { orderNumber } = await read(organiserToken);
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const res = await app.inject({ method: 'PATCH', url: `/api/admin/orders/${order!.id}/status`, payload: { status: 'cancelled' }, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const shares = await sharesOf(id);
    expect(shares.map((s) => s.state)).toEqual(['refunded', 'refunded']);
    expect(shares.every((s) => s.refundId?.startsWith('test_re_'))).toBe(true);
    const events = await db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order!.id), eq(orderEvents.type, 'refunded')));
    expect(events).toHaveLength(1);
    expect((await read(organiserToken)).state).toBe('cancelled');
  });
});

describe('the organiser signed in', () => {
  it('finds the pot’s order under their orders, and may cancel it there: every share is refunded', async () => {
    const me = await signIn(db);
    const { id, token } = await openPot({ cookie: me.cookie });
    await give(token, '225.00');
    const mine = (await app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: me.cookie } })).json() as { id: string; orderNumber: string }[];
    const [pot] = await db.select().from(pots).where(eq(pots.id, id));
    const order = mine.find((o) => o.id === pot?.orderId);
    expect(order).toBeDefined();
    const res = await app.inject({ method: 'POST', url: `/api/orders/${order!.id}/cancel`, headers: { cookie: me.cookie } });
    expect(res.statusCode).toBe(200);
    expect((await sharesOf(id)).map((s) => s.state)).toEqual(['refunded']);
  });
});
