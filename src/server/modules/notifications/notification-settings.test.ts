import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../../test/helper.js';
import { startSmtpServer } from '../../../../test/smtp.js';
import { SECRET_MASK } from '../../../contracts/settings.js';
import { outbox, settings } from '../../db/schema/index.js';
import { adminAndCustomer, signedInAs } from '../catalog/test-session.js';
import { enqueue } from './outbox.js';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const { app, database } = await useTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
const db = database.db;
const { admin, customer } = await adminAndCustomer(db);

const put = (payload: object, headers: Record<string, string> = admin) =>
  app.inject({ method: 'PUT', url: '/api/notification-settings', headers, payload });
const read = async () => (await app.inject({ method: 'GET', url: '/api/notification-settings', headers: admin })).json();
const stored = async (key: string) => (await db.select().from(settings).where(eq(settings.key, key)))[0]?.value;
/** The test server speaks plain SMTP: encryption "none". */
const useShopSmtp = async () => {
  await put({ mail_host: smtp.host, mail_port: smtp.port, mail_encryption: 'none', mail_from_address: 'boutique@cadeaux.ma' });
};

beforeEach(async () => {
  await db.delete(settings);
  await db.delete(outbox);
  smtp.messages.length = 0;
});

describe('the notification routes', () => {
  it.each([
    ['GET', '/api/notification-settings'],
    ['PUT', '/api/notification-settings'],
    ['POST', '/api/test-smtp'],
    ['POST', '/api/test-email'],
    ['GET', '/api/admin/outbox'],
    ['POST', '/api/admin/outbox/00000000-0000-4000-8000-000000000000/retry'],
  ] as const)('refuse %s %s to visitors (401) and customers (403)', async (method, url) => {
    const payload = method === 'GET' ? undefined : { emailEnabled: false };
    expect((await app.inject({ method, url, payload })).statusCode).toBe(401);
    expect((await app.inject({ method, url, payload, headers: customer })).statusCode).toBe(403);
    expect(await stored('notification_settings')).toBeUndefined();
  });
});

