import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { orders, outbox, potShares } from '../../db/schema/index.js';
import { signedInAs } from '../catalog/test-session.js';
import { addGift, orderPayload, orderRow, stockOf } from '../orders/test-fixtures.js';

// The shop's clock, moved forward by the tests that need a deadline or a hold to pass.
let offset = 0;
const { app, database } = await useTestApp({ clock: () => new Date(Date.now() + offset) });
const db = database.db;
const HOUR = 3_600_000;
const inDays = (days: number) => new Date(Date.now() + offset + days * 24 * HOUR).toISOString();

/** A pot for one gift at `price` delivered in Casablanca (25.00 of delivery), its target the checkout's total. */
async function openPot(opts: { price?: string; stock?: number; showAmounts?: boolean; target?: string } = {}) {
  const gift = await addGift(db, { price: opts.price ?? '200.00', stock: opts.stock ?? 5 });
  const total = (Number(opts.price ?? '200.00') + 25).toFixed(2);
  const res = await app.inject({
    method: 'POST',
    url: '/api/pots',
    payload: { ...orderPayload([{ giftId: gift.id, quantity: 1 }]), target: opts.target ?? total, deadline: inDays(3), showAmounts: opts.showAmounts ?? false },
  });
  return { res, gift, total, ...(res.json() as { id: string; token: string; organiserToken: string }) };
}
const read = async (token: string) => (await app.inject({ method: 'GET', url: `/api/pots/${token}` })).json();
const startShare = (token: string, amount: string, who: { name?: string; message?: string; showName?: boolean } = {}) =>
  app.inject({ method: 'POST', url: `/api/pots/${token}/shares`, payload: { amount, name: who.name ?? 'Nadia', message: who.message ?? null, showName: who.showName ?? true } });
const payCard = (paymentIntentId: string, cardNumber = '4242424242424242') =>
  app.inject({ method: 'POST', url: '/api/payments/test/confirm', payload: { paymentIntentId, cardNumber, expiry: '12/40', cvc: '123' } });
async function give(token: string, amount: string, who: Parameters<typeof startShare>[2] = {}) {
  const intent = (await startShare(token, amount, who)).json();
  return (await payCard(intent.paymentIntentId)).json();
}
const sharesOf = (potId: string) => db.select().from(potShares).where(eq(potShares.potId, potId));

describe('opening a pot', () => {
  it('answers its id and links, and holds no stock and places no order', async () => {
    const before = (await db.select().from(orders)).length;
    const { res, id, token, organiserToken, gift, total } = await openPot();
    expect(res.statusCode).toBe(201);
    expect(token).not.toBe(organiserToken);
    expect(await stockOf(db, gift.id)).toBe(5);
    expect((await db.select().from(orders)).length).toBe(before);
    const pot = await read(token);
    expect(pot).toMatchObject({ id, state: 'open', organiser: false, target: total, paid: '0.00', remaining: total, recipientFirstName: 'Salma', overdue: false, shareToken: null });
    expect(pot.gifts).toEqual([expect.objectContaining({ giftId: gift.id, quantity: 1 })]);
    expect((await read(organiserToken)).shareToken).toBe(token);
    // The organiser's page, shown once, is kept in their e-mail with the link to share.
    const mail = (await db.select().from(outbox).where(eq(outbox.template, 'pot_opened'))).find((m) => m.body.includes(organiserToken));
    expect(mail).toMatchObject({ recipient: 'karim@exemple.ma' });
    expect(mail?.body).toContain(`/pot/${token}`);
  });

  it('refuses a target other than the checkout’s total, a past deadline, a checkout the shop would refuse', async () => {
    expect((await openPot({ target: '100.00' })).res.json().code).toBe('price_changed');
    const gift = await addGift(db);
    const past = await app.inject({ method: 'POST', url: '/api/pots', payload: { ...orderPayload([{ giftId: gift.id, quantity: 1 }]), target: '125.00', deadline: new Date(Date.now() + offset - HOUR).toISOString() } });
    expect(past.statusCode).toBe(400);
    expect(past.json().details.issues[0].path).toBe('deadline');
    const noRecipient = await app.inject({ method: 'POST', url: '/api/pots', payload: { ...orderPayload([{ giftId: gift.id, quantity: 1 }], { recipientName: '' }), target: '125.00', deadline: inDays(2) } });
    expect(noRecipient.statusCode).toBe(400);
    const empty = await addGift(db, { stock: 0 });
    expect((await app.inject({ method: 'POST', url: '/api/pots', payload: { ...orderPayload([{ giftId: empty.id, quantity: 1 }]), target: '125.00', deadline: inDays(2) } })).statusCode).toBe(409);
    expect((await app.inject({ method: 'GET', url: `/api/pots/${'x'.repeat(43)}` })).json().code).toBe('pot_unknown');
  });
});

