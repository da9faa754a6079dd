import { describe, expect, it } from 'vitest';
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

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
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
});
