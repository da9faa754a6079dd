import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { gifts, orderEvents, orderItems, orders, outbox, rateLimits } from '../../db/schema/index.js';
import { addGift, orderPayload, orderRow, setSettings, signIn, stockOf } from '../orders/test-fixtures.js';
import { sendPendingClaimLinks } from './send.js';

const { app, database } = await useTestApp();
const db = database.db;
const publicUrl = 'http://shop.test';
let phoneCount = 0;
beforeEach(async () => {
  await db.delete(rateLimits);
  await setSettings(db, { admin_email: 'gerant@cadeaux.ma', notify_new_orders: true, swap_refund_difference: false });
});

const unknownAddress = { recipientAddressUnknown: true, recipientAddress: undefined, recipientCity: undefined, deliveryDate: null };

/** A gift ordered for a recipient who gives the address, paid by transfer as the back office confirms; its link's token. */
async function giftAwaitingAddress(gift: { id: string } | { id: string }[], opts: { quantity?: number; locale?: 'fr' | 'ar' | 'en' } = {}) {
  phoneCount++;
  const phone = `06 71 00 ${String(10 + Math.floor(phoneCount / 100)).padStart(2, '0')} ${String(phoneCount % 100).padStart(2, '0')}`;
  const items = [gift].flat().map((g) => ({ giftId: g.id, quantity: opts.quantity ?? 1 }));
  const payload = orderPayload(items, { ...unknownAddress, recipientPhone: phone, locale: opts.locale ?? 'fr' });
  const placed = await app.inject({ method: 'POST', url: '/api/orders', payload });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json() as { id: string; orderNumber: string };
  const admin = await signIn(db, { role: 'admin' });
  const paid = await app.inject({ method: 'PUT', url: `/api/admin/orders/${order.id}/payment`, payload: { paymentMethod: 'bank_transfer', paymentStatus: 'completed' }, headers: { cookie: admin.cookie } });
  expect(paid.statusCode, paid.body).toBe(200);
  await sendPendingClaimLinks(db, publicUrl, new Date());
  const [text] = await db.select().from(outbox).where(and(eq(outbox.orderId, order.id), eq(outbox.template, 'recipient_claim')));
  const token = /\/gift\/claim\/([\w-]+)/.exec(text!.body)?.[1];
  expect(token).toBeTruthy();
  return { order, token: token! };
}

async function address() {
  const days = (await app.inject({ url: '/api/delivery-slots?city=Rabat' })).json() as { days: { date: string; slots: string[] }[] };
  const day = days.days.find((d) => d.slots.length > 0)!;
  return { address: '5 avenue Hassan II', city: 'Rabat', deliveryDate: day.date, deliverySlot: day.slots[0]! };
}

const alternatives = async (token: string) => app.inject({ url: `/api/claims/${token}/alternatives` });
const idsOf = (res: { json: () => { gifts: { id: string }[] } }) => res.json().gifts.map((g) => g.id);
const swappable = (id: string) => db.update(gifts).set({ swappable: true }).where(eq(gifts.id, id));
const events = (orderId: string, type: string) => db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, type)));