describe('contributors’ shares', () => {
  it('pays a share by card, like an order’s payment; shows chosen names, never amounts unless allowed', async () => {
    const { token, organiserToken } = await openPot();
    const intent = (await startShare(token, '100.00', { name: 'Nadia', message: 'Bon anniversaire !' })).json();
    expect(intent).toMatchObject({ provider: 'test', amount: '100.00', clientSecret: expect.any(String) });
    // Held while being paid: what remains already counts it.
    expect((await read(token)).remaining).toBe('125.00');
    expect((await payCard(intent.paymentIntentId)).json().status).toBe('completed');
    await give(token, '50.00', { name: 'Omar', showName: false });
    const pot = await read(token);
    expect(pot).toMatchObject({ paid: '150.00', remaining: '75.00', state: 'open' });
    expect(pot.contributors).toEqual([
      { name: 'Nadia', amount: null, message: null },
      { name: null, amount: null, message: null },
    ]);
    expect((await read(organiserToken)).contributors).toEqual([
      { name: 'Nadia', amount: '100.00', message: 'Bon anniversaire !' },
      { name: 'Omar', amount: '50.00', message: null },
    ]);
    const shown = await openPot({ showAmounts: true });
    await give(shown.token, '10.00');
    expect((await read(shown.token)).contributors).toEqual([{ name: 'Nadia', amount: '10.00', message: null }]);
  });

  it('refuses a share larger than what remains, with what remains', async () => {
    const { token } = await openPot();
    await give(token, '200.00');
    const res = await startShare(token, '30.00');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'share_too_large', details: { remaining: '25.00' } });
  });

  it('never lets concurrent shares exceed the target', async () => {
    const { id, token } = await openPot();
    const answers = await Promise.all(Array.from({ length: 8 }, () => startShare(token, '50.00')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual(Array(4).fill('share_too_large'));
    expect(answers.some((a) => a.statusCode >= 500)).toBe(false);
    expect(await sharesOf(id)).toHaveLength(4);
    expect((await read(token)).remaining).toBe('25.00');
  });

  it('releases a share left unpaid after its hold, and refunds it if paid once others took its place', async () => {
    const { id, token } = await openPot();
    const left = (await startShare(token, '225.00')).json();
    offset += 20 * 60_000;
    expect((await read(token)).remaining).toBe('225.00');
    await give(token, '200.00');
    const late = await payCard(left.paymentIntentId);
    expect(late.json().status).toBe('failed');
    const [row] = (await sharesOf(id)).filter((s) => s.intentId === left.paymentIntentId);
    expect(row).toMatchObject({ state: 'refunded', refundId: expect.stringMatching(/^test_re_/) });
    expect((await read(token)).paid).toBe('200.00');
  });
});

describe('reaching the target', () => {
  it('places the order then, paid, its stock taken, every message on the card', async () => {
    const { token, organiserToken, gift, total } = await openPot();
    await give(token, '100.00', { name: 'Nadia', message: 'Joyeux anniversaire Salma' });
    expect(await stockOf(db, gift.id)).toBe(5);
    await give(token, '125.00', { name: 'Omar', message: 'Avec toute notre affection', showName: false });
    const pot = await read(organiserToken);
    expect(pot).toMatchObject({ state: 'reached', paid: total, remaining: '0.00', orderNumber: expect.any(String) });
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, pot.orderNumber));
    expect(order).toMatchObject({ status: 'processing', paymentStatus: 'completed', totalAmount: total, recipientName: 'Salma Bennani' });
    expect(order?.personalMessage).toContain('Joyeux anniversaire Salma');
    expect(order?.personalMessage).toContain('Avec toute notre affection');
    expect(await stockOf(db, gift.id)).toBe(4);
    expect((await startShare(token, '1.00')).json().code).toBe('pot_closed');
  });

  it('refunds every share when the gift is gone by then', async () => {
    const { id, token, organiserToken, gift } = await openPot({ stock: 1 });
    await give(token, '100.00');
    await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }]) });
    await give(token, '125.00');
    const pot = await read(organiserToken);
    expect(pot).toMatchObject({ state: 'failed', orderNumber: null, failureReason: expect.any(String) });
    expect((await sharesOf(id)).map((s) => s.state)).toEqual(['refunded', 'refunded']);
    expect((await sharesOf(id)).every((s) => s.refundId?.startsWith('test_re_'))).toBe(true);
  });
});

