import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../../test/helper.js';
import { startHttpDouble } from '../../../../test/http-double.js';
import { startSmtpServer } from '../../../../test/smtp.js';
import { outbox, settings, users } from '../../db/schema/index.js';
import { addGift, orderPayload, signIn } from '../orders/test-fixtures.js';
import { writeSetting } from '../settings/index.js';
import { notifyNewReview } from './notify.js';
import { enqueue } from './outbox.js';
import { processOutbox } from './worker.js';

const smtp = await startSmtpServer();
const smsApi = await startHttpDouble();
const whatsappApi = await startHttpDouble();
const sendgrid = await startHttpDouble(202);
afterAll(() => Promise.all([smtp.close(), smsApi.close(), whatsappApi.close(), sendgrid.close()]));

const { app, database } = await useTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true', SENDGRID_API_URL: sendgrid.url } });
const db = database.db;
const admin = await signIn(db, { role: 'admin' });
const quiet = { info: () => undefined, warn: () => undefined };
const run = () => processOutbox(app.deps, quiet);
const put = (payload: object) => app.inject({ method: 'PUT', url: '/api/notification-settings', headers: { cookie: admin.cookie }, payload });
const rows = () => db.select().from(outbox).orderBy(outbox.createdAt);

const place = async (overrides: Record<string, unknown> = {}, cookie?: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderPayload([{ giftId: (await addGift(db)).id, quantity: 1 }], overrides),
      headers: cookie ? { cookie } : {},
    })
  ).json() as { id: string; orderNumber: string };