describe('the recipient’s own choice of gift', () => {
  it('lets the owner mark a gift swappable in the back office, and reads it back', async () => {
    const admin = await signIn(db, { role: 'admin' });
    const created = await app.inject({ method: 'POST', url: '/api/gifts', payload: { name: { fr: 'Plateau de dattes' }, price: '180.00', stock: 4, swappable: true }, headers: { cookie: admin.cookie } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().swappable).toBe(true);
    const id = created.json().id as string;
    const changed = await app.inject({ method: 'PATCH', url: `/api/gifts/${id}`, payload: { swappable: false }, headers: { cookie: admin.cookie } });
    expect(changed.json().swappable).toBe(false);
    expect((await app.inject({ url: `/api/admin/gifts/${id}`, headers: { cookie: admin.cookie } })).json().swappable).toBe(false);
  });

  it('offers the other gifts in stock of the same or lower price, never saying a price, only for a swappable gift', async () => {
    const offered = await addGift(db, { name: 'Coffret de roses', price: '300.00' });
    const same = await addGift(db, { name: 'Panier de fruits', price: '300.00' });
    const cheaper = await addGift(db, { name: 'Bougie parfumée', price: '120.50', stock: null });
    const dearer = await addGift(db, { name: 'Service à thé', price: '300.01' });
    const soldOut = await addGift(db, { name: 'Plateau de dattes', price: '150.00', stock: 0 });
    const withdrawn = await addGift(db, { name: 'Cadre photo', price: '90.00', isActive: false });
    const ecard = await addGift(db, { name: 'Carte cadeau', price: '100.00', type: 'digital', stock: null });

    const { token } = await giftAwaitingAddress(offered);
    // Not swappable: nothing to choose from.
    expect((await alternatives(token)).json()).toEqual({ gifts: [], lines: [] });

    await swappable(offered.id);
    const res = await alternatives(token);
    expect(res.statusCode, res.body).toBe(200);
    const ids = idsOf(res);
    expect(ids).toEqual(expect.arrayContaining([same.id, cheaper.id]));
    for (const left of [offered.id, dearer.id, soldOut.id, withdrawn.id, ecard.id]) expect(ids).not.toContain(left);
    const shown = res.json().gifts.find((g: { id: string }) => g.id === cheaper.id);
    expect(shown).toMatchObject({ name: { fr: 'Bougie parfumée' }, image: expect.stringContaining('/uploads/gifts/') });
    for (const gift of res.json().gifts as Record<string, unknown>[]) expect(Object.keys(gift).sort()).toEqual(['description', 'id', 'image', 'name']);
    expect(res.body).not.toMatch(/120[.,]50|"price"/);
  });

  it('answers a bad link as the claim does, and a used one with 409', async () => {
    const unknown = await alternatives('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('claim_unknown');

    const offered = await addGift(db, { price: '200.00' });
    await swappable(offered.id);
    const { token } = await giftAwaitingAddress(offered);
    expect((await app.inject({ method: 'POST', url: `/api/claims/${token}`, payload: await address() })).statusCode).toBe(200);
    const used = await alternatives(token);
    expect(used.statusCode).toBe(409);
    expect(used.json().code).toBe('claim_used');
  });

  it('swaps the gift with the address: stock moves, the history, the shop and the sender (in their language) are told', async () => {
    const offered = await addGift(db, { name: 'Coffret de roses', price: '300.00', stock: 5 });
    const chosen = await addGift(db, { name: 'Bougie parfumée', price: '250.00', stock: 3 });
    await swappable(offered.id);
    const { order, token } = await giftAwaitingAddress(offered, { quantity: 2, locale: 'ar' });
    expect(await stockOf(db, offered.id)).toBe(3);

    const done = await app.inject({ method: 'POST', url: `/api/claims/${token}`, payload: { ...(await address()), giftId: chosen.id } });
    expect(done.statusCode, done.body).toBe(200);
    expect(await stockOf(db, offered.id)).toBe(5);
    expect(await stockOf(db, chosen.id)).toBe(1);

    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    // The line is the chosen gift, at the price paid: the order's figures and its invoice stay those of the payment.
    expect(line).toMatchObject({ giftId: chosen.id, name: chosen.name, image: chosen.images[0], unitPrice: '300.00', quantity: 2 });
    const row = await orderRow(db, order.id);
    expect(row).toMatchObject({ awaitingRecipientAddress: false, recipientCity: 'Rabat' });
    expect((await app.inject({ url: `/api/claims/${token}` })).json().gifts[0].name.fr).toBe('Bougie parfumée');

    const [swapped] = await events(order.id, 'recipient_gift_swapped');
    expect(swapped!.note).toContain('Coffret de roses');
    expect(swapped!.note).toContain('Bougie parfumée');
    // Off by default: the difference (2 × 50 DH) is kept, no refund is recorded.
    expect(swapped!.note).toContain('100.00');
    expect(await events(order.id, 'refunded')).toHaveLength(0);

    const shop = await db.select().from(outbox).where(and(eq(outbox.recipient, 'gerant@cadeaux.ma'), eq(outbox.template, 'recipient_gift_swapped')));
    expect(shop).toHaveLength(1);
    expect(shop[0]!.body).toContain(order.orderNumber);
    expect(shop[0]!.body).toContain('Bougie parfumée');
    const toSender = (await db.select().from(outbox).where(and(eq(outbox.recipient, 'karim@exemple.ma'), eq(outbox.template, 'recipient_address_given')))).map((m) => m.body);
    // The sender ordered in Arabic: the chosen gift is named in Arabic.
    expect(toSender.some((body) => body.includes(chosen.name.ar!))).toBe(true);
  });

  it('refuses a gift that may not replace it (400) or that ran out (409), and writes nothing', async () => {
    const offered = await addGift(db, { price: '200.00', stock: 5 });
    const dearer = await addGift(db, { price: '250.00' });
    const fixed = await addGift(db, { price: '200.00' });
    const empty = await addGift(db, { price: '150.00', stock: 0 });
    const { order, token } = await giftAwaitingAddress(fixed);
    const notSwappable = await app.inject({ method: 'POST', url: `/api/claims/${token}`, payload: { ...(await address()), giftId: empty.id } });
    expect(notSwappable.statusCode).toBe(400);
    expect(notSwappable.json().details.issues[0].path).toBe('giftId');

    await swappable(offered.id);
    const second = await giftAwaitingAddress(offered);
    const tooDear = await app.inject({ method: 'POST', url: `/api/claims/${second.token}`, payload: { ...(await address()), giftId: dearer.id } });
    expect(tooDear.statusCode).toBe(400);
    expect(tooDear.json().code).toBe('invalid_data');
    const soldOut = await app.inject({ method: 'POST', url: `/api/claims/${second.token}`, payload: { ...(await address()), giftId: empty.id } });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().code).toBe('swap_unavailable');
    const malformed = await app.inject({ method: 'POST', url: `/api/claims/${second.token}`, payload: { ...(await address()), giftId: 'pas-un-cadeau' } });
    expect(malformed.statusCode).toBe(400);

    for (const id of [order.id, second.order.id]) {
      expect(await orderRow(db, id)).toMatchObject({ awaitingRecipientAddress: true, recipientAddress: null });
      expect(await events(id, 'recipient_gift_swapped')).toHaveLength(0);
    }
    expect(await stockOf(db, offered.id)).toBe(4);
    expect(await stockOf(db, empty.id)).toBe(0);
    // The link still works: the recipient chooses again.
    expect((await app.inject({ method: 'POST', url: `/api/claims/${second.token}`, payload: await address() })).statusCode).toBe(200);
  });

  it('refunds the difference when the owner says so: through the card provider, or noted for a transfer', async () => {
    await setSettings(db, { swap_refund_difference: true });
    const offered = await addGift(db, { name: 'Coffret de roses', price: '300.00' });
    const chosen = await addGift(db, { name: 'Bougie parfumée', price: '220.00' });
    await swappable(offered.id);

    // Paid by card through the built-in test provider.
    const card = await giftAwaitingAddress(offered);
    await db.update(orders).set({ paymentMethod: 'stripe', paymentProvider: 'test', paymentIntentId: `test_pi_${card.order.id.slice(0, 8)}` }).where(eq(orders.id, card.order.id));
    expect((await app.inject({ method: 'POST', url: `/api/claims/${card.token}`, payload: { ...(await address()), giftId: chosen.id } })).statusCode).toBe(200);
    const [refunded] = await events(card.order.id, 'refunded');
    expect(refunded!.note).toContain('80.00');
    const toSender = await db.select().from(outbox).where(and(eq(outbox.recipient, 'karim@exemple.ma'), eq(outbox.template, 'recipient_address_given')));
    expect(toSender.some((m) => m.body.includes('Bougie parfumée') && m.body.includes('80.00'))).toBe(true);

    // Paid by transfer: the shop pays it back by hand, as the history says.
    const transfer = await giftAwaitingAddress(offered);
    expect((await app.inject({ method: 'POST', url: `/api/claims/${transfer.token}`, payload: { ...(await address()), giftId: chosen.id } })).statusCode).toBe(200);
    expect(await events(transfer.order.id, 'refunded')).toHaveLength(0);
    const [noted] = await events(transfer.order.id, 'recipient_gift_swapped');
    expect(noted!.note).toContain('à rembourser par virement');
  });

  it('lets the recipient choose per line when several gifts may be swapped, and asks which line a lone giftId means', async () => {
    const roses = await addGift(db, { name: 'Coffret de roses', price: '3000.00', stock: 5 });
    const tea = await addGift(db, { name: 'Service à thé', price: '2000.00', stock: 5 });
    const candle = await addGift(db, { name: 'Bougie parfumée', price: '2500.00', stock: 5 });
    const dates = await addGift(db, { name: 'Plateau de dattes', price: '1500.00', stock: 5 });
    await swappable(roses.id);
    await swappable(tea.id);
    const { order, token } = await giftAwaitingAddress([roses, tea]);

    const res = await alternatives(token);
    expect(res.statusCode, res.body).toBe(200);
    const { gifts: single, lines } = res.json() as { gifts: unknown[]; lines: { itemId: string; name: { fr: string }; gifts: { id: string }[] }[] };
    expect(single).toEqual([]);
    expect(lines.map((l) => l.name.fr).sort()).toEqual(['Coffret de roses', 'Service à thé']);
    const rosesLine = lines.find((l) => l.name.fr === 'Coffret de roses');
    const teaLine = lines.find((l) => l.name.fr === 'Service à thé');
    // Each line's own choices: the candle costs more than the tea set was paid.
    expect(rosesLine!.gifts.map((g) => g.id)).toEqual(expect.arrayContaining([candle.id, dates.id, tea.id]));
    expect(teaLine!.gifts.map((g) => g.id)).toContain(dates.id);
    expect(teaLine!.gifts.map((g) => g.id)).not.toContain(candle.id);

    const lone = await app.inject({ method: 'POST', url: `/api/claims/${token}`, payload: { ...(await address()), giftId: candle.id } });
    expect(lone.statusCode).toBe(400);
    expect(lone.json().details.issues[0].path).toBe('giftId');
    const tooDear = await app.inject({ method: 'POST', url: `/api/claims/${token}`, payload: { ...(await address()), swaps: [{ itemId: rosesLine!.itemId, giftId: dates.id }, { itemId: teaLine!.itemId, giftId: candle.id }] } });
    expect(tooDear.statusCode).toBe(400);
    expect(tooDear.json().details.issues[0].path).toBe('swaps.1.giftId');
    const unknownLine = await app.inject({ method: 'POST', url: `/api/claims/${token}`, payload: { ...(await address()), swaps: [{ itemId: order.id, giftId: dates.id }] } });
    expect(unknownLine.json().details.issues[0].path).toBe('swaps.0.itemId');
    expect(await stockOf(db, dates.id)).toBe(5);
    expect(await orderRow(db, order.id)).toMatchObject({ awaitingRecipientAddress: true });

    const done = await app.inject({ method: 'POST', url: `/api/claims/${token}`, payload: { ...(await address()), swaps: [{ itemId: rosesLine!.itemId, giftId: candle.id }, { itemId: teaLine!.itemId, giftId: dates.id }] } });
    expect(done.statusCode, done.body).toBe(200);
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.find((i) => i.id === rosesLine!.itemId)).toMatchObject({ giftId: candle.id, unitPrice: '3000.00' });
    expect(items.find((i) => i.id === teaLine!.itemId)).toMatchObject({ giftId: dates.id, unitPrice: '2000.00' });
    expect([await stockOf(db, roses.id), await stockOf(db, tea.id), await stockOf(db, candle.id), await stockOf(db, dates.id)]).toEqual([5, 5, 4, 4]);
    const [swapped] = await events(order.id, 'recipient_gift_swapped');
    // 500 + 500 DH kept by the shop.
    expect(swapped!.note).toContain('1000.00');
  });
});
