import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { cartReminderOptOuts, gifts, orders, outbox, savedCarts, settings } from '../../db/schema/index.js';
import { writeSetting } from '../settings/index.js';
import { addGift, orderPayload, signIn } from '../orders/test-fixtures.js';
import { sendCartReminders } from './send.js';

const { app, database } = await useTestApp();
const db = database.db;
const HOUR = 3_600_000;

let ip = 0;
const nextIp = () => `10.31.${++ip >> 8}.${ip & 255}`;
const argan = await addGift(db, { name: 'Coffret argan', price: '250.00', stock: 10 });
const candle = await addGift(db, { name: 'Bougie ambre', price: '120.00', stock: 10 });

const left = { consent: true, email: 'salma@exemple.ma', locale: 'fr', lines: [{ giftId: argan.id, quantity: 2 }, { giftId: candle.id, quantity: 1 }] };
const save = (body: Record<string, unknown> = left, checkoutId = randomUUID(), headers: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: `/api/saved-carts/${checkoutId}`, payload: body, remoteAddress: nextIp(), headers });
/** A run of the job `hours` after now (the carts were saved at the real now). */
const runIn = (hours: number) => sendCartReminders(db, 'http://localhost:3000', new Date(Date.now() + hours * HOUR));
const reminders = () => db.select().from(outbox).where(eq(outbox.template, 'cart_reminder'));
const tokenIn = (body: string | undefined) => body?.match(/restore\?token=([\w-]+)/)?.[1] ?? '';
const order = async (overrides: Record<string, unknown> = {}) => {
  const res = await app.inject({ method: 'POST', url: '/api/orders', remoteAddress: nextIp(), payload: orderPayload([{ giftId: candle.id, quantity: 1 }], { senderEmail: 'salma@exemple.ma', ...overrides }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; totalAmount: string };
};

beforeEach(async () => {
  await db.delete(savedCarts);
  await db.delete(cartReminderOptOuts);
  await db.delete(outbox);
  await db.delete(orders);
  await db.update(gifts).set({ stock: 10, isActive: true });
  await writeSetting(db, 'cart_reminder_delay_hours', 4);
});

describe('saving a checkout for a reminder', () => {
  it('keeps nothing without the ticked box or a way to reach the visitor, and forgets the cart when the box is unticked', async () => {
    expect((await save({ ...left, consent: false })).statusCode).toBe(204);
    expect((await save({ ...left, email: null })).statusCode).toBe(204);
    expect(await db.select().from(savedCarts)).toEqual([]);
    const id = randomUUID();
    await save(left, id);
    expect(await db.select().from(savedCarts)).toHaveLength(1);
    await save({ ...left, consent: false }, id);
    expect(await db.select().from(savedCarts)).toEqual([]);
    expect(await runIn(5)).toBe(0);
    expect(await reminders()).toEqual([]);
  });

  it('refuses what is not a cart: a bad address or phone, no lines, silly quantities, a bad id', async () => {
    for (const body of [{ ...left, email: 'nope' }, { ...left, email: null, phone: '123' }, { ...left, lines: [] }, { ...left, lines: [{ giftId: argan.id, quantity: 500 }] }]) {
      const res = await save(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_data');
    }
    expect((await app.inject({ method: 'PUT', url: '/api/saved-carts/abc', payload: left })).statusCode).toBe(400);
  });

  it('updates the same cart while the visitor types, and uses a signed-in customer’s own address', async () => {
    const id = randomUUID();
    await save(left, id);
    await save({ ...left, lines: [{ giftId: argan.id, quantity: 1 }] }, id);
    const customer = await signIn(db);
    await save(left, randomUUID(), { cookie: customer.cookie });
    const rows = await db.select().from(savedCarts);
    expect(rows.map((r) => r.email).sort()).toEqual([customer.user.email, 'salma@exemple.ma'].sort());
    expect(rows.find((r) => r.checkoutId === id)?.lines).toEqual([{ giftId: argan.id, quantity: 1 }]);
  });
});

describe('the reminder', () => {
  it('goes once after the owner’s delay, in the visitor’s language, with the restore and stop links', async () => {
    await save({ ...left, locale: 'ar' });
    expect(await runIn(3)).toBe(0);
    expect(await runIn(5)).toBe(1);
    expect(await runIn(6)).toBe(0);
    const [mail, ...more] = await reminders();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ channel: 'email', recipient: 'salma@exemple.ma', subject: 'سلتك في انتظارك' });
    expect(mail?.body).toContain('× 2');
    expect(mail?.body).toMatch(/http:\/\/localhost:3000\/cart\/restore\?token=[\w-]{43}/);
    expect(mail?.body).toMatch(/http:\/\/localhost:3000\/cart\/reminders\/stop\?token=[\w-]{43}/);
  });

  it('follows the delay setting', async () => {
    await writeSetting(db, 'cart_reminder_delay_hours', 0);
    await save();
    expect(await runIn(0)).toBe(1);
  });

  it('goes once when two server copies run the job at the same moment', async () => {
    await save();
    const runs = await Promise.all([runIn(5), runIn(5), runIn(5)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await reminders()).toHaveLength(1);
  });

  it('does not go once the visitor ordered with that address after saving, and the cart is dropped', async () => {
    await save();
    await order({ senderEmail: 'Salma@exemple.ma' });
    expect(await runIn(5)).toBe(0);
    expect(await db.select().from(savedCarts)).toEqual([]);
  });

  it('still goes when the order placed was left unpaid until it expired', async () => {
    await save();
    const placed = await order();
    await db.update(orders).set({ status: 'cancelled', paymentStatus: 'pending' }).where(eq(orders.id, placed.id));
    expect(await runIn(5)).toBe(1);
  });

  it('goes by SMS when only a phone was given and SMS is set up, and waits otherwise', async () => {
    await save({ ...left, email: null, phone: '06 61 22 33 44' });
    expect(await runIn(5)).toBe(0);
    await db.insert(settings).values({ key: 'notification_settings', value: { smsEnabled: true, smsApiUrl: 'https://sms.exemple.ma/send', smsApiKey: 'k' } });
    try {
      expect(await runIn(5)).toBe(1);
      const [text] = await reminders();
      expect(text).toMatchObject({ channel: 'sms', recipient: '+212661223344' });
      expect(text?.body).toContain('/cart/restore?token=');
    } finally {
      await db.delete(settings).where(eq(settings.key, 'notification_settings'));
    }
  });

  it('never goes after the stop link, which refuses later carts of that contact and answers twice the same', async () => {
    await save();
    await runIn(5);
    const token = tokenIn((await reminders())[0]?.body);
    for (let i = 0; i < 2; i++) expect((await app.inject({ method: 'POST', url: '/api/saved-carts/stop', payload: { token } })).statusCode).toBe(204);
    await save();
    expect(await db.select().from(savedCarts)).toHaveLength(1); // only the reminded one, kept for the figures
    expect(await runIn(10)).toBe(0);
    const bad = await app.inject({ method: 'POST', url: '/api/saved-carts/stop', payload: { token: 'x'.repeat(43) } });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().code).toBe('cart_link_invalid');
  });

  it('is purged with its contact after the retention period', async () => {
    await save();
    await runIn(31 * 24);
    expect(await db.select().from(savedCarts)).toEqual([]);
  });
});

describe('the restore link', () => {
  it('gives back the same gifts and quantities, cut to the stock, and names the gifts gone', async () => {
    const gone = await addGift(db, { name: 'Théière berbère' });
    await save({ ...left, lines: [...left.lines, { giftId: gone.id, quantity: 1 }] });
    await runIn(5);
    await db.update(gifts).set({ isActive: false }).where(eq(gifts.id, gone.id));
    await db.update(gifts).set({ stock: 1 }).where(eq(gifts.id, argan.id));
    const token = tokenIn((await reminders())[0]?.body);
    const res = await app.inject({ method: 'POST', url: '/api/saved-carts/restore', payload: { token, locale: 'fr' } });
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(cart.lines).toEqual([
      expect.objectContaining({ giftId: argan.id, name: 'Coffret argan', price: '250.00', quantity: 1 }),
      expect.objectContaining({ giftId: candle.id, quantity: 1 }),
    ]);
    expect(cart.shortened).toEqual([{ giftId: argan.id, quantity: 1 }]);
    expect(cart.gone).toEqual([{ giftId: gone.id, name: 'Théière berbère' }]);
    const bad = await app.inject({ method: 'POST', url: '/api/saved-carts/restore', payload: { token: 'y'.repeat(43) } });
    expect(bad.json().code).toBe('cart_link_invalid');
  });

  it('works from the e-mail alone: the database keeps only a hash, which is no link', async () => {
    await save();
    await runIn(5);
    const token = tokenIn((await reminders())[0]?.body);
    const kept = (await db.select({ token: savedCarts.token }).from(savedCarts)).map((r) => r.token);
    expect(kept).toContain(createHash('sha256').update(token).digest('hex'));
    expect(kept).not.toContain(token);
    for (const stored of kept) {
      const res = await app.inject({ method: 'POST', url: '/api/saved-carts/restore', payload: { token: stored, locale: 'fr' } });
      expect(res.json().code).toBe('cart_link_invalid');
    }
  });
});

describe('the back office’s figures', () => {
  it('count carts reminded, recovered by an order after the reminder, and the revenue of those paid', async () => {
    const admin = await signIn(db, { role: 'admin' });
    const figures = async () => (await app.inject({ url: '/api/admin/cart-recovery', headers: { cookie: admin.cookie } })).json();
    await save();
    await save({ ...left, email: 'omar@exemple.ma' });
    await save({ ...left, email: 'nadia@exemple.ma' });
    await writeSetting(db, 'cart_reminder_delay_hours', 0);
    await runIn(0);
    const paid = await order();
    await order({ senderEmail: 'omar@exemple.ma' });
    await db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, paid.id));
    expect(await figures()).toEqual({ days: 30, saved: 3, reminded: 3, recovered: 2, revenue: paid.totalAmount });
    expect((await app.inject({ url: '/api/admin/cart-recovery' })).statusCode).toBe(401);
  });
});
