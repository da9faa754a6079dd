import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { adminAndCustomer } from '../catalog/test-session.js';
import { addGift, orderPayload } from '../orders/test-fixtures.js';

const webDir = mkdtempSync(join(tmpdir(), 'web-'));
writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>');
writeFileSync(join(webDir, 'robots.txt'), 'User-agent: *');
afterAll(() => rmSync(webDir, { recursive: true, force: true }));
const ctx = await useTestApp({ webDir });
const db = ctx.database.db;
const { admin, customer } = await adminAndCustomer(db);

const setMaintenance = async (on: boolean) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/settings', headers: admin, payload: { key: 'maintenance_mode', value: on } });
  expect(res.statusCode).toBe(200);
};
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'POST', url, payload, headers });

afterEach(() => setMaintenance(false));

describe('maintenance mode', () => {
  it('leaves the storefront open while off', async () => {
    expect((await get('/')).statusCode).toBe(200);
    expect((await get('/catalog')).statusCode).toBe(200);
  });

  it('answers a visitor and a customer 503 with the maintenance page, the shop name and Retry-After', async () => {
    await setMaintenance(true);
    for (const headers of [{}, customer]) {
      for (const url of ['/', '/catalog', '/gifts/abc', '/checkout', '/contact?x=1']) {
        const res = await get(url, headers);
        expect(res.statusCode).toBe(503);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('Cadeaux Maroc est en maintenance');
        expect(res.body).toContain('في صيانة');
        expect(res.body).toContain('is under maintenance');
      }
    }
  });

  it('puts the visitor’s language first', async () => {
    await setMaintenance(true);
    const res = await get('/', { 'accept-language': 'ar-MA,ar;q=0.9' });
    expect(res.body).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
  });

  it('lets the admin use the whole shop and the back office', async () => {
    await setMaintenance(true);
    for (const url of ['/', '/catalog', '/admin', '/admin/settings']) expect((await get(url, admin)).statusCode).toBe(200);
    // The page the admin gets already says the shop is closed, whatever the settings cache holds.
    expect((await get('/catalog', admin)).body).toContain('"maintenance_mode":true');
    const gift = await addGift(db);
    const order = await post('/api/orders', orderPayload([{ giftId: gift.id, quantity: 1 }]), admin);
    expect(order.statusCode).toBe(201);
  });

  it('keeps sign-in, assets, settings and the health check reachable for everyone', async () => {
    await setMaintenance(true);
    expect((await get('/auth')).statusCode).toBe(200);
    expect((await get('/robots.txt')).statusCode).toBe(200);
    expect((await get('/healthz')).statusCode).toBe(200);
    expect((await get('/api/settings')).json().maintenance_mode).toBe(true);
    expect((await get('/api/user')).statusCode).toBe(401);
    expect((await post('/api/login', { email: 'nobody@exemple.ma', password: 'wrong-password' })).statusCode).toBe(401);
  });

  it('refuses a new order, a sign-up, a contact message and a newsletter sign-up with 503 maintenance', async () => {
    await setMaintenance(true);
    const gift = await addGift(db);
    const attempts = [
      post('/api/orders', orderPayload([{ giftId: gift.id, quantity: 1 }])),
      post('/api/orders', orderPayload([{ giftId: gift.id, quantity: 1 }]), customer),
      post('/api/register', { email: 'new@exemple.ma', password: 'Secret123!', firstName: 'Nora', lastName: '' }),
      post('/api/contact', { name: 'Nora', email: 'nora@exemple.ma', subject: 'Question', message: 'Bonjour' }),
      post('/api/newsletter', { email: 'nora@exemple.ma' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toMatchObject({ code: 'maintenance', message: expect.stringContaining('maintenance') });
    }
  });

  it('refuses those writes whatever the spelling of their path: the router’s route decides', async () => {
    await setMaintenance(true);
    const gift = await addGift(db);
    const attempts = [
      post('/api/%6Frders', orderPayload([{ giftId: gift.id, quantity: 1 }])),
      post('/api/orders/', orderPayload([{ giftId: gift.id, quantity: 1 }])),
      post('/api/regist%65r', { email: 'encoded@exemple.ma', password: 'Secret123!', firstName: 'Nora', lastName: '' }),
      post('/api/cont%61ct', { name: 'Nora', email: 'nora@exemple.ma', subject: 'Question', message: 'Bonjour' }),
      post('/api/newslett%65r', { email: 'encoded@exemple.ma' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('maintenance');
    }
  });

  it('closes a page whatever the spelling of its path, and lets through the pages it leaves open however spelt', async () => {
    await setMaintenance(true);
    for (const url of ['/c%61talog', '/gifts/lanterne.png', '/e-card/abc.def', '/%63heckout/']) expect((await get(url)).statusCode).toBe(503);
    for (const url of ['/a%75th', '/auth/', '/%61dmin']) expect((await get(url)).statusCode).not.toBe(503);
  });

  it('keeps order tracking open: customers still follow the orders they placed', async () => {
    const gift = await addGift(db);
    const placed = await post('/api/orders', orderPayload([{ giftId: gift.id, quantity: 1 }]));
    expect(placed.statusCode).toBe(201);
    const { orderNumber, recipientPhone } = placed.json();
    await setMaintenance(true);
    expect((await get('/track')).statusCode).toBe(200);
    const tracked = await get(`/api/track?orderNumber=${orderNumber}&phone=${recipientPhone}`);
    expect(tracked.statusCode).toBe(200);
  });

  it('opens again as soon as the admin switches it off', async () => {
    await setMaintenance(true);
    expect((await get('/')).statusCode).toBe(503);
    await setMaintenance(false);
    expect((await get('/')).statusCode).toBe(200);
  });
});
