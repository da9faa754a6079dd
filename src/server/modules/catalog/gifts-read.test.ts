import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import type { Gift } from '../../../contracts/catalog.js';
import { addCategory, addGift } from './test-fixtures.js';
import { adminAndCustomer } from './test-session.js';

const ctx = await useTestApp();
const db = ctx.database.db;
const ids: Record<string, string> = {};
const { admin, customer } = await adminAndCustomer(db);

beforeAll(async () => {
  const crafts = await addCategory(db, { name: { fr: 'Artisanat' }, sortOrder: 1 });
  const food = await addCategory(db, { name: { fr: 'Gastronomie' }, sortOrder: 2 });
  ids.food = food.id;
  ids.tea = (
    await addGift(db, {
      name: { fr: 'Thé à la Menthe Épicé', ar: 'شاي بالنعناع', en: 'Spiced Mint Tea' },
      price: '120.00',
      categoryId: food.id,
      isFeatured: true,
      tags: ['birthday', 'holidays'],
    })
  ).id;
  ids.lantern = (
    await addGift(db, {
      name: { fr: 'Lanterne en cuivre', ar: 'فانوس نحاسي', en: 'Copper lantern' },
      description: { fr: 'Ciselée à la main à Fès' },
      price: '450.00',
      categoryId: crafts.id,
      images: ['/uploads/gifts/lanterne.webp', '/uploads/gifts/lanterne-2.webp'],
      tags: ['wedding'],
    })
  ).id;
  ids.argan = (
    await addGift(db, {
      name: { fr: 'Huile d’argan bio', ar: 'زيت أَرْغَان', en: 'Organic argan oil' },
      price: '249.50',
      categoryId: food.id,
      tags: ['anniversary'],
    })
  ).id;
  ids.retired = (
    await addGift(db, { name: { fr: 'Coffret retiré' }, price: '99.00', categoryId: food.id, isActive: false, isFeatured: true })
  ).id;
  ids.card = (
    await addGift(db, {
      name: { fr: 'Carte cadeau 100% bien-être', en: 'Wellness gift card' },
      price: '500.00',
      type: 'digital',
      stock: null,
      tags: ['surprise'],
    })
  ).id;
});

async function list(query = '', headers: Record<string, string> = {}, path = '/api/gifts') {
  const res = await ctx.app.inject({ method: 'GET', url: `${path}${query}`, headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as Gift[]).map((g) => g.id);
}

describe('GET /api/gifts', () => {
  it('lists active gifts only, featured first then by French name', async () => {
    expect(await list()).toEqual([ids.tea, ids.card, ids.argan, ids.lantern]);
  });

  it('shows inactive gifts in the back office list only', async () => {
    expect(await list('', customer)).not.toContain(ids.retired);
    expect(await list('', admin)).not.toContain(ids.retired);
    expect(await list('', admin, '/api/admin/gifts')).toContain(ids.retired);
  });

  it('keeps the back office list from visitors (401) and customers (403)', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/gifts' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/admin/gifts', headers: customer })).statusCode).toBe(403);
  });

  it('answers every gift in the contract shape with its first image as primary image', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/gifts?occasion=wedding' });
    const [lantern] = res.json() as Gift[];
    expect(lantern).toMatchObject({
      price: '450.00',
      primaryImage: '/uploads/gifts/lanterne.webp',
      imageUrl: '/uploads/gifts/lanterne.webp',
      type: 'physical',
    });
    expect(lantern).not.toHaveProperty('searchText');
  });

  it('sends the same list brotli-compressed or gzipped to a client that accepts it', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/gifts' });
    const brotli = await ctx.app.inject({ method: 'GET', url: '/api/gifts', headers: { 'accept-encoding': 'gzip, br' } });
    const zipped = await ctx.app.inject({ method: 'GET', url: '/api/gifts', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('filters by category', async () => {
    expect(await list(`?categoryId=${ids.food}`)).toEqual([ids.tea, ids.argan]);
    expect(await list(`?categoryId=${ids.food}`, admin, '/api/admin/gifts')).toEqual([ids.retired, ids.argan, ids.tea]);
  });

  it('lists the back office’s gifts newest first, so a gift just created is at the top', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/gifts',
      headers: admin,
      payload: { name: { fr: 'Aaa nouveau coffret' }, price: '10.00', type: 'physical', stock: 3, isActive: false },
    });
    expect(created.statusCode).toBe(201);
    const newest = (created.json() as Gift).id;
    expect((await list('', admin, '/api/admin/gifts')).slice(0, 3)).toEqual([newest, ids.card, ids.retired]);
    await ctx.app.inject({ method: 'DELETE', url: `/api/gifts/${newest}`, headers: admin });
  });

  it('compares prices as numbers', async () => {
    expect(await list('?minPrice=50')).toHaveLength(4);
    expect(await list('?minPrice=249.5')).toEqual([ids.card, ids.argan, ids.lantern]);
    expect(await list('?maxPrice=249.50')).toEqual([ids.tea, ids.argan]);
    expect(await list('?minPrice=100&maxPrice=300')).toEqual([ids.tea, ids.argan]);
  });

  it('reads a minimum above the maximum as the same range', async () => {
    expect(await list('?minPrice=300&maxPrice=100')).toEqual([ids.tea, ids.argan]);
  });

  it('filters by occasion tag, whatever the case', async () => {
    expect(await list('?occasion=wedding')).toEqual([ids.lantern]);
    expect(await list('?occasion=Holidays')).toEqual([ids.tea]);
  });

  it('combines filters', async () => {
    expect(await list(`?categoryId=${ids.food}&maxPrice=200&search=menthe`)).toEqual([ids.tea]);
  });
});

