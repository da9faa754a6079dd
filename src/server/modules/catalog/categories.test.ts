import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../../test/helper.js';
import { categories, gifts } from '../../db/schema/index.js';
import type { Category } from '../../../contracts/catalog.js';
import { addCategory, addGift } from './test-fixtures.js';
import { adminAndCustomer } from './test-session.js';

const ctx = await useTestApp();
const db = ctx.database.db;
const { admin, customer } = await adminAndCustomer(db);
const ids: Record<string, string> = {};

beforeAll(async () => {
  ids.food = (await addCategory(db, { name: { fr: 'Gastronomie' }, sortOrder: 2 })).id;
  ids.crafts = (await addCategory(db, { name: { fr: 'Artisanat' }, sortOrder: 1 })).id;
  ids.hidden = (await addCategory(db, { name: { fr: 'Archives' }, sortOrder: 0, isVisible: false })).id;
});

const names = (body: unknown) => (body as Category[]).map((c) => c.name.fr);

describe('GET /api/categories', () => {
  it('lists visible categories by order for visitors and customers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    expect(names(res.json())).toEqual(['Artisanat', 'Gastronomie']);
    const asCustomer = await ctx.app.inject({ method: 'GET', url: '/api/categories', headers: customer });
    expect(names(asCustomer.json())).toEqual(['Artisanat', 'Gastronomie']);
  });

  it('lists every category in the back office, with order on the wire', async () => {
    expect(names((await ctx.app.inject({ url: '/api/categories', headers: admin })).json())).toEqual(['Artisanat', 'Gastronomie']);
    expect((await ctx.app.inject({ url: '/api/admin/categories', headers: customer })).statusCode).toBe(403);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/categories', headers: admin });
    const list = res.json() as Category[];
    expect(names(list)).toEqual(['Archives', 'Artisanat', 'Gastronomie']);
    expect(list[0]).toMatchObject({ order: 0, isVisible: false, color: '#D4A574' });
  });
});

describe('category writes', () => {
  it('refuses visitors (401) and customers (403)', async () => {
    const body = { name: { fr: 'Bien-être' } };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/categories', payload: body })).statusCode).toBe(401);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/categories', payload: body, headers: customer });
    expect(res.statusCode).toBe(403);
    const patch = await ctx.app.inject({ method: 'PATCH', url: `/api/categories/${ids.food}`, payload: { isVisible: false }, headers: customer });
    expect(patch.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/categories/${ids.food}` })).statusCode).toBe(401);
  });

  it('creates a category with a slug from its name', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin,
      payload: { name: { fr: 'Bien-être & Spa', ar: 'العافية', en: 'Wellness & Spa' }, color: '#F8BBD9', icon: '🌿', order: 'abc' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ slug: 'bien-etre-spa', order: 0, isVisible: true, icon: '🌿', description: { fr: '' } });
  });

  it('reads a plain-string name as French', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/categories', headers: admin, payload: { name: 'Mariage', order: 4 } });
    expect(res.json()).toMatchObject({ name: { fr: 'Mariage' }, order: 4, slug: 'mariage' });
  });

  it('refuses a category without a French name or with a bad colour', async () => {
    const noName = await ctx.app.inject({ method: 'POST', url: '/api/categories', headers: admin, payload: { name: { fr: ' ' } } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('Le nom de la catégorie est requis');
    const badColor = await ctx.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin,
      payload: { name: { fr: 'Fleurs' }, color: 'red' },
    });
    expect(badColor.statusCode).toBe(400);
  });

  it('toggles visibility alone without touching the rest', async () => {
    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/categories/${ids.crafts}`, headers: admin, payload: { isVisible: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isVisible: false, name: { fr: 'Artisanat' }, order: 1 });
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    expect(names(visitor.json())).not.toContain('Artisanat');
  });

  it('updates the full form', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/categories/${ids.crafts}`,
      headers: admin,
      payload: { name: { fr: 'Artisanat marocain', en: 'Moroccan crafts' }, order: 9, isVisible: true, color: '#112233' },
    });
    expect(res.json()).toMatchObject({ name: { fr: 'Artisanat marocain' }, order: 9, color: '#112233', isVisible: true });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['9b2f3c1e-0000-4000-8000-000000000000', 'nope']) {
      const patch = await ctx.app.inject({ method: 'PATCH', url: `/api/categories/${id}`, headers: admin, payload: { isVisible: true } });
      expect(patch.statusCode).toBe(404);
      const del = await ctx.app.inject({ method: 'DELETE', url: `/api/categories/${id}`, headers: admin });
      expect(del.statusCode).toBe(404);
    }
  });

  it('keeps a category that still holds gifts, saying how many', async () => {
    await addGift(db, { name: { fr: 'Tajine' }, price: '300.00', categoryId: ids.food });
    const refused = await ctx.app.inject({ method: 'DELETE', url: `/api/categories/${ids.food}`, headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/contient encore \d+ cadeaux?/);
    expect(await db.select().from(categories).where(eq(categories.id, ids.food!))).toHaveLength(1);

    await db.delete(gifts).where(eq(gifts.categoryId, ids.food!));
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/categories/${ids.food}`, headers: admin });
    expect(res.statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/categories/${ids.food}`, headers: admin });
    expect(again.statusCode).toBe(404);
  });
});
