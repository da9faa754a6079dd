import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { giftCodes, outbox, rateLimits, sessions, users } from '../../db/schema/index.js';
import { addGift, orderPayload, signIn } from '../orders/test-fixtures.js';
import { processOutbox } from '../notifications/index.js';
import { issueGiftCodes } from './issue.js';
import { ensurePartner } from './partners.js';
import { queueEcards } from './queue.js';
import { paidDigitalOrder } from './test-fixtures.js';

let clock = new Date();
const { app, database } = await useTestApp({ clock: () => clock });
const db = database.db;
beforeEach(() => {
  clock = new Date();
  return db.delete(rateLimits);
});

const codesOf = (orderId: string) => db.select().from(giftCodes).where(eq(giftCodes.orderId, orderId));
const check = (code: string, cookie: string) => app.inject({ url: `/api/gift-codes/${code}`, headers: { cookie } });
const redeem = (code: string, cookie: string) => app.inject({ method: 'POST', url: `/api/gift-codes/${code}/redeem`, headers: { cookie } });

describe('codes of a paid digital gift', () => {
  it('are issued at payment, one per unit, unique, and a payment applied again issues no more', async () => {
    const { order } = await paidDigitalOrder(app, db, { quantity: 3 });
    const codes = await codesOf(order.id);
    expect(codes).toHaveLength(3);
    expect(new Set(codes.map((c) => c.code)).size).toBe(3);
    await db.transaction((tx) => issueGiftCodes(tx, order.id, clock));
    expect(await codesOf(order.id)).toHaveLength(3);
  });

  it('are issued when a card pays the order too, and none while it is unpaid', async () => {
    const buyer = await signIn(db);
    const headers = { cookie: buyer.cookie };
    const gift = await addGift(db, { type: 'digital', stock: null });
    const payload = orderPayload([{ giftId: gift.id, quantity: 2 }], { paymentMethod: 'stripe', recipientAddress: undefined, recipientCity: undefined });
    const order = (await app.inject({ method: 'POST', url: '/api/orders', payload, headers })).json();
    expect(await codesOf(order.id)).toHaveLength(0);
    const intent = (await app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId: order.id }, headers })).json();
    const declined = { paymentIntentId: intent.paymentIntentId, cardNumber: '4000000000000002', expiry: '12/40', cvc: '123' };
    await app.inject({ method: 'POST', url: '/api/payments/test/confirm', payload: declined, headers });
    expect(await codesOf(order.id)).toHaveLength(0);
    const paid = { ...declined, cardNumber: '4242424242424242' };
    expect((await app.inject({ method: 'POST', url: '/api/payments/test/confirm', payload: paid, headers })).statusCode).toBe(200);
    expect(await codesOf(order.id)).toHaveLength(2);
  });

  it('draws again when a new code collides with an existing one (the unique index decides)', async () => {
    const { order } = await paidDigitalOrder(app, db);
    const [taken] = await codesOf(order.id);
    const { order: second } = await paidDigitalOrder(app, db);
    await db.delete(giftCodes).where(eq(giftCodes.orderId, second.id));
    const draws = [taken!.code, 'ZZZZ2222ZZZZ'];
    await db.transaction((tx) => issueGiftCodes(tx, second.id, new Date(), () => draws.shift() ?? 'YYYY3333YYYY'));
    expect((await codesOf(second.id)).map((c) => c.code)).toEqual(['ZZZZ2222ZZZZ']);
  });

  it('are valid for the months the shop set, from the day the e-card is sent', async () => {
    const { order } = await paidDigitalOrder(app, db);
    const [code] = await codesOf(order.id);
    const months = (code!.expiresAt.getTime() - code!.sendAt.getTime()) / (30.44 * 86_400_000);
    expect(Math.round(months)).toBe(12);
  });
});

