import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { occasionReminders, outbox, reminderSends, settings, users } from '../../db/schema/index.js';
import { writeSetting } from '../settings/index.js';
import { addGift, signIn } from '../orders/test-fixtures.js';
import { sendDueReminders } from './send.js';

const { app, database } = await useTestApp();
const db = database.db;
const customer = await signIn(db, { firstName: 'Nadia' });
const other = await signIn(db, { firstName: 'Omar' });

/** 10:00 in Casablanca (UTC+1) on that day. */
const at = (isoDay: string) => new Date(`${isoDay}T09:00:00Z`);
const run = (isoDay: string) => sendDueReminders(db, 'http://localhost:3000', at(isoDay));

const save = (body: Record<string, unknown>, cookie: string | null = customer.cookie) =>
  app.inject({ method: 'POST', url: '/api/reminders', payload: body, headers: cookie ? { cookie } : {} });
const mother = { personName: 'Maman', relationship: 'mother', occasion: 'birthday', day: 15, month: 3, budget: '200-400', consent: true };

/** Saves a reminder as if the customer had done it on `createdAt`. */
async function savedOn(createdAt: string, body: Record<string, unknown> = mother, cookie = customer.cookie) {
  const res = await save(body, cookie);
  expect(res.statusCode).toBe(201);
  const id = res.json().id as string;
  await db.update(occasionReminders).set({ createdAt: new Date(`${createdAt}T12:00:00Z`) }).where(eq(occasionReminders.id, id));
  return id;
}
const reminderMails = () => db.select().from(outbox).where(eq(outbox.template, 'occasion_reminder'));

beforeEach(async () => {
  await db.delete(occasionReminders);
  await db.delete(outbox);
});

await addGift(db, { name: 'Coffret argan', price: '250.00' });
await addGift(db, { name: 'Bougie ambre', price: '300.00' });

