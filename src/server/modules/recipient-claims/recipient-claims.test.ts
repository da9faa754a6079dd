import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { orderEvents, outbox, rateLimits, recipientClaims } from '../../db/schema/index.js';
import { addGift, cookieFrom, orderPayload, orderRow, signIn } from '../orders/test-fixtures.js';
import { sendPendingClaimLinks } from './send.js';
import { followUpUnclaimed } from './unclaimed.js';

let clock = new Date();
const { app, database } = await useTestApp({ clock: () => clock });
const db = database.db;
const publicUrl = 'http://shop.test';
const DAY = 86_400_000;
beforeEach(() => {
  clock = new Date();
  return db.delete(rateLimits);
});

const unknownAddress = { recipientAddressUnknown: true, recipientAddress: undefined, recipientCity: undefined, deliveryDate: null };

/** A physical gift ordered with only the recipient's name and phone, paid by transfer as the back office confirms. */
async function placeWithoutAddress(opts: { pay?: boolean; isAnonymous?: boolean; phone?: string; cookie?: string } = {}) {
  const gift = await addGift(db, { name: 'Coffret de roses', price: '300.00' });
  const placed = await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }], { ...unknownAddress, isAnonymous: opts.isAnonymous ?? false, recipientPhone: opts.phone ?? '06 12 34 56 78' }), headers: opts.cookie ? { cookie: opts.cookie } : {} });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json() as { id: string; orderNumber: string; awaitingRecipientAddress: boolean; recipientAddress: string | null; deliveryFee: string };
  const senderCookie = opts.cookie ?? cookieFrom(placed, 'guest');
  if (opts.pay !== false) {
    const admin = await signIn(db, { role: 'admin' });
    const paid = await app.inject({ method: 'PUT', url: `/api/admin/orders/${order.id}/payment`, payload: { paymentMethod: 'bank_transfer', paymentStatus: 'completed' }, headers: { cookie: admin.cookie } });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  return { order, senderCookie };
}

/** The tokens of the links the outbox holds for this phone, newest last. */
async function linksTo(phone: string) {
  const rows = await db.select().from(outbox).where(and(eq(outbox.recipient, phone), eq(outbox.template, 'recipient_claim')));
  return rows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((r) => /\/gift\/claim\/([\w-]+)/.exec(r.body)?.[1] ?? '');
}

async function firstSlot(city = 'Rabat') {
  const days = (await app.inject({ url: `/api/delivery-slots?city=${encodeURIComponent(city)}` })).json() as { days: { date: string; slots: string[] }[] };
  const day = days.days.find((d) => d.slots.length > 0)!;
  return { deliveryDate: day.date, deliverySlot: day.slots[0]! };
}

const claim = (token: string, body?: object) =>
  body ? app.inject({ method: 'POST', url: `/api/claims/${token}`, payload: body }) : app.inject({ url: `/api/claims/${token}` });