describe('checking and redeeming a code', () => {
  it('shows an admin what the code is for, then marks it used once, with who and when', async () => {
    const admin = await signIn(db, { role: 'admin', firstName: 'Nadia' });
    const { order } = await paidDigitalOrder(app, db);
    const [row] = await codesOf(order.id);
    const typed = `${row!.code.slice(0, 4)}-${row!.code.slice(4, 8)} ${row!.code.slice(8).toLowerCase()}`;
    const checked = await check(encodeURIComponent(typed), admin.cookie);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ status: 'valid', gift: { name: { fr: 'Massage au hammam' } }, orderNumber: order.orderNumber, redeemedAt: null });

    const used = await redeem(row!.code, admin.cookie);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ status: 'redeemed', redeemedBy: 'Nadia' });
    const [after] = await codesOf(order.id);
    expect(after?.redeemedBy).toBe(admin.user.id);
    expect(after?.redeemedAt).toBeInstanceOf(Date);

    const again = await redeem(row!.code, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'gift_code_redeemed', details: { redeemedAt: after!.redeemedAt!.toISOString() } });
  });

  it('lets exactly one of 20 simultaneous redemptions win', async () => {
    const partner = await signIn(db, { role: 'partner' });
    const { order } = await paidDigitalOrder(app, db);
    const [row] = await codesOf(order.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(row!.code, partner.cookie)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409 && a.json().code === 'gift_code_redeemed')).toHaveLength(19);
  });

  it('refuses an expired code, and says so when checked', async () => {
    const partner = await signIn(db, { role: 'partner' });
    const { order } = await paidDigitalOrder(app, db);
    const [row] = await codesOf(order.id);
    clock = new Date(row!.expiresAt.getTime() + 60_000);
    expect((await check(row!.code, partner.cookie)).json()).toMatchObject({ status: 'expired' });
    const res = await redeem(row!.code, partner.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'gift_code_expired' });
    expect((await codesOf(order.id))[0]?.redeemedAt).toBeNull();
  });

  it('answers 404 for a code that does not exist or cannot be one', async () => {
    const admin = await signIn(db, { role: 'admin' });
    expect((await check('ABCD-EFGH-JKMN', admin.cookie)).json()).toMatchObject({ code: 'gift_code_unknown' });
    expect((await redeem('not-a-code', admin.cookie)).statusCode).toBe(404);
  });

  it('is for admins and partners only', async () => {
    const customer = await signIn(db);
    expect((await check('ABCD-EFGH-JKMN', customer.cookie)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/gift-codes/ABCD-EFGH-JKMN' })).statusCode).toBe(401);
  });

  it('is rate-limited against guessing: 429 past 60 tries in 15 minutes', async () => {
    const partner = await signIn(db, { role: 'partner' });
    for (let i = 0; i < 60; i++) expect((await check('ABCD-EFGH-JKMN', partner.cookie)).statusCode).toBe(404);
    expect((await check('ABCD-EFGH-JKMN', partner.cookie)).statusCode).toBe(429);
  });
});

describe('the API description', () => {
  it('names the check and redeem endpoints in the OpenAPI document', async () => {
    const doc = (await app.inject('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/gift-codes/{code}', '/api/gift-codes/{code}/redeem']));
  });
});

