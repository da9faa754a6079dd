import { type IncomingHttpHeaders, request } from 'node:http';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { useTestApp } from '../../../../test/helper.js';
import { orderPayload } from '../orders/test-fixtures.js';
import { addCategory, addGift } from './test-fixtures.js';
import { signedInAs } from './test-session.js';

const ctx = await useTestApp();
const db = ctx.database.db;
const admin = (await signedInAs(db, 'admin')).headers;
const category = await addCategory(db, { name: { fr: 'Artisanat' } });
const gift = await addGift(db, { name: { fr: 'Lanterne' }, price: '300.00', categoryId: category.id, stock: 1, isFeatured: true });
const sibling = await addGift(db, { name: { fr: 'Plateau' }, price: '280.00', categoryId: category.id, stock: 5 });

// Over a socket, as a visitor asks: a repeated read is then answered before the framework (lib/caches/front-answers.ts).
const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(address + url, { headers });
  const body = await response.text();
  return { statusCode: response.status, headers: Object.fromEntries(response.headers), body, json: () => JSON.parse(body) };
}
/** The answer exactly as sent: status, headers but the date, and bytes (still compressed). */
function raw(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    request(address + url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const { date: _date, ...rest } = res.headers;
        resolve({ status: res.statusCode!, headers: rest, bytes: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}
const write = (method: 'POST' | 'PATCH', url: string, payload: object) => ctx.app.inject({ method, url, payload, headers: admin });
const PUBLIC_READS = [
  '/api/gifts',
  '/api/gifts?search=lanterne&limit=10',
  '/api/gifts/featured',
  `/api/gifts/${gift.id}`,
  `/api/gifts/${sibling.id}/similar`,
  '/api/categories',
  '/api/settings',
  '/api/appearance',
];

describe('public answers served from memory', () => {
  it('answer 304 with no body to a browser holding the same ETag, and the full answer otherwise', async () => {
    for (const url of PUBLIC_READS) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers.etag, url).toMatch(/^W\/".+"$/);
      // The settings depend on the role (an admin reads every key): no browser or proxy keeps them.
      expect(first.headers['cache-control'], url).toBe(url === '/api/settings' ? 'no-store' : 'no-cache');
      const again = await get(url, { 'if-none-match': first.headers.etag as string });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect((await get(url, { 'if-none-match': 'W/"older"' })).statusCode, url).toBe(200);
    }
  });

  it('keep X-Total-Count on a 304 of a list', async () => {
    const first = await get('/api/gifts?limit=1');
    const again = await get('/api/gifts?limit=1', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.headers['x-total-count']).toBe('2');
  });

  it('show a gift edit at once in the gift, the lists, the featured gifts and the similar gifts', async () => {
    const before = await get(`/api/gifts/${gift.id}`);
    await Promise.all(PUBLIC_READS.map((url) => get(url)));
    expect((await write('PATCH', `/api/gifts/${gift.id}`, { price: 310 })).statusCode).toBe(200);
    const after = await get(`/api/gifts/${gift.id}`, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().price).toBe('310.00');
    expect((await get('/api/gifts')).json().find((g: { id: string }) => g.id === gift.id).price).toBe('310.00');
    expect((await get('/api/gifts/featured')).json()[0].price).toBe('310.00');
    expect((await get(`/api/gifts/${sibling.id}/similar`)).json()[0].price).toBe('310.00');
  });

  it('show a category edit at once', async () => {
    await get('/api/categories');
    expect((await write('PATCH', `/api/categories/${category.id}`, { name: { fr: 'Artisanat d’art' } })).statusCode).toBe(200);
    expect((await get('/api/categories')).json()[0].name.fr).toBe('Artisanat d’art');
  });

  it('show a settings and an appearance change at once', async () => {
    await Promise.all([get('/api/settings'), get('/api/appearance')]);
    expect((await write('POST', '/api/settings', { key: 'max_order_items', value: 7 })).statusCode).toBe(200);
    expect((await get('/api/settings')).json().max_order_items).toBe(7);
    expect((await write('POST', '/api/appearance', { primaryColor: '#123456' })).statusCode).toBe(200);
    expect((await get('/api/appearance')).json().primaryColor).toBe('#123456');
  });

  it('show a gift sold out right after the order that took its last unit', async () => {
    await Promise.all([get(`/api/gifts/${gift.id}`), get('/api/gifts'), get('/api/gifts/featured')]);
    const order = await ctx.app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }]) });
    expect(order.statusCode).toBe(201);
    expect((await get(`/api/gifts/${gift.id}`)).json().stock).toBe(0);
    expect((await get('/api/gifts')).json().find((g: { id: string }) => g.id === gift.id).stock).toBe(0);
    expect((await get('/api/gifts/featured')).json()[0].stock).toBe(0);
  });

  it('send a repeated read exactly as the first: status, headers and bytes, in every encoding', async () => {
    expect((await write('PATCH', `/api/gifts/${sibling.id}`, { price: 281 })).statusCode).toBe(200);
    for (const url of PUBLIC_READS) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const first = await raw(url, { 'accept-encoding': encoding });
        const repeated = await raw(url, { 'accept-encoding': encoding });
        expect(repeated, `${url} ${encoding}`).toEqual(first);
        expect(first.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
        expect(first.headers['x-content-type-options'], url).toBe('nosniff');
      }
      const first = await raw(url);
      const notModified = await raw(url, { 'if-none-match': first.headers.etag! });
      expect(notModified.status, url).toBe(304);
      expect(notModified.bytes.length, url).toBe(0);
      expect(notModified.headers.etag, url).toBe(first.headers.etag);
      expect(notModified.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('give a signed-in reader their own answer, never the one a visitor was sent before', async () => {
    await get('/api/settings');
    await get('/api/settings');
    const adminSettings = await get('/api/settings', admin);
    expect(adminSettings.statusCode).toBe(200);
    // Only the admin's answer holds the private keys (masked).
    expect(Object.keys(adminSettings.json()).length).toBeGreaterThan(Object.keys((await get('/api/settings')).json()).length);
    expect(adminSettings.json()).toHaveProperty('mail_host');
  });

  it('never pass a renewed session cookie on to the next visitor', async () => {
    const customer = await signedInAs(db, 'customer');
    await db.update(sessions).set({ expiresAt: new Date(Date.now() + 2 * 86_400_000) }).where(eq(sessions.userId, customer.userId));
    const renewed = await raw(`/api/gifts/${gift.id}`, customer.headers);
    expect(renewed.headers['set-cookie']?.[0]).toMatch(/^sid=/);
    const visitor = await raw(`/api/gifts/${gift.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.headers['set-cookie']).toBeUndefined();
  });
});
