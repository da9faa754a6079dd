import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { addGift, cookieFrom, signIn } from '../orders/test-fixtures.js';
import { placeOrder, postReview } from './test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;
const admin = (await signIn(db, { role: 'admin' })).cookie;
const gift = await addGift(db, { stock: 1000, name: 'Coffret Argan' });
const other = await addGift(db, { stock: 1000, name: 'Bouquet Roses' });

const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
/** `cookie: null` acts as a visitor. */
const moderate = (id: string, payload: unknown, cookie: string | null = admin) =>
  app.inject({ method: 'PUT', url: `/api/admin/reviews/${id}/status`, payload: payload as object, headers: cookie ? { cookie } : {} });

/** A review of a delivered order of `giftIds`, all four aspects at `stars`, by a new customer, `cookie`'s owner or a guest. */
async function reviewed(stars: number, opts: { giftIds?: string[]; comment?: string; cookie?: string | 'guest' } = {}) {
  const by = opts.cookie ?? (await signIn(db, { firstName: 'Salma' })).cookie;
  const order = await placeOrder(app, { giftIds: opts.giftIds ?? [gift.id], cookie: by === 'guest' ? undefined : by, admin });
  const cookie = by === 'guest' ? cookieFrom(order.response, 'guest') : by;
  const all = { articleRating: stars, deliveryRating: stars, serviceRating: stars, pricingRating: stars, overallRating: stars };
  const res = await postReview(app, { orderId: order.id, ...all, comment: opts.comment, isPublic: true }, cookie);
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id as string;
}
const publish = (id: string) => moderate(id, { isPublic: true, isVerified: true });
const giftInList = async (id: string) => (await get('/api/gifts')).json().find((g: { id: string }) => g.id === id);

const id = await reviewed(4);