describe('a partner account', () => {
  it('reaches only redemption: every other endpoint answers 403', async () => {
    const partner = await signIn(db, { role: 'partner' });
    const { order } = await paidDigitalOrder(app, db);
    const asPartner = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      app.inject({ method, url, payload, headers: { cookie: partner.cookie } });
    expect((await asPartner('GET', '/api/user')).statusCode).toBe(200);
    expect((await asPartner('GET', '/api/settings')).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/admin/orders'],
      ['GET', '/api/admin/outbox'],
      ['GET', '/api/orders'],
      ['GET', `/api/orders/${order.id}`],
      ['GET', `/api/orders/${order.id}/gift-codes`],
      ['POST', '/api/settings'],
      ['PUT', '/api/profile'],
      ['GET', '/api/gifts'],
    ] as const) {
      const res = await asPartner(method, url, method === 'GET' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('making a partner (npm run partner:create)', () => {
  it('turns an existing account into a partner and ends its sessions, or creates one', async () => {
    const customer = await signIn(db);
    expect(await ensurePartner(db, customer.user.email.toUpperCase(), 'un-mot-de-passe', 'Spa Atlas')).toBe('changed');
    const [row] = await db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row?.role).toBe('partner');
    expect(await db.select().from(sessions).where(eq(sessions.userId, customer.user.id))).toHaveLength(0);

    expect(await ensurePartner(db, 'riad@exemple.ma', 'un-mot-de-passe', 'Riad Dar Yasmine')).toBe('created');
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'riad@exemple.ma', password: 'un-mot-de-passe' } });
    expect(login.json()).toMatchObject({ role: 'partner', firstName: 'Riad Dar Yasmine' });
  });

  it('refuses to make an admin a partner, even one of several, and leaves the account as it was', async () => {
    const admin = await signIn(db, { role: 'admin' });
    await signIn(db, { role: 'admin' });
    await expect(ensurePartner(db, admin.user.email, 'un-mot-de-passe', 'Spa Atlas')).rejects.toThrow(`${admin.user.email} is an admin account and stays one`);
    const [row] = await db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row).toMatchObject({ role: 'admin', passwordHash: admin.user.passwordHash });
    expect(await db.select().from(sessions).where(eq(sessions.userId, admin.user.id))).toHaveLength(1);
  });
});

