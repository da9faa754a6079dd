import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../../test/helper.js';
import { gifts, orderItems, orders } from '../../db/schema/index.js';
import type { Gift } from '../../../contracts/catalog.js';
import { addCategory, addGift } from './test-fixtures.js';
import { adminAndCustomer } from './test-session.js';

const ctx = await useTestApp();
const db = ctx.database.db;
const { admin, customer } = await adminAndCustomer(db);
let categoryId: string;

beforeAll(async () => {
  categoryId = (await addCategory(db, { name: { fr: 'Artisanat' } })).id;
});

const newGift = {
  name: { fr: 'Pouf en cuir', ar: 'بوف جلدي', en: 'Leather pouffe' },
  description: { fr: 'Brodé à Marrakech' },
  price: 349.9,
  categoryId: '',
  deliveryTime: 48,
  images: ['/uploads/gifts/pouf.webp'],
  tags: ['Wedding'],
};

const create = (payload: object, headers = admin) => ctx.app.inject({ method: 'POST', url: '/api/gifts', payload, headers });
const search = async (term: string) =>
  ((await ctx.app.inject({ method: 'GET', url: `/api/gifts?search=${encodeURIComponent(term)}` })).json() as Gift[]).map((g) => g.id);

describe('gift writes', () => {
  it('refuses visitors (401) and customers (403)', async () => {
    expect((await create({ ...newGift, categoryId }, {} as { cookie: string })).statusCode).toBe(401);
    expect((await create({ ...newGift, categoryId }, customer)).statusCode).toBe(403);
    const gift = await addGift(db, { name: { fr: 'Babouches' }, price: '150.00' });
    const patch = await ctx.app.inject({ method: 'PATCH', url: `/api/gifts/${gift.id}`, payload: { price: '1.00' }, headers: customer });
    expect(patch.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/gifts/${gift.id}` })).statusCode).toBe(401);
  });

  it('creates a gift with a slug, normalised price, tags and a searchable text', async () => {
    const before = await search('pouf');
    const res = await create({ ...newGift, categoryId });
    expect(res.statusCode).toBe(201);
    const gift = res.json() as Gift;
    expect(gift).toMatchObject({ slug: 'pouf-en-cuir', price: '349.90', stock: 0, isActive: true, tags: ['wedding'] });
    expect(gift.primaryImage).toBe('/uploads/gifts/pouf.webp');
    // The visitors' list cache is cleared by the write.
    expect(before).toEqual([]);
    expect(await search('BRODE marrakech')).toEqual([gift.id]);
  });

  it('makes a digital gift unlimited unless a stock is given', async () => {
    const res = await create({ name: { fr: 'Carte cadeau spa' }, price: '500', type: 'digital' });
    expect(res.json()).toMatchObject({ stock: null, type: 'digital', categoryId: null, slug: 'carte-cadeau-spa' });
  });

  it('gives a second gift of the same name its own slug', async () => {
    const res = await create({ ...newGift, categoryId });
    expect(res.json().slug).toBe('pouf-en-cuir-2');
  });

  it.each([
    ['without a French name', { ...newGift, categoryId, name: { fr: '', en: 'Pouffe' } }, 'Le nom en français est requis'],
    ['with a negative price', { ...newGift, categoryId, price: -5 }, 'Prix invalide'],
    ['with a zero price', { ...newGift, categoryId, price: '0' }, 'Le prix doit être supérieur à 0'],
    ['with three decimals', { ...newGift, categoryId, price: '12.345' }, 'Prix invalide'],
    ['with an unknown category', { ...newGift, categoryId: '9b2f3c1e-0000-4000-8000-000000000000' }, 'Catégorie introuvable'],
    ['with a script as image', { ...newGift, categoryId, images: ['javascript:alert(1)'] }, 'Adresse d’image invalide'],
    ['with a negative stock', { ...newGift, categoryId, stock: -1 }, 'Le stock ne peut pas être négatif'],
  ])('refuses a gift %s', async (_label, payload, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('updates a gift and keeps its search text in sync', async () => {
    const gift = await addGift(db, { name: { fr: 'Plateau en argent' }, price: '800.00', categoryId });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/gifts/${gift.id}`,
      headers: admin,
      payload: { name: { fr: 'Plateau ciselé', en: 'Engraved tray' }, price: '750,5', isFeatured: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ price: '750.50', isFeatured: true, categoryId });
    expect(await search('engraved')).toEqual([gift.id]);
    expect(await search('argent')).toEqual([]);
  });

  it('hides a deactivated gift from visitors at once', async () => {
    const gift = await addGift(db, { name: { fr: 'Miroir berbère' }, price: '420.00' });
    expect(await search('miroir')).toEqual([gift.id]);
    await ctx.app.inject({ method: 'PATCH', url: `/api/gifts/${gift.id}`, headers: admin, payload: { isActive: false } });
    expect(await search('miroir')).toEqual([]);
  });

  it('answers 404 when updating or deleting an unknown or malformed id', async () => {
    for (const id of ['9b2f3c1e-0000-4000-8000-000000000000', 'abc']) {
      const patch = await ctx.app.inject({ method: 'PATCH', url: `/api/gifts/${id}`, headers: admin, payload: { isActive: true } });
      expect(patch.statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/gifts/${id}`, headers: admin })).statusCode).toBe(404);
    }
  });

  it('deletes a gift that was never ordered', async () => {
    const gift = await addGift(db, { name: { fr: 'Bougie' }, price: '90.00' });
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/gifts/${gift.id}`, headers: admin });
    expect(res.json()).toMatchObject({ outcome: 'deleted' });
    expect(await db.select().from(gifts).where(eq(gifts.id, gift.id))).toEqual([]);
  });

  it('deactivates an ordered gift instead of deleting it', async () => {
    const gift = await addGift(db, { name: { fr: 'Coffret dattes' }, price: '200.00', isFeatured: true });
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: 'CAD-TEST01',
        paymentMethod: 'bank_transfer',
        subtotalAmount: '200.00',
        totalAmount: '200.00',
        recipientName: 'Salma',
        recipientPhone: '0612345678',
        recipientAddress: '1 rue des Roses',
        recipientCity: 'Rabat',
      })
      .returning();
    await db.insert(orderItems).values({ orderId: order!.id, giftId: gift.id, name: gift.name, giftType: 'physical', unitPrice: '200.00', quantity: 1 });
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/gifts/${gift.id}`, headers: admin });
    expect(res.json()).toMatchObject({ outcome: 'deactivated' });
    const [row] = await db.select().from(gifts).where(eq(gifts.id, gift.id));
    expect(row).toMatchObject({ isActive: false, isFeatured: false });
  });
});