describe('an order whose recipient gives the address', () => {
  it('is placed without address, charged the dearest served zone, and gets its link once paid', async () => {
    const { order } = await placeWithoutAddress({ pay: false });
    expect(order.awaitingRecipientAddress).toBe(true);
    expect(order.recipientAddress).toBeNull();
    // The dearest zone the shop serves (national, 60 DH by default): the recipient may live anywhere it delivers.
    expect(order.deliveryFee).toBe('60.00');
    const confirmation = await db.select().from(outbox).where(and(eq(outbox.recipient, 'karim@exemple.ma'), eq(outbox.template, 'order_confirmation')));
    const said = confirmation.at(-1)!.body;
    expect(said).toContain('adresse demandée au destinataire');
    // What happens next, never a digital gift: the link by SMS or WhatsApp, its days, what the sender will see.
    expect(said).toContain('nous envoyons à Salma Bennani un lien privé par SMS ou WhatsApp, au numéro que vous avez donné');
    expect(said).toContain('Le lien est valable 7 jours ; sans réponse, Salma Bennani reçoit un rappel, puis nous vous contactons.');
    expect(said).toContain('de la ville, du jour et du créneau choisis : son adresse reste connue de la boutique seulement');
    expect(said).not.toContain('numérique');
    await sendPendingClaimLinks(db, publicUrl, clock);
    expect(await db.select().from(recipientClaims).where(eq(recipientClaims.orderId, order.id))).toHaveLength(0);
  });

  it('is quoted at the dearest served zone without a city', async () => {
    const gift = await addGift(db, { price: '100.00' });
    const res = await app.inject({ method: 'POST', url: '/api/orders/quote', payload: { recipientAddressUnknown: true, items: [{ giftId: gift.id, quantity: 1 }] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ zone: 'national', deliveryFee: '60.00', total: '160.00', digitalOnly: false });
  });

  it('refuses express without an address', async () => {
    const gift = await addGift(db);
    const res = await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }], { ...unknownAddress, express: true }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('express_unavailable');
  });

  it('shows the recipient what waits (never the price), takes the address once, and tells the sender', async () => {
    const { order } = await placeWithoutAddress({ phone: '06 70 00 00 01' });
    expect(await sendPendingClaimLinks(db, publicUrl, clock)).toBeGreaterThanOrEqual(1);
    expect(await sendPendingClaimLinks(db, publicUrl, clock)).toBe(0);
    const tokens = await linksTo('+212670000001');
    expect(tokens).toHaveLength(1);
    const [token] = tokens;
    expect(token).toBeTruthy();

    const view = await claim(token!);
    expect(view.statusCode).toBe(200);
    expect(view.json().chosen).toBeNull();
    expect(view.json()).toMatchObject({ recipientName: 'Salma Bennani', senderName: 'Karim', anonymous: false, personalMessage: 'Joyeux anniversaire !' });
    expect(view.json().gifts[0].name.fr).toBe('Coffret de roses');
    expect(view.body).not.toContain('300');

    const tampered = await claim(token!, { address: '5 avenue Hassan II', city: 'Rabat', deliveryDate: '2020-01-01' });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().code).toBe('delivery_unavailable');
    expect(tampered.json().details.nextDate).toBeTruthy();

    const slot = await firstSlot();
    const given = await claim(token!, { address: '5 avenue Hassan II', city: 'Rabat', ...slot });
    expect(given.statusCode, given.body).toBe(200);
    const row = await orderRow(db, order.id);
    expect(row).toMatchObject({ recipientAddress: '5 avenue Hassan II', recipientCity: 'Rabat', deliveryZone: 'rabat', ...slot, awaitingRecipientAddress: false });
    const told = await db.select().from(outbox).where(and(eq(outbox.recipient, 'karim@exemple.ma'), eq(outbox.template, 'recipient_address_given')));
    expect(told).toHaveLength(1);

    const again = await claim(token!, { address: 'Ailleurs 12', city: 'Rabat', ...slot });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('claim_used');
    expect((await orderRow(db, order.id))?.recipientAddress).toBe('5 avenue Hassan II');

    // Opened again, the used link says what was chosen (never the street) instead of a dead end.
    const reopened = await claim(token!);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().chosen).toEqual({ city: 'Rabat', deliveryDate: slot.deliveryDate, deliverySlot: slot.deliverySlot });
    expect(reopened.body).not.toContain('Hassan');
  });

  it('takes an address in Tétouan, a town beyond the ten named cities, in the national zone', async () => {
    const { order } = await placeWithoutAddress({ phone: '06 70 00 00 09' });
    await sendPendingClaimLinks(db, publicUrl, clock);
    const [token] = await linksTo('+212670000009');
    const slot = await firstSlot('Tétouan');
    const given = await claim(token!, { address: '3 rue Mohammed V', city: 'Tétouan', ...slot });
    expect(given.statusCode, given.body).toBe(200);
    expect(await orderRow(db, order.id)).toMatchObject({ recipientCity: 'Tétouan', deliveryZone: 'national', ...slot, awaitingRecipientAddress: false });
  });

  it('refuses a city that is no place name', async () => {
    const { order } = await placeWithoutAddress({ phone: '06 70 00 00 08' });
    await sendPendingClaimLinks(db, publicUrl, clock);
    const [token] = await linksTo('+212670000008');
    const res = await claim(token!, { address: '3 rue Mohammed V', city: '<img src=x>', ...(await firstSlot()) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_data', message: 'city: Nom de ville invalide' });
    expect((await orderRow(db, order.id))?.awaitingRecipientAddress).toBe(true);
  });

  it('hides the sender of an anonymous gift', async () => {
    await placeWithoutAddress({ isAnonymous: true, phone: '06 70 00 00 02' });
    await sendPendingClaimLinks(db, publicUrl, clock);
    const [token] = await linksTo('+212670000002');
    const view = await claim(token!);
    expect(view.json()).toMatchObject({ senderName: null, anonymous: true });
    const [sms] = await db.select().from(outbox).where(eq(outbox.recipient, '+212670000002'));
    expect(sms!.body).not.toContain('Karim');
  });

  it('answers 410 once the link is past its days (the shop’s clock)', async () => {
    const { order } = await placeWithoutAddress({ phone: '06 70 00 00 03' });
    await sendPendingClaimLinks(db, publicUrl, clock);
    const [live] = await db.select().from(recipientClaims).where(eq(recipientClaims.orderId, order.id));
    expect(live!.expiresAt.getTime() - clock.getTime()).toBe(7 * DAY);
    const [token] = await linksTo('+212670000003');
    clock = new Date(clock.getTime() + 7 * DAY - 1000);
    expect((await claim(token!)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 2000);
    const expired = await claim(token!);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('claim_expired');
    const late = await claim(token!, { address: '5 avenue Hassan II', city: 'Rabat', ...(await firstSlot()) });
    expect(late.statusCode).toBe(410);
    expect((await orderRow(db, order.id))?.awaitingRecipientAddress).toBe(true);
  });

  it('lets the sender correct a wrong phone: the old link dies, a new one goes to the right number', async () => {
    const { order, senderCookie } = await placeWithoutAddress({ phone: '06 70 00 00 04' });
    await sendPendingClaimLinks(db, publicUrl, clock);
    const [old] = await db.select().from(recipientClaims).where(eq(recipientClaims.orderId, order.id));

    const stranger = await app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/recipient-phone`, payload: { recipientPhone: '0661000000' } });
    expect([401, 403, 404]).toContain(stranger.statusCode);

    const fixed = await app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/recipient-phone`, payload: { recipientPhone: '06 61 22 33 44' }, headers: { cookie: senderCookie } });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().recipientPhone).toBe('+212661223344');
    const [retired] = await db.select().from(recipientClaims).where(eq(recipientClaims.id, old!.id));
    expect(retired!.revokedAt).not.toBeNull();
    const [token] = await linksTo('+212661223344');
    expect((await claim(token!)).statusCode).toBe(200);

    const slot = await firstSlot();
    expect((await claim(token!, { address: '5 avenue Hassan II', city: 'Rabat', ...slot })).statusCode).toBe(200);
    const late = await app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/recipient-phone`, payload: { recipientPhone: '0661000000' }, headers: { cookie: senderCookie } });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('claim_closed');
  });

  it('keeps the address the recipient gave from the sender (city, day and slot only); the shop reads it all', async () => {
    const sender = await signIn(db, { firstName: 'Nadia' });
    const { order, senderCookie } = await placeWithoutAddress({ phone: '06 70 00 00 31', cookie: sender.cookie });
    await sendPendingClaimLinks(db, publicUrl, clock);
    const [token] = await linksTo('+212670000031');
    const slot = await firstSlot();
    const street = '17 derb Sidi Bouzid';
    expect((await claim(token!, { address: street, city: 'Rabat', ...slot })).statusCode).toBe(200);

    const seen = await app.inject({ url: `/api/orders/${order.id}`, headers: { cookie: senderCookie } });
    expect(seen.json()).toMatchObject({ recipientAddress: null, recipientCity: 'Rabat', deliveryDate: slot.deliveryDate, deliverySlot: slot.deliverySlot });
    expect(seen.body).not.toContain(street);
    expect((await app.inject({ url: '/api/orders', headers: { cookie: senderCookie } })).body).not.toContain(street);
    const exported = await app.inject({ url: '/api/auth/export', headers: { cookie: senderCookie } });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain(street);
    const mails = await db.select().from(outbox).where(eq(outbox.recipient, sender.user.email));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.map((m) => `${m.subject} ${m.body}`).join('\n')).not.toContain(street);

    const admin = await signIn(db, { role: 'admin' });
    expect((await app.inject({ url: `/api/orders/${order.id}`, headers: { cookie: admin.cookie } })).json().recipientAddress).toBe(street);
    const list = await app.inject({ url: `/api/admin/orders?search=${order.orderNumber}`, headers: { cookie: admin.cookie } });
    expect(list.body).toContain(street);
  });

  it('allows three corrections of the phone per order, then answers 429 and texts no more links', async () => {
    const { order, senderCookie } = await placeWithoutAddress({ phone: '06 70 00 00 14' });
    await sendPendingClaimLinks(db, publicUrl, clock);
    const correct = (phone: string) =>
      app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/recipient-phone`, payload: { recipientPhone: phone }, headers: { cookie: senderCookie } });
    for (const phone of ['0670000015', '0670000016', '0670000017']) expect((await correct(phone)).statusCode).toBe(200);
    const fourth = await correct('0670000018');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'phone_corrections_used', message: expect.stringContaining('contactez-nous') });
    expect(await linksTo('+212670000018')).toEqual([]);
    expect((await orderRow(db, order.id))?.recipientPhone).toBe('+212670000017');
  });

  it('stops one visitor correcting numbers again and again (429 rate_limited)', async () => {
    const { order, senderCookie } = await placeWithoutAddress({ phone: '06 70 00 00 24' });
    const correct = () => app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/recipient-phone`, payload: { recipientPhone: '0670000025' }, headers: { cookie: senderCookie } });
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await correct()).json().code);
    expect(codes.slice(3, 10)).toEqual(Array(7).fill('phone_corrections_used'));
    expect(codes[10]).toBe('rate_limited');
  });

  it('reminds the recipient once when unclaimed, then tells the sender and flags the order for the shop', async () => {
    const { order } = await placeWithoutAddress({ phone: '06 70 00 00 05' });
    await sendPendingClaimLinks(db, publicUrl, clock);
    const reminders = () => db.select().from(recipientClaims).where(eq(recipientClaims.orderId, order.id));
    clock = new Date(clock.getTime() + 7 * DAY + 1000);
    await followUpUnclaimed(db, publicUrl, clock);
    await followUpUnclaimed(db, publicUrl, clock);
    const afterReminder = await reminders();
    expect(afterReminder.filter((c) => c.remindedAt)).toHaveLength(1);
    expect(afterReminder.filter((c) => !c.revokedAt)).toHaveLength(1);
    const texts = await linksTo('+212670000005');
    expect(texts).toHaveLength(2);
    expect((await claim(texts[0]!)).statusCode).toBe(410);
    expect((await claim(texts[1]!)).statusCode).toBe(200);
    const missing = () => db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'recipient_address_missing')));
    expect(await missing()).toHaveLength(0);

    clock = new Date(clock.getTime() + 7 * DAY + 1000);
    await followUpUnclaimed(db, publicUrl, clock);
    await followUpUnclaimed(db, publicUrl, clock);
    expect((await reminders()).filter((c) => c.remindedAt)).toHaveLength(1);
    expect(await missing()).toHaveLength(1);
    const told = await db.select().from(outbox).where(and(eq(outbox.recipient, 'karim@exemple.ma'), eq(outbox.template, 'recipient_address_missing')));
    expect(told.length).toBeGreaterThanOrEqual(1);
  });
});