const setStatus = (id: string, status: string) =>
  app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}/status`, payload: { status }, headers: { cookie: admin.cookie } });

beforeEach(async () => {
  await db.delete(settings);
  await db.delete(outbox);
  for (const double of [smsApi, whatsappApi, sendgrid]) double.requests.length = 0;
  smtp.messages.length = 0;
  await writeSetting(db, 'mail_host', smtp.host);
  await writeSetting(db, 'mail_port', smtp.port);
  await writeSetting(db, 'mail_encryption', 'none');
  await writeSetting(db, 'admin_email', 'gerant@cadeaux.ma');
});

describe('e-mails that arrive', () => {
  it('sends the order-status e-mail in the customer’s language: an Arabic customer gets an Arabic subject, HTML and text', async () => {
    const customer = await signIn(db, { firstName: 'Salma' });
    await db.update(users).set({ preferredLanguage: 'ar' }).where(eq(users.id, customer.user.id));
    const order = await place({ locale: 'ar' }, customer.cookie);
    await setStatus(order.id, 'delivered');
    await run();
    const mails = smtp.messages.filter((m) => m.to.includes(customer.user.email));
    const delivered = mails.find((m) => m.subject.includes('تم توصيل'));
    expect(delivered?.subject).toBe(`تم توصيل طلبكم ${order.orderNumber}`);
    expect(delivered?.body).toMatch(/dir="rtl"/);
    expect(delivered?.raw).toMatch(/Content-Type: text\/plain/i);
  });

  it('forwards a contact message to the admin e-mail', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Salma Benali', email: 'salma@exemple.ma', subject: 'Livraison à Ifrane', message: 'Livrez-vous à Ifrane ?' },
    });
    expect(res.statusCode).toBe(201);
    await run();
    const mail = await smtp.waitFor('gerant@cadeaux.ma');
    expect(mail.subject).toBe('Message de contact : Livraison à Ifrane');
    expect(mail.body).toContain('Livrez-vous à Ifrane ?');
    expect(mail.body).toContain('salma@exemple.ma');
  });

  it('tells the admin of a new order when notify_new_orders is on, and not when it is off', async () => {
    const first = await place();
    expect((await rows()).filter((r) => r.template === 'new_order').map((r) => r.subject)).toEqual([`Nouvelle commande ${first.orderNumber}`]);
    await writeSetting(db, 'notify_new_orders', false);
    await place();
    expect((await rows()).filter((r) => r.template === 'new_order')).toHaveLength(1);
  });

  it('tells the admin of a new review, with the shop’s colours in the HTML', async () => {
    await writeSetting(db, 'appearance', { primaryColor: '#123456' });
    await notifyNewReview(db, { overallRating: 4, comment: 'Très beau coffret', authorName: 'Salma', orderNumber: 'CAD-ABC123' }, 'http://localhost:3000');
    await run();
    const mail = await smtp.waitFor('gerant@cadeaux.ma');
    expect(mail.subject).toBe('Nouvel avis client : 4/5');
    expect(mail.body).toContain('Très beau coffret');
    expect(mail.body).toContain('#123456');
  });

  it('sends through SendGrid’s API when it is the chosen mailer', async () => {
    await writeSetting(db, 'mail_mailer', 'sendgrid');
    await writeSetting(db, 'sendgrid_api_key', 'SG.test-key');
    await enqueue(db, { channel: 'email', recipient: 'client@exemple.ma', template: 'test', subject: 'Bonjour', body: 'Texte', html: '<p>Texte</p>' });
    await run();
    expect(sendgrid.requests).toMatchObject([
      {
        method: 'POST',
        path: '/v3/mail/send',
        authorization: 'Bearer SG.test-key',
        body: {
          personalizations: [{ to: [{ email: 'client@exemple.ma' }] }],
          subject: 'Bonjour',
          content: [
            { type: 'text/plain', value: 'Texte' },
            { type: 'text/html', value: '<p>Texte</p>' },
          ],
        },
      },
    ]);
    expect((await rows())[0]?.status).toBe('sent');
    expect(smtp.messages).toHaveLength(0);
  });
});

describe('the toggles', () => {
  it('queue nothing for a kind that is switched off, nor anything while e-mail is off', async () => {
    await put({ emailOrderStatus: false });
    const order = await place();
    await setStatus(order.id, 'processing');
    expect((await rows()).map((r) => r.template)).not.toContain('order_status');

    await put({ emailAccountCreation: false, emailNewReview: false });
    await app.inject({ method: 'POST', url: '/api/register', payload: { email: 'nadia@exemple.ma', password: 'Secret123!', firstName: 'Nadia' } });
    await notifyNewReview(db, { overallRating: 5 }, 'http://localhost:3000');
    expect((await rows()).map((r) => r.template)).not.toContain('account_created');
    expect((await rows()).map((r) => r.template)).not.toContain('new_review');

    await db.delete(outbox);
    await put({ emailEnabled: false, emailOrderStatus: true });
    const second = await place();
    await setStatus(second.id, 'delivered');
    await app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'A', email: 'a@exemple.ma', subject: 'S', message: 'M' } });
    expect(await rows()).toEqual([]);
  });
});

describe('SMS and WhatsApp', () => {
  it('sends the recipient’s SMS on dispatch to the API, with the key as a bearer token and the phone in E.164', async () => {
    await put({ smsEnabled: true, smsApiUrl: `${smsApi.url}/send`, smsApiKey: 'sms-key' });
    const order = await place({ senderName: 'Karim' });
    await setStatus(order.id, 'processing');
    await run();
    expect(smsApi.requests).toHaveLength(1);
    expect(smsApi.requests[0]).toMatchObject({ method: 'POST', path: '/send', authorization: 'Bearer sms-key', body: { to: '+212612345678' } });
    expect((smsApi.requests[0]?.body as { message: string }).message).toContain('Karim');
    expect((await rows()).find((r) => r.channel === 'sms')).toMatchObject({ status: 'sent', template: 'recipient_dispatch' });
  });

  it('never names the sender of an anonymous gift, and prefers WhatsApp when its API is set', async () => {
    await put({ smsEnabled: true, whatsappApiUrl: whatsappApi.url, whatsappApiKey: 'wa-key' });
    const order = await place({ isAnonymous: true, senderName: 'Karim Alaoui', locale: 'fr' });
    await setStatus(order.id, 'processing');
    await run();
    expect(whatsappApi.requests).toHaveLength(1);
    const { message } = whatsappApi.requests[0]?.body as { message: string };
    expect(whatsappApi.requests[0]?.authorization).toBe('Bearer wa-key');
    expect(message).toContain('Salma Bennani');
    expect(message).not.toMatch(/Karim|Alaoui/);
    expect(JSON.stringify(await rows())).not.toMatch(/Karim/);
  });

  it('sends no text while the SMS channel is off', async () => {
    await put({ smsApiUrl: smsApi.url });
    const order = await place();
    await setStatus(order.id, 'processing');
    expect((await rows()).filter((r) => r.channel !== 'email')).toEqual([]);
  });

  it('retries a refused call with back-off and shows the reason, then sends', async () => {
    await put({ smsApiUrl: smsApi.url });
    await enqueue(db, { channel: 'sms', recipient: '+212612345678', template: 'test', body: 'Bonjour' });
    smsApi.failNext(1, 503);
    await run();
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toBe('HTTP 503 : {"error":"quota exceeded"}');
    expect(row!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(30_000);
    await db.update(outbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    await run();
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('holds a text, and says why, when no API is configured for its channel', async () => {
    await enqueue(db, { channel: 'whatsapp', recipient: '+212612345678', template: 'test', body: 'Bonjour' });
    await run();
    expect((await rows())[0]).toMatchObject({ status: 'held', lastError: 'Aucune API WhatsApp configurée : message conservé' });
  });
});

describe('outbound addresses at send time', () => {
  it('refuses a metadata address stored behind the screen’s back, and records why', async () => {
    await writeSetting(db, 'notification_settings', { smsApiUrl: 'http://169.254.169.254/latest/meta-data/' });
    await writeSetting(db, 'mail_host', '169.254.169.254');
    await enqueue(db, { channel: 'sms', recipient: '+212612345678', template: 'test', body: 'x' });
    await enqueue(db, { channel: 'email', recipient: 'a@exemple.ma', template: 'test', subject: 'x', body: 'x' });
    await run();
    const all = await rows();
    expect(all.map((r) => r.status)).toEqual(['pending', 'pending']);
    expect(all.every((r) => /Destination refusée : 169\.254\.169\.254/.test(r.lastError ?? ''))).toBe(true);
  });

  it('refuses an SMTP_HOST at 0.0.0.0 (the machine itself) from the environment too', async () => {
    const own = await buildTestApp({ env: { SMTP_HOST: '0.0.0.0', SMTP_PORT: String(smtp.port), OUTBOUND_ALLOW_PRIVATE: 'true' } });
    try {
      const odb = own.database.db;
      await enqueue(odb, { channel: 'email', recipient: 'a@exemple.ma', template: 'test', subject: 'x', body: 'x' });
      await processOutbox(own.app.deps, quiet);
      const [row] = await odb.select().from(outbox);
      expect(row).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/Destination refusée : 0\.0\.0\.0 \(adresse réservée/) });
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await own.close();
    }
  });

  it('refuses 127.0.0.1 without OUTBOUND_ALLOW_PRIVATE, after resolving localhost too', async () => {
    const strict = await buildTestApp();
    try {
      const sdb = strict.database.db;
      await writeSetting(sdb, 'notification_settings', { smsApiUrl: `${smsApi.url.replace('127.0.0.1', 'localhost')}/send` });
      await writeSetting(sdb, 'mail_host', smtp.host);
      await writeSetting(sdb, 'mail_port', smtp.port);
      await writeSetting(sdb, 'mail_encryption', 'none');
      await enqueue(sdb, { channel: 'sms', recipient: '+212612345678', template: 'test', body: 'x' });
      await enqueue(sdb, { channel: 'email', recipient: 'a@exemple.ma', template: 'test', subject: 'x', body: 'x' });
      await processOutbox(strict.app.deps, quiet);
      const all = await sdb.select().from(outbox);
      expect(all.every((r) => r.status === 'pending' && /adresse locale ou privée/.test(r.lastError ?? ''))).toBe(true);
      expect(smsApi.requests).toHaveLength(0);
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await strict.close();
    }
  });
});