describe('moderating a review', () => {

  it('refuses a visitor (401) and a customer (403)', async () => {
    const customer = await signIn(db);
    expect((await get('/api/admin/reviews')).statusCode).toBe(401);
    expect((await get('/api/admin/reviews', customer.cookie)).statusCode).toBe(403);
    expect((await moderate(id, { isPublic: true, isVerified: true }, null)).statusCode).toBe(401);
    expect((await moderate(id, { isPublic: true, isVerified: true }, customer.cookie)).statusCode).toBe(403);
    expect((await get('/api/gifts/' + gift.id)).json().reviewCount).toBe(0);
  });

  it('takes booleans only (400 otherwise) and answers 404 for an unknown review', async () => {
    for (const bad of [{ isPublic: 'true', isVerified: true }, { isPublic: true }, { isPublic: 1, isVerified: 0 }, null, []]) {
      expect((await moderate(id, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await moderate('00000000-0000-4000-8000-000000000000', { isPublic: true, isVerified: true })).statusCode).toBe(404);
  });

  it('sets verified and public independently and counts each state', async () => {
    const res = await moderate(id, { isPublic: false, isVerified: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isPublic: false, isVerified: true });
    const pending = await reviewed(2);
    expect((await get('/api/admin/reviews/counts', admin)).json()).toEqual({ all: 2, published: 0, private: 1, pending: 1 });
    const privateOnes = await get('/api/admin/reviews?state=private', admin);
    expect(privateOnes.json().map((r: { id: string }) => r.id)).toEqual([id]);
    expect(privateOnes.headers['x-total-count']).toBe('1');
    const all = (await get('/api/admin/reviews', admin)).json();
    expect(all.map((r: { id: string }) => r.id)).toEqual([pending, id]);
    expect(all[0]).toMatchObject({ orderNumber: expect.stringMatching(/^CAD-/), customerName: 'Salma' });
    await moderate(pending, { isPublic: false, isVerified: true });
  });
});

describe('the moderation list', () => {
  it('names each review by its order’s gifts and its customer', async () => {
    const customer = await signIn(db, { firstName: 'Nadia' });
    const both = await reviewed(5, { giftIds: [gift.id, other.id], cookie: customer.cookie });
    const row = (await get('/api/admin/reviews', admin)).json().find((r: { id: string }) => r.id === both);
    expect(row.customerName).toBe('Nadia');
    expect(row.giftNames.map((n: { fr: string }) => n.fr).sort()).toEqual(['Bouquet Roses', 'Coffret Argan']);
  });
});

describe('published reviews on the gift', () => {
  it('shows only verified and public reviews, with the average in the gift, the list and the cached list', async () => {
    const fresh = await addGift(db, { stock: 1000 });
    expect((await giftInList(fresh.id)).reviewCount).toBe(0); // fills the catalogue cache
    const five = await reviewed(5, { giftIds: [fresh.id, other.id] });
    const two = await reviewed(2, { giftIds: [fresh.id] });
    const hidden = await reviewed(1, { giftIds: [fresh.id] });
    await publish(five);
    await publish(two);
    await moderate(hidden, { isPublic: false, isVerified: true });
    expect(await giftInList(fresh.id)).toMatchObject({ reviewCount: 2, averageRating: 3.5 });
    expect((await get(`/api/gifts/${fresh.id}`)).json()).toMatchObject({ reviewCount: 2, averageRating: 3.5 });
    expect((await get(`/api/gifts/${other.id}`)).json()).toMatchObject({ reviewCount: 1, averageRating: 5 });
    const page = (await get(`/api/gifts/${fresh.id}/reviews`)).json();
    expect(page.total).toBe(2);
    expect(page.items.map((r: { id: string }) => r.id)).toEqual([two, five]);
  });

  it('takes a review off the gift when it is made private again, at once despite the cache', async () => {
    const fresh = await addGift(db, { stock: 1000 });
    const id = await reviewed(3, { giftIds: [fresh.id] });
    await publish(id);
    expect(await giftInList(fresh.id)).toMatchObject({ reviewCount: 1, averageRating: 3 });
    await moderate(id, { isPublic: false, isVerified: true });
    expect(await giftInList(fresh.id)).toMatchObject({ reviewCount: 0, averageRating: null });
    expect((await get(`/api/gifts/${fresh.id}/reviews`)).json()).toEqual({ items: [], total: 0 });
  });

  it('names the author by first name and city only', async () => {
    const fresh = await addGift(db, { stock: 1000 });
    const customer = await signIn(db, { firstName: 'Nadia' });
    const id = await reviewed(5, { giftIds: [fresh.id], cookie: customer.cookie });
    await publish(id);
    const guestId = await reviewed(4, { giftIds: [fresh.id], cookie: 'guest' });
    await publish(guestId);
    const [guest, account] = (await get(`/api/gifts/${fresh.id}/reviews`)).json().items;
    expect(Object.keys(account).sort()).toEqual(['city', 'comment', 'createdAt', 'firstName', 'id', 'overallRating']);
    expect(account).toMatchObject({ firstName: 'Nadia', city: 'Casablanca' });
    // A guest's order says "Karim" as its sender: the first name, the delivery city, nothing else
    expect(guest).toMatchObject({ firstName: 'Karim', city: 'Casablanca' });
    const text = JSON.stringify([guest, account]);
    for (const secret of [customer.user.email, 'karim@exemple.ma', '06 12 34 56 78', 'Bennani', 'rue des Roses']) expect(text).not.toContain(secret);
  });

  it('returns a comment with markup as the very text written, pages newest first', async () => {
    const fresh = await addGift(db, { stock: 1000 });
    const comment = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const ids = [];
    for (const stars of [1, 2, 3]) ids.push(await reviewed(stars, { giftIds: [fresh.id], comment }));
    for (const id of ids) await publish(id);
    const first = (await get(`/api/gifts/${fresh.id}/reviews?limit=2`)).json();
    expect(first.total).toBe(3);
    expect(first.items.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(first.items[0].comment).toBe(comment);
    const second = (await get(`/api/gifts/${fresh.id}/reviews?limit=2&offset=2`)).json();
    expect(second.items.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    expect((await get(`/api/gifts/${fresh.id}/reviews?limit=500`)).statusCode).toBe(400);
  });
});