describe('the e-card', () => {
  const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  it('leaves at the sender’s hour on the delivery date: nothing before, once after', async () => {
    const { order } = await paidDigitalOrder(app, db, { deliveryDate: tomorrow(), ecardSendTime: '10:30', recipientEmail: 'salma@exemple.ma' });
    const [code] = await codesOf(order.id);
    expect(code!.sendAt.getTime()).toBeGreaterThan(Date.now());
    await queueEcards(db, 'http://localhost:3000', clock);
    const queued = await db.select({ id: outbox.id }).from(outbox).where(and(eq(outbox.template, 'ecard'), eq(outbox.nextAttemptAt, code!.sendAt)));
    expect(queued).toHaveLength(2); // the text and the e-mail, both due at the hour
    const mine = () => db.select().from(outbox).where(inArray(outbox.id, queued.map((q) => q.id)));

    clock = new Date(code!.sendAt.getTime() - 60_000);
    await processOutbox(app.deps, { info() {}, warn() {} });
    expect((await mine()).every((m) => m.status === 'pending' && m.attempts === 0)).toBe(true);

    clock = new Date(code!.sendAt.getTime() + 60_000);
    await processOutbox(app.deps, { info() {}, warn() {} });
    await processOutbox(app.deps, { info() {}, warn() {} });
    const after = await mine();
    expect(after.map((m) => [m.channel, m.status, m.attempts]).sort()).toEqual([
      ['email', 'held', 1],
      ['sms', 'held', 1],
    ]);
    expect(after.find((m) => m.channel === 'sms')?.body).toMatch(/^Bonjour Salma Bennani, Karim vous offre « Massage au hammam » ! .*http:\/\/localhost:3000\/e-card\/[\w-]{43}$/);
  });

  it('is never sent, and its code answers void, once the order is cancelled', async () => {
    const admin = await signIn(db, { role: 'admin' });
    const { order } = await paidDigitalOrder(app, db, { recipientEmail: 'annule@exemple.ma' });
    const [row] = await codesOf(order.id);
    const cancel = await app.inject({ method: 'PATCH', url: `/api/admin/orders/${order.id}/status`, payload: { status: 'cancelled' }, headers: { cookie: admin.cookie } });
    expect(cancel.statusCode).toBe(200);
    await queueEcards(db, 'http://localhost:3000', clock);
    expect(await db.select().from(outbox).where(and(eq(outbox.template, 'ecard'), eq(outbox.recipient, 'annule@exemple.ma')))).toHaveLength(0);
    expect((await check(row!.code, admin.cookie)).json()).toMatchObject({ status: 'void', orderNumber: order.orderNumber });
  });

  it('is withdrawn, unsent, when the order is cancelled after it was queued', async () => {
    const admin = await signIn(db, { role: 'admin' });
    const { order } = await paidDigitalOrder(app, db, { deliveryDate: tomorrow(), ecardSendTime: '10:30', recipientEmail: 'retire@exemple.ma' });
    const [code] = await codesOf(order.id);
    await queueEcards(db, 'http://localhost:3000', clock);
    const ecards = () => db.select().from(outbox).where(and(eq(outbox.template, 'ecard'), eq(outbox.nextAttemptAt, code!.sendAt)));
    expect(await ecards()).toHaveLength(2);
    const cancel = await app.inject({ method: 'PATCH', url: `/api/admin/orders/${order.id}/status`, payload: { status: 'cancelled' }, headers: { cookie: admin.cookie } });
    expect(cancel.statusCode).toBe(200);
    expect(await ecards()).toHaveLength(0);
    // The buyer's own messages (confirmation, invoice) are not the gift: they stay.
    const buyers = (await db.select().from(outbox)).filter((m) => m.template !== 'ecard' && m.subject?.includes(order.orderNumber));
    expect(buyers.map((m) => m.template)).toContain('order_confirmation');
  });

  it('leaves at once when paid after its hour', async () => {
    const { order } = await paidDigitalOrder(app, db, { ecardSendTime: '00:00' });
    const [code] = await codesOf(order.id);
    expect(code!.sendAt.getTime()).toBeLessThanOrEqual(Date.now());
    await queueEcards(db, 'http://localhost:3000', clock);
    const [sms] = await db.select().from(outbox).where(eq(outbox.nextAttemptAt, code!.sendAt));
    expect(sms?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('what the sender sees on the order', () => {
  it('follows each code: scheduled, sent at its hour, opened by the recipient, used', async () => {
    const partner = await signIn(db, { role: 'partner' });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const { order, senderCookie } = await paidDigitalOrder(app, db, { deliveryDate: tomorrow, isAnonymous: true });
    const states = async () => (await app.inject({ url: `/api/orders/${order.id}/gift-codes`, headers: { cookie: senderCookie } })).json();
    const [row] = await codesOf(order.id);
    expect(await states()).toMatchObject([{ state: 'scheduled', maskedCode: `••••-••••-${row!.code.slice(-4)}`, openedAt: null }]);

    await queueEcards(db, 'http://localhost:3000', clock);
    clock = new Date(row!.sendAt.getTime() + 60_000);
    expect((await states())[0].state).toBe('sent');

    const [sms] = await db.select().from(outbox).where(and(eq(outbox.template, 'ecard'), eq(outbox.nextAttemptAt, row!.sendAt)));
    const token = sms!.body.split('/e-card/')[1]!;
    expect(sms!.body).not.toContain('Karim'); // anonymous: the text never names the sender
    const card = await app.inject({ url: `/api/e-cards/${token}` });
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({
      senderName: null,
      anonymous: true,
      recipientName: 'Salma Bennani',
      personalMessage: 'Joyeux anniversaire !',
      gift: { name: { fr: 'Massage au hammam' } },
      code: `${row!.code.slice(0, 4)}-${row!.code.slice(4, 8)}-${row!.code.slice(8)}`,
      expiresAt: row!.expiresAt.toISOString(),
      status: 'valid',
    });
    expect((await states())[0].state).toBe('opened');

    expect((await redeem(row!.code, partner.cookie)).statusCode).toBe(200);
    expect(await states()).toMatchObject([{ state: 'used' }]);
    expect((await app.inject({ url: `/api/e-cards/${token}` })).json()).toMatchObject({ status: 'redeemed' });
  });

  it('is the sender’s only: another visitor cannot read the order’s codes, nor an e-card by a made-up token', async () => {
    const { order } = await paidDigitalOrder(app, db);
    const stranger = await signIn(db);
    expect((await app.inject({ url: `/api/orders/${order.id}/gift-codes`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/e-cards/${'x'.repeat(43)}` })).statusCode).toBe(404);
  });
});

describe('cancelling an e-gift that has left the shop', () => {
  const cancelAs = (orderId: string, cookie: string) => app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: { cookie } });
  const orderAs = async (orderId: string, cookie: string) => (await app.inject({ url: `/api/orders/${orderId}`, headers: { cookie } })).json();
  const adminCancel = (orderId: string, cookie: string) =>
    app.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}/status`, payload: { status: 'cancelled' }, headers: { cookie } });

  it('is refused to the customer once a code is used, and not offered: the order and the used code stay', async () => {
    const partner = await signIn(db, { role: 'partner' });
    const { order, senderCookie } = await paidDigitalOrder(app, db, { quantity: 2 });
    expect((await orderAs(order.id, senderCookie)).actions.cancel).toBe(true);
    const [row] = await codesOf(order.id);
    expect((await redeem(row!.code, partner.cookie)).statusCode).toBe(200);

    expect(await orderAs(order.id, senderCookie)).toMatchObject({ canCancel: false, actions: { cancel: false } });
    const res = await cancelAs(order.id, senderCookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'not_cancellable' });
    expect(await orderAs(order.id, senderCookie)).toMatchObject({ status: 'processing', paymentStatus: 'completed', documents: { creditNote: null } });
    expect((await check(row!.code, partner.cookie)).json()).toMatchObject({ status: 'redeemed' });
  });

  it('is refused to the customer once the e-card has been sent, and not offered', async () => {
    const { order, senderCookie } = await paidDigitalOrder(app, db, { ecardSendTime: '00:00' });
    expect((await orderAs(order.id, senderCookie)).actions.cancel).toBe(true);
    await queueEcards(db, 'http://localhost:3000', clock);
    expect((await orderAs(order.id, senderCookie)).actions.cancel).toBe(false);
    const res = await cancelAs(order.id, senderCookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Le cadeau a déjà été envoyé ou utilisé : seule la boutique peut encore annuler cette commande.');
    expect((await orderAs(order.id, senderCookie)).status).toBe('processing');
  });

  it('is the shop’s to do: a used code then still answers redeemed, an unused one void, which cannot be used', async () => {
    const admin = await signIn(db, { role: 'admin' });
    const partner = await signIn(db, { role: 'partner' });
    const { order } = await paidDigitalOrder(app, db, { quantity: 2 });
    const [used, unused] = await codesOf(order.id);
    expect((await redeem(used!.code, partner.cookie)).statusCode).toBe(200);
    expect((await adminCancel(order.id, admin.cookie)).statusCode).toBe(200);

    expect((await check(used!.code, partner.cookie)).json()).toMatchObject({ status: 'redeemed', orderNumber: order.orderNumber, redeemedBy: expect.any(String) });
    const voided = await check(unused!.code, partner.cookie);
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({ status: 'void', redeemedAt: null });
    const refused = await redeem(unused!.code, partner.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'gift_code_void' });
    expect((await codesOf(order.id)).find((c) => c.id === unused!.id)?.redeemedAt).toBeNull();
  });

  it('never lets a redemption and a customer’s cancellation at the same moment both succeed', async () => {
    const partner = await signIn(db, { role: 'partner' });
    for (let i = 0; i < 6; i++) {
      const { order, senderCookie } = await paidDigitalOrder(app, db);
      const [row] = await codesOf(order.id);
      const [redeemed, cancelled] = await Promise.all([redeem(row!.code, partner.cookie), cancelAs(order.id, senderCookie)]);
      expect([redeemed.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
      const [after] = await codesOf(order.id);
      const status = (await orderAs(order.id, senderCookie)).status;
      if (redeemed.statusCode === 200) expect(status).toBe('processing');
      else expect([after?.redeemedAt, status]).toEqual([null, 'cancelled']);
    }
  });
});