describe('GET/PUT /api/notification-settings', () => {
  it('answers the defaults: e-mail on, SMS off, SMTP port 587', async () => {
    expect(await read()).toMatchObject({ emailEnabled: true, emailNewReview: true, smsEnabled: false, mail_port: 587, mail_host: '', smsApiKey: '' });
  });

  it('saves one field at a time and keeps the others', async () => {
    expect((await put({ emailOrderStatus: false })).json()).toMatchObject({ emailOrderStatus: false, emailEnabled: true });
    expect((await put({ smsEnabled: true })).json()).toMatchObject({ emailOrderStatus: false, smsEnabled: true });
    expect(await read()).toMatchObject({ emailOrderStatus: false, smsEnabled: true, emailAccountCreation: true });
  });

  it.each([
    [{ emailEnabled: 'oui' }],
    [{ mail_port: 70000 }],
    [{ mail_port: '25' }],
    [{ mail_from_address: 'pas-un-email' }],
    [{ smsApiUrl: 'ftp://sms.example.ma' }],
    [{ unknownField: true }],
  ])('refuses %j with a 400 and saves nothing', async (payload) => {
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
    expect(await stored('notification_settings')).toBeUndefined();
    expect(await stored('mail_port')).toBeUndefined();
  });

  it('keeps the API keys and SMTP password write-only: masked when read, unchanged when the mask is saved back', async () => {
    await put({ smsApiKey: 'sms-secret-key', mail_password: 'smtp-secret', whatsappApiKey: 'wa-key' });
    const body = await read();
    expect(body).toMatchObject({ smsApiKey: SECRET_MASK, mail_password: SECRET_MASK, whatsappApiKey: SECRET_MASK });
    expect(JSON.stringify(body)).not.toMatch(/sms-secret-key|smtp-secret|wa-key/);
    await put({ smsApiKey: SECRET_MASK, mail_password: SECRET_MASK });
    expect(await stored('notification_settings')).toMatchObject({ smsApiKey: 'sms-secret-key' });
    expect(await stored('mail_password')).toBe('smtp-secret');
  });

  it('is one SMTP configuration with the platform settings’ mail_* keys, from either screen', async () => {
    await put({ mail_host: 'smtp.example.ma', mail_port: 465, mail_encryption: 'ssl', mail_username: 'boutique', mail_from_name: 'Boutique' });
    const platform = (await app.inject({ method: 'GET', url: '/api/settings', headers: admin })).json();
    expect(platform).toMatchObject({ mail_host: 'smtp.example.ma', mail_port: 465, mail_encryption: 'ssl', mail_username: 'boutique', mail_from_name: 'Boutique' });

    const saved = await app.inject({ method: 'PATCH', url: '/api/settings', headers: admin, payload: { mail_port: 2525, mail_encryption: 'tls' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await read()).toMatchObject({ mail_host: 'smtp.example.ma', mail_port: 2525, mail_encryption: 'tls' });
  });

  it.each([
    ['mail_host', '169.254.169.254'],
    ['mail_host', 'fd00:ec2::254'],
    ['mail_host', '[fd00:ec2::254]'],
    ['smsApiUrl', 'http://169.254.169.254/latest/meta-data/'],
    ['whatsappApiUrl', 'http://[fd00:ec2::254]/'],
  ])('refuses %s = %s (link-local and metadata addresses), even with private addresses allowed', async (field, value) => {
    const res = await put({ [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/destination refusée/);
    const platform = await app.inject({ method: 'POST', url: '/api/settings', headers: admin, payload: { key: 'mail_host', value: '169.254.169.254' } });
    expect(platform.statusCode).toBe(400);
  });

  it('accepts a local relay on 127.0.0.1 when the server allows private addresses', async () => {
    expect((await put({ mail_host: '127.0.0.1' })).statusCode).toBe(200);
    expect((await put({ smsApiUrl: 'http://127.0.0.1:9000/sms' })).statusCode).toBe(200);
  });
});

describe('without OUTBOUND_ALLOW_PRIVATE', () => {
  it('refuses loopback and private addresses at save time', async () => {
    const strict = await buildTestApp();
    try {
      const strictAdmin = (await signedInAs(strict.database.db, 'admin')).headers;
      for (const payload of [{ mail_host: '127.0.0.1' }, { mail_host: 'localhost' }, { smsApiUrl: 'http://10.0.0.5/sms' }]) {
        const res = await strict.app.inject({ method: 'PUT', url: '/api/notification-settings', headers: strictAdmin, payload });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/adresse locale ou privée/);
      }
      expect((await strict.app.inject({ method: 'POST', url: '/api/test-email', headers: strictAdmin, payload: {} })).statusCode).toBe(400);
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/test-smtp', () => {
  it('connects to the configured server and says so', async () => {
    await useShopSmtp();
    const res = await app.inject({ method: 'POST', url: '/api/test-smtp', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain(`${smtp.host}:${smtp.port}`);
  });

  it('answers a clear 400, never a 500, when the server cannot be reached or none is set', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/test-smtp', headers: admin })).json().message).toMatch(/Aucun serveur SMTP/);
    const closed = await startSmtpServer();
    await closed.close();
    await put({ mail_host: '127.0.0.1', mail_port: closed.port });
    const res = await app.inject({ method: 'POST', url: '/api/test-smtp', headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Impossible de se connecter avec ces paramètres SMTP : .*ECONNREFUSED/);
  });
});

describe('POST /api/test-email', () => {
  it('sends a real e-mail to the admin e-mail, or to the address given', async () => {
    await useShopSmtp();
    await app.inject({ method: 'POST', url: '/api/settings', headers: admin, payload: { key: 'admin_email', value: 'gerant@cadeaux.ma' } });
    const res = await app.inject({ method: 'POST', url: '/api/test-email', headers: admin });
    expect(res.json()).toEqual({ message: 'Email de test envoyé avec succès à gerant@cadeaux.ma' });
    const mail = await smtp.waitFor('gerant@cadeaux.ma');
    expect(mail.subject).toBe('Email de test — Cadeaux Maroc');
    expect(mail.from).toBe('boutique@cadeaux.ma');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);

    await app.inject({ method: 'POST', url: '/api/test-email', headers: admin, payload: { email: 'autre@exemple.ma' } });
    expect((await smtp.waitFor('autre@exemple.ma')).subject).toBe('Email de test — Cadeaux Maroc');
  });

  it('says why when there is no address to write to', async () => {
    await useShopSmtp();
    const res = await app.inject({ method: 'POST', url: '/api/test-email', headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/email administrateur/);
  });
});

describe('the outbox screen’s API', () => {
  it('lists messages newest first, filtered by status, with counts and the failure reason', async () => {
    await enqueue(db, { channel: 'email', recipient: 'a@exemple.ma', template: 'test', subject: 'Un', body: 'Un' });
    await enqueue(db, { channel: 'sms', recipient: '+212612345678', template: 'recipient_dispatch', body: 'Deux' });
    await db.update(outbox).set({ status: 'failed', lastError: 'HTTP 401 : bad key' }).where(eq(outbox.channel, 'sms'));
    const all = (await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: admin })).json();
    expect(all).toMatchObject({ total: 2, page: 1, counts: { pending: 1, failed: 1, sent: 0 } });
    const failed = (await app.inject({ method: 'GET', url: '/api/admin/outbox?status=failed', headers: admin })).json();
    expect(failed.entries).toMatchObject([{ channel: 'sms', recipient: '+212612345678', lastError: 'HTTP 401 : bad key' }]);
    const paged = (await app.inject({ method: 'GET', url: '/api/admin/outbox?limit=1&page=2', headers: admin })).json();
    expect(paged.entries).toHaveLength(1);
  });

  it('puts a failed message back in the queue, and refuses one that is not failed or held', async () => {
    await enqueue(db, { channel: 'email', recipient: 'b@exemple.ma', template: 'test', subject: 'X', body: 'X' });
    const [row] = await db.update(outbox).set({ status: 'failed', attempts: 6, lastError: 'boom' }).returning();
    const res = await app.inject({ method: 'POST', url: `/api/admin/outbox/${row!.id}/retry`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect((await db.select().from(outbox))[0]).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect((await app.inject({ method: 'POST', url: `/api/admin/outbox/${row!.id}/retry`, headers: admin })).statusCode).toBe(404);
  });
});
