import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import type { Gift } from '../../../contracts/catalog.js';
import { addGift } from './test-fixtures.js';

const ctx = await useTestApp();
const db = ctx.database.db;

// 30 gifts "Cadeau 01" … "Cadeau 30", then five that a search in each language finds.
for (let i = 1; i <= 30; i++) await addGift(db, { name: { fr: `Cadeau ${String(i).padStart(2, '0')}` }, price: '100.00' });
for (let i = 1; i <= 5; i++) {
  await addGift(db, {
    name: { fr: `Thé à la menthe n°${i}`, ar: `شايٌ بالنعناع ${i}`, en: `Mint Tea no. ${i}` },
    price: '50.00',
  });
}
const TOTAL = 35;

const get = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/gifts${query}` });
const names = (res: { json(): unknown }) => (res.json() as Gift[]).map((g) => g.name.fr);

describe('GET /api/gifts pages', () => {
  it('answers the first 100 gifts by default, with the total in X-Total-Count', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(TOTAL));
    expect(res.json()).toHaveLength(TOTAL);
  });

  it('cuts the sorted catalogue at limit and offset', async () => {
    const first = await get('?limit=24');
    expect(names(first)).toHaveLength(24);
    expect(names(first).slice(0, 2)).toEqual(['Cadeau 01', 'Cadeau 02']);
    const second = await get('?limit=24&offset=24');
    expect(second.headers['x-total-count']).toBe(String(TOTAL));
    expect(names(second)).toHaveLength(TOTAL - 24);
    expect(names(second)[0]).toBe('Cadeau 25');
    expect(new Set([...names(first), ...names(second)]).size).toBe(TOTAL);
    const beyond = await get('?limit=24&offset=100');
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe(String(TOTAL));
  });

  it('accepts up to 200 and refuses a limit or offset it cannot read (400)', async () => {
    expect((await get('?limit=200')).statusCode).toBe(200);
    for (const bad of ['limit=201', 'limit=0', 'limit=abc', 'limit=2.5', 'offset=-1', 'offset=x']) {
      const res = await get(`?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toBe('invalid_data');
    }
  });

  it('keeps each page of a search apart in the cache', async () => {
    expect(names(await get('?search=menthe&limit=2'))).toEqual(['Thé à la menthe n°1', 'Thé à la menthe n°2']);
    expect(names(await get('?search=menthe&limit=2&offset=2'))).toEqual(['Thé à la menthe n°3', 'Thé à la menthe n°4']);
    expect(names(await get('?search=menthe&limit=2&offset=4'))).toEqual(['Thé à la menthe n°5']);
  });

  it('searches without accents or case in French, Arabic and English, page by page', async () => {
    for (const search of ['THE A LA MENTHE', 'thé', 'شاي بالنعناع', 'MINT tea']) {
      const res = await get(`?search=${encodeURIComponent(search)}&limit=3&offset=3`);
      expect(res.headers['x-total-count'], search).toBe('5');
      expect(names(res), search).toEqual(['Thé à la menthe n°4', 'Thé à la menthe n°5']);
    }
  });
});
