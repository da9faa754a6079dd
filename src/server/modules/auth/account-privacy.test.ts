import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { contactMessages, newsletterSubscribers, orderEvents, orderItems, orders, passwordResetTokens, reviews, savedCarts, sessions, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/secrets/passwords.js';
import { hashToken, newToken } from '../../lib/secrets/tokens.js';
import { addGift, orderRow, signIn } from '../orders/test-fixtures.js';
import { placeOrder, postReview, ratings } from '../reviews/test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;
const PASSWORD = 'Secret123!';

let ip = 0;
const nextIp = () => `10.9.${++ip >> 8}.${ip & 255}`;

/** A customer signed up through the API, with a phone, a newsletter subscription and a contact message. */
async function customerWithHistory(email: string) {
  const res = await app.inject({ method: 'POST', url: '/api/register', remoteAddress: nextIp(), payload: { email, password: PASSWORD, firstName: 'Leila', lastName: 'Tazi' } });
  expect(res.statusCode).toBe(201);
  const cookie = `sid=${res.cookies.find((c) => c.name === 'sid')?.value}`;
  const headers = { cookie };
  await app.inject({ method: 'PUT', url: '/api/profile', headers, payload: { firstName: 'Leila', phone: '06 61 22 33 44', city: 'Rabat' } });
  await app.inject({ method: 'POST', url: '/api/newsletter', remoteAddress: nextIp(), payload: { email, locale: 'fr' } });
  await app.inject({ method: 'POST', url: '/api/contact', remoteAddress: nextIp(), payload: { name: 'Leila Tazi', email, subject: 'Livraison', message: 'Livrez-vous à Fès ?' } });
  const reminder = { personName: 'Maman', relationship: 'mother', occasion: 'birthday', day: 14, month: 3, consent: true };
  expect((await app.inject({ method: 'POST', url: '/api/reminders', headers, payload: reminder })).statusCode).toBe(201);
  // A checkout left with the reminder box ticked: saved under the account's e-mail, and another under the phone alone.
  const lines = [{ giftId: randomUUID(), quantity: 2 }];
  const left = { consent: true, email: 'typed@exemple.ma', locale: 'fr', lines };
  expect((await app.inject({ method: 'PUT', url: `/api/saved-carts/${randomUUID()}`, headers, remoteAddress: nextIp(), payload: left })).statusCode).toBe(204);
  const byPhone = { consent: true, phone: '0661223344', locale: 'fr', lines };
  expect((await app.inject({ method: 'PUT', url: `/api/saved-carts/${randomUUID()}`, remoteAddress: nextIp(), payload: byPhone })).statusCode).toBe(204);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error('no user');
  await db.insert(passwordResetTokens).values({ tokenHash: hashToken(newToken()), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
  return { user, cookie };
}

const admin = (await signIn(db, { role: 'admin' })).cookie;
const exportOf = (cookie: string) => app.inject({ url: '/api/auth/export', headers: { cookie } });
const deleteAs = (cookie: string, password: string) => app.inject({ method: 'DELETE', url: '/api/auth/account', headers: { cookie }, payload: { password } });

describe('data export (law 09-08)', () => {
  it('lists what the shop holds: account, orders, reviews, newsletter, contact messages, reminders, sessions, e-mails', async () => {
    const { cookie } = await customerWithHistory('leila.export@exemple.ma');
    const gift = await addGift(db);
    const order = await placeOrder(app, { giftIds: [gift.id], cookie, admin });
    expect((await postReview(app, { orderId: order.id, ...ratings, comment: 'Très joli coffret' }, cookie)).statusCode).toBe(201);

    const res = await exportOf(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.account).toMatchObject({ email: 'leila.export@exemple.ma', firstName: 'Leila', lastName: 'Tazi', phone: '+212661223344', city: 'Rabat' });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ orderNumber: order.orderNumber, recipientName: 'Salma Bennani', recipientPhone: '+212612345678' });
    expect(data.orders[0].items).toHaveLength(1);
    expect(data.reviews).toEqual([expect.objectContaining({ orderNumber: order.orderNumber, comment: 'Très joli coffret', overallRating: 4 })]);
    expect(data.newsletter).toMatchObject({ email: 'leila.export@exemple.ma', confirmedAt: null });
    expect(data.contactMessages).toEqual([expect.objectContaining({ subject: 'Livraison', message: 'Livrez-vous à Fès ?' })]);
    expect(data.occasionReminders).toEqual([expect.objectContaining({ personName: 'Maman', day: 14, month: 3 })]);
    expect(data.savedCarts).toEqual([
      expect.objectContaining({ email: 'leila.export@exemple.ma', phone: null, remindedAt: null }),
      expect.objectContaining({ email: null, phone: '+212661223344' }),
    ]);
    expect(data.savedCarts[0].lines).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(data.sessions).toHaveLength(1);
    expect(data.messages.map((m: { template: string }) => m.template)).toContain('newsletter_confirm');
    // Tokens and the password hash are never part of it.
    expect(JSON.stringify(data)).not.toMatch(/hash|argon|token/i);
  });

  it('is for signed-in people only', async () => {
    expect((await app.inject({ url: '/api/auth/export' })).statusCode).toBe(401);
  });
});

describe('account deletion (law 09-08)', () => {
  it('needs the password', async () => {
    const { cookie, user } = await customerWithHistory('leila.wrong@exemple.ma');
    const res = await deleteAs(cookie, 'not-my-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('wrong_password');
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('removes the person and keeps the orders whole, detached; a later login fails and the e-mail can sign up again', async () => {
    const email = 'leila.delete@exemple.ma';
    const { cookie, user } = await customerWithHistory(email);
    const gift = await addGift(db, { price: '150.00' });
    const delivered = await placeOrder(app, { giftIds: [gift.id], cookie, admin, overrides: { senderPhone: '0661223344' } });
    const open = await placeOrder(app, { giftIds: [gift.id], cookie, admin, deliver: false });
    expect((await postReview(app, { orderId: delivered.id, ...ratings, isPublic: true }, cookie)).statusCode).toBe(201);
    const before = { delivered: await orderRow(db, delivered.id), open: await orderRow(db, open.id) };
    const itemsBefore = await db.select().from(orderItems).where(eq(orderItems.orderId, delivered.id));

    const res = await deleteAs(cookie, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/sid=;/);

    // The person is gone, with their sessions, reset tokens, subscription, messages and reviews.
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(0);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(0);
    expect(await db.select().from(savedCarts).where(eq(savedCarts.email, email))).toHaveLength(0);
    expect(await db.select().from(savedCarts).where(eq(savedCarts.phone, '+212661223344'))).toHaveLength(0);
    expect(await db.select().from(reviews).where(eq(reviews.orderId, delivered.id))).toHaveLength(0);
    expect((await app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);

    // The orders stay whole for the accounts: number, amounts, lines, status; the buyer is detached.
    const after = { delivered: await orderRow(db, delivered.id), open: await orderRow(db, open.id) };
    for (const key of ['delivered', 'open'] as const) {
      expect(after[key]).toMatchObject({
        orderNumber: before[key]?.orderNumber,
        totalAmount: before[key]?.totalAmount,
        status: before[key]?.status,
        paymentStatus: before[key]?.paymentStatus,
        customerId: null,
        senderName: null,
        senderEmail: null,
        senderPhone: null,
      });
    }
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, delivered.id))).toEqual(itemsBefore);
    // A finished order keeps the recipient's name and city only; an open one keeps what delivery needs.
    expect(after.delivered).toMatchObject({ recipientName: 'Salma Bennani', recipientCity: 'Casablanca', recipientPhone: '', recipientAddress: null, personalMessage: null });
    expect(after.open).toMatchObject({ recipientPhone: '+212612345678', recipientAddress: before.open?.recipientAddress });
    const notes = await db.select().from(orderEvents).where(eq(orderEvents.orderId, open.id));
    expect(notes.some((e) => e.type === 'note' && /supprimé/.test(e.note ?? ''))).toBe(true);

    const login = await app.inject({ method: 'POST', url: '/api/login', remoteAddress: nextIp(), payload: { email, password: PASSWORD } });
    expect(login.statusCode).toBe(401);
    const again = await app.inject({ method: 'POST', url: '/api/register', remoteAddress: nextIp(), payload: { email, password: PASSWORD, firstName: 'Leila' } });
    expect(again.statusCode).toBe(201);
    expect((await exportOf(`sid=${again.cookies.find((c) => c.name === 'sid')?.value}`)).json().orders).toEqual([]);
  });

  it('refuses to delete the last admin, and lets an admin go when another remains', async () => {
    const [only] = await db.select().from(users).where(eq(users.role, 'admin'));
    if (!only) throw new Error('no admin');
    await db.update(users).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(users.id, only.id));
    const refused = await deleteAs(admin, PASSWORD);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('last_admin');
    expect(await db.select().from(users).where(eq(users.id, only.id))).toHaveLength(1);

    await signIn(db, { role: 'admin' });
    expect((await deleteAs(admin, PASSWORD)).statusCode).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, only.id))).toHaveLength(0);
    expect(await db.select().from(orders).where(eq(orders.customerId, only.id))).toHaveLength(0);
  });
});

describe('the API description', () => {
  it('documents the export and the deletion beside the other account routes', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/auth/export']?.get?.tags).toEqual(['auth']);
    expect(doc.paths['/api/auth/account']?.delete?.requestBody).toBeDefined();
  });
});