describe('the deadline passed short', () => {
  it('closes the pot to contributors; the organiser tops up, and the order is placed', async () => {
    const { token, organiserToken } = await openPot();
    await give(token, '100.00');
    offset += 4 * 24 * HOUR;
    expect((await read(token)).overdue).toBe(true);
    expect((await startShare(token, '10.00')).json().code).toBe('pot_closed');
    const topUp = (await startShare(organiserToken, '125.00', { name: 'Karim' })).json();
    expect((await payCard(topUp.paymentIntentId)).json().status).toBe('completed');
    expect(await read(organiserToken)).toMatchObject({ state: 'reached', orderNumber: expect.any(String) });
  });

  it('lets the organiser lower the gift to a cheaper one, which may complete the pot', async () => {
    const { token, organiserToken } = await openPot();
    await give(token, '100.00');
    offset += 4 * 24 * HOUR;
    const cheaper = await addGift(db, { price: '75.00' });
    expect((await app.inject({ method: 'POST', url: `/api/pots/${token}/lower`, payload: { items: [{ giftId: cheaper.id, quantity: 1 }] } })).statusCode).toBe(403);
    const tooCheap = await addGift(db, { price: '50.00' });
    expect((await app.inject({ method: 'POST', url: `/api/pots/${organiserToken}/lower`, payload: { items: [{ giftId: tooCheap.id, quantity: 1 }] } })).statusCode).toBe(400);
    const res = await app.inject({ method: 'POST', url: `/api/pots/${organiserToken}/lower`, payload: { items: [{ giftId: cheaper.id, quantity: 1 }] } });
    expect(res.json()).toMatchObject({ state: 'reached', target: '100.00', orderNumber: expect.any(String) });
    expect(res.json().gifts[0].giftId).toBe(cheaper.id);
  });

  it('lets the organiser cancel: every share is refunded through its provider', async () => {
    const { id, token, organiserToken } = await openPot();
    await give(token, '100.00');
    await give(token, '50.00');
    const pending = (await startShare(token, '20.00')).json();
    expect((await app.inject({ method: 'POST', url: `/api/pots/${token}/cancel` })).statusCode).toBe(403);
    const res = await app.inject({ method: 'POST', url: `/api/pots/${organiserToken}/cancel` });
    expect(res.json()).toMatchObject({ state: 'cancelled', remaining: '0.00' });
    const shares = await sharesOf(id);
    expect(shares.filter((s) => s.state === 'refunded' && s.refundId?.startsWith('test_re_'))).toHaveLength(2);
    // The share still being paid is refunded when its payment lands.
    expect((await payCard(pending.paymentIntentId)).json().status).toBe('failed');
    expect((await sharesOf(id)).filter((s) => s.state === 'refunded')).toHaveLength(3);
    expect((await app.inject({ method: 'POST', url: `/api/pots/${organiserToken}/cancel` })).json().code).toBe('pot_closed');
  });
});

describe('the back office', () => {
  it('lists pots with their state, to admins only', async () => {
    const admin = await signedInAs(db, 'admin');
    const { id, token } = await openPot();
    await give(token, '25.00');
    const list = (await app.inject({ method: 'GET', url: '/api/admin/pots', headers: admin.headers })).json();
    expect(list.find((p: { id: string }) => p.id === id)).toMatchObject({ state: 'open', paid: '25.00', shares: 1, recipientFirstName: 'Salma', organiserEmail: 'karim@exemple.ma' });
    expect((await app.inject({ method: 'GET', url: '/api/admin/pots' })).statusCode).toBe(401);
    expect(await orderRow(db, id)).toBeUndefined();
  });
});