describe('catalogue search', () => {
  it.each([
    ['French without accents', 'the a la menthe', 'tea'],
    ['French in capitals with accents', 'THÉ ÉPICÉ', 'tea'],
    ['words in any order', 'cuivre lanterne', 'lantern'],
    ['the description', 'ciselee fes', 'lantern'],
    ['English', 'copper', 'lantern'],
    ['English in capitals', 'ORGANIC ARGAN', 'argan'],
    ['Arabic without diacritics', 'ارغان', 'argan'],
    ['Arabic with diacritics', 'أَرْغَان', 'argan'],
    ['Arabic', 'فانوس', 'lantern'],
  ])('finds a gift by %s', async (_label, term, key) => {
    expect(await list(`?search=${encodeURIComponent(term)}`)).toEqual([ids[key]]);
  });

  it('treats % and _ as ordinary characters', async () => {
    expect(await list(`?search=${encodeURIComponent('100%')}`)).toEqual([ids.card]);
    expect(await list(`?search=${encodeURIComponent('%')}`)).toEqual([ids.card]);
    expect(await list(`?search=${encodeURIComponent('_')}`)).toEqual([]);
    expect(await list(`?search=${encodeURIComponent('\\')}`)).toEqual([]);
  });

  it('never searches inactive gifts for a visitor', async () => {
    expect(await list('?search=coffret')).toEqual([]);
    expect(await list('?search=coffret', admin, '/api/admin/gifts')).toEqual([ids.retired]);
  });
});

describe('hostile query strings', () => {
  it('keeps the first value of a repeated parameter', async () => {
    expect(await list('?search=cuivre&search=zzz')).toEqual([ids.lantern]);
  });

  it('answers an empty list for SQL-looking searches', async () => {
    expect(await list(`?search=${encodeURIComponent("' OR 1=1; DROP TABLE gifts; --")}`)).toEqual([]);
    expect(await list(`?occasion=${encodeURIComponent('"]\'::jsonb')}`)).toEqual([]);
    expect(await list()).toHaveLength(4);
  });

  it('cuts a huge search instead of failing', async () => {
    expect(await list(`?search=${'a'.repeat(5000)}`)).toEqual([]);
  });

  it('ignores malformed prices and category ids', async () => {
    expect(await list('?minPrice=abc&maxPrice=-5')).toHaveLength(4);
    expect(await list('?minPrice=1e400')).toHaveLength(4);
    expect(await list('?categoryId=not-a-uuid')).toHaveLength(4);
    expect(await list(`?categoryId=${encodeURIComponent("1' OR '1'='1")}`)).toHaveLength(4);
    expect(await list('?minPrice=&maxPrice=&categoryId=&search=')).toHaveLength(4);
  });
});

describe('GET /api/gifts/featured', () => {
  it('lists active featured gifts only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/gifts/featured' });
    expect((res.json() as Gift[]).map((g) => g.id)).toEqual([ids.tea]);
  });
});

describe('GET /api/gifts/:id', () => {
  it('answers an active gift', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/gifts/${ids.lantern}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.lantern, name: { fr: 'Lanterne en cuivre' } });
  });

  it.each([
    ['an inactive gift', () => ids.retired!],
    ['an unknown id', () => '9b2f3c1e-0000-4000-8000-000000000000'],
    ['a malformed id', () => 'not-an-id'],
    ['an SQL-looking id', () => encodeURIComponent("1' OR '1'='1")],
  ])('is not found for %s', async (_label, id) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/gifts/${id()}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Ce cadeau n'existe pas ou n'est plus disponible.");
  });

  it('shows an inactive gift in the back office only', async () => {
    expect((await ctx.app.inject({ url: `/api/gifts/${ids.retired}`, headers: admin })).statusCode).toBe(404);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/gifts/${ids.retired}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().isActive).toBe(false);
  });
});

describe('GET /api/gifts/:id/similar', () => {
  it('lists other active gifts of the same category', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/gifts/${ids.tea}/similar` });
    expect((res.json() as Gift[]).map((g) => g.id)).toEqual([ids.argan]);
  });

  it('answers an empty list for a gift without category', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/gifts/${ids.card}/similar` });
    expect(res.json()).toEqual([]);
  });

  it('is not found for a gift a visitor cannot see', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/gifts/${ids.retired}/similar` });
    expect(res.statusCode).toBe(404);
  });
});