describe('saving an occasion reminder', () => {
  it('needs the ticked consent box: without it nothing is saved', async () => {
    for (const consent of [undefined, false]) {
      const res = await save({ ...mother, consent });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Cochez la case');
    }
    expect(await db.select().from(occasionReminders)).toEqual([]);
  });

  it('refuses visitors, dates that do not exist and values the quiz does not know', async () => {
    expect((await save(mother, null)).statusCode).toBe(401);
    expect((await save({ ...mother, day: 31, month: 4 })).statusCode).toBe(400);
    expect((await save({ ...mother, relationship: 'neighbour' })).statusCode).toBe(400);
    expect((await save({ ...mother, day: 29, month: 2 })).statusCode).toBe(201);
  });

  it('asks for a phone before WhatsApp', async () => {
    const res = await save({ ...mother, channel: 'whatsapp' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('reminder_needs_phone');
  });

  it('keeps at most 50 dates per account', async () => {
    await db.insert(occasionReminders).values(
      Array.from({ length: 50 }, (_, i) => ({
        userId: customer.user.id,
        personName: `Ami ${i}`,
        relationship: 'friend',
        occasion: 'birthday',
        day: 1,
        month: 1,
        consentedAt: new Date(),
        unsubscribeToken: `token-${i}-${Date.now()}`,
      })),
    );
    const res = await save(mother);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('50 dates');
  });

  it('lists only one’s own reminders and deletes only one’s own', async () => {
    const mine = await savedOn('2026-01-01');
    await savedOn('2026-01-01', { ...mother, personName: 'Papa', relationship: 'father' }, other.cookie);
    const list = (await app.inject({ url: '/api/reminders', headers: { cookie: customer.cookie } })).json();
    expect(list.map((r: { personName: string }) => r.personName)).toEqual(['Maman']);
    expect((await app.inject({ method: 'DELETE', url: `/api/reminders/${mine}`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/reminders/${mine}`, headers: { cookie: customer.cookie } })).statusCode).toBe(204);
  });
});

describe('the daily reminder run', () => {
  it('sends one e-mail seven days before, with gifts from the recommender and an unsubscribe link, once', async () => {
    await savedOn('2026-01-01');
    expect(await run('2026-03-07')).toBe(0);
    expect(await run('2026-03-08')).toBe(1);
    expect(await run('2026-03-08')).toBe(0);
    expect(await run('2026-03-10')).toBe(0);
    const [mail, ...more] = await reminderMails();
    expect(more).toEqual([]);
    expect(mail?.recipient).toBe(customer.user.email);
    expect(mail?.subject).toBe('Dans 7 jours : l’anniversaire de Maman');
    expect(mail?.body).toContain('Coffret argan (250,00 DH) http://localhost:3000/gifts/');
    expect(mail?.body).toMatch(/http:\/\/localhost:3000\/reminders\/unsubscribe\?token=[\w-]{43}/);
    // Next year, once again.
    expect(await run('2027-03-08')).toBe(1);
    expect(await db.select().from(reminderSends)).toHaveLength(2);
  });

  it('sends once when two server copies run the job at the same moment', async () => {
    await savedOn('2026-01-01');
    const runs = await Promise.all([run('2026-03-08'), run('2026-03-08'), run('2026-03-09')]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await reminderMails()).toHaveLength(1);
  });

  it('follows the setting for how many days before', async () => {
    await writeSetting(db, 'reminder_days_before', 3);
    await savedOn('2026-01-01');
    expect(await run('2026-03-08')).toBe(0);
    expect(await run('2026-03-12')).toBe(1);
    await writeSetting(db, 'reminder_days_before', 7);
  });

  it('sends nothing after the one-click unsubscribe, which a second click confirms again', async () => {
    await savedOn('2026-01-01');
    expect(await run('2026-03-08')).toBe(1);
    const token = (await reminderMails())[0]?.body.match(/token=([\w-]+)/)?.[1];
    const out = await app.inject({ method: 'POST', url: '/api/reminders/unsubscribe', payload: { token } });
    expect(out.statusCode).toBe(200);
    expect(out.json().personName).toBe('Maman');
    expect((await app.inject({ method: 'POST', url: '/api/reminders/unsubscribe', payload: { token } })).statusCode).toBe(200);
    expect(await run('2027-03-08')).toBe(0);
    const bad = await app.inject({ method: 'POST', url: '/api/reminders/unsubscribe', payload: { token: 'x'.repeat(43) } });
    expect(bad.json().code).toBe('invalid_unsubscribe_link');
  });

  it('reminds 29 February on 21 February in a common year and on 22 February in a leap year', async () => {
    await savedOn('2026-01-01', { ...mother, day: 29, month: 2 });
    expect(await run('2027-02-20')).toBe(0);
    expect(await run('2027-02-21')).toBe(1);
    expect(await run('2028-02-21')).toBe(0);
    expect(await run('2028-02-22')).toBe(1);
  });

  it('reminds a 3 January date in December, counted for the new year', async () => {
    await savedOn('2026-06-01', { ...mother, day: 3, month: 1 });
    expect(await run('2026-12-27')).toBe(1);
    expect(await run('2027-01-02')).toBe(0);
    expect((await db.select().from(reminderSends))[0]?.year).toBe(2027);
  });

  it('sends nothing at night, nor for a date saved within its own window', async () => {
    await savedOn('2026-03-10');
    expect(await sendDueReminders(db, 'http://localhost:3000', new Date('2026-03-08T05:00:00Z'))).toBe(0);
    expect(await run('2026-03-11')).toBe(0);
  });

  it('writes in the customer’s language', async () => {
    await db.update(users).set({ preferredLanguage: 'ar' }).where(eq(users.id, customer.user.id));
    await savedOn('2026-01-01');
    await run('2026-03-08');
    expect((await reminderMails())[0]?.subject).toBe('بعد 7 أيام: عيد ميلاد Maman');
    await db.update(users).set({ preferredLanguage: 'fr' }).where(eq(users.id, customer.user.id));
  });

  it('sends by WhatsApp when chosen and the shop has WhatsApp, else by e-mail', async () => {
    await db.update(users).set({ phone: '0612345678' }).where(eq(users.id, customer.user.id));
    await savedOn('2026-01-01', { ...mother, channel: 'whatsapp' });
    await run('2026-03-08');
    expect((await reminderMails())[0]?.channel).toBe('email');
    await db.delete(reminderSends);
    await db.delete(outbox);
    await db
      .insert(settings)
      .values({ key: 'notification_settings', value: { smsEnabled: true, whatsappApiUrl: 'https://wa.exemple.ma/send', whatsappApiKey: 'k' } });
    await run('2026-03-08');
    const [text] = await reminderMails();
    expect(text).toMatchObject({ channel: 'whatsapp', recipient: '+212612345678' });
    expect(text?.body).toContain('/reminders/unsubscribe?token=');
  });
});
