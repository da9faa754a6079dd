import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../test/helper.js';
import type { Database } from '../client.js';
import { categories, gifts } from '../schema/index.js';
import { localStorage } from '../../lib/storage/storage.js';
import { normalizeSearch } from '../../lib/language/search-text.js';
import { seedIfEmpty } from './index.js';

describe('seeding the demo catalogue', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const dir = mkdtempSync(join(tmpdir(), 'cadeaux-seed-'));
  const storage = localStorage(dir);
  let seeded: boolean;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    seeded = await seedIfEmpty(database.db, storage, { images: false, demoAccounts: true });
  });
  afterAll(async () => {
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const allGifts = () => database.db.select().from(gifts);
  const allCategories = () => database.db.select().from(categories);

  it('fills an empty database with at least 8 visible categories and 40 gifts', async () => {
    expect(seeded).toBe(true);
    const cats = await allCategories();
    expect(cats.length).toBeGreaterThanOrEqual(8);
    expect(cats.every((c) => c.isVisible && c.icon && /^#[0-9A-F]{6}$/i.test(c.color))).toBe(true);
    expect(new Set(cats.map((c) => c.sortOrder)).size).toBe(cats.length);
    expect((await allGifts()).length).toBeGreaterThanOrEqual(40);
  });

  it('names and describes every category and gift in French, Arabic and English', async () => {
    for (const row of [...(await allCategories()), ...(await allGifts())]) {
      for (const text of [row.name, row.description]) {
        expect(text.fr, row.slug).toMatch(/\S/);
        expect(text.ar, row.slug).toMatch(/[\u0600-\u06FF]/);
        expect(text.en, row.slug).toMatch(/\S/);
      }
    }
  });

  it('prices every gift between 100 and 2000 MAD as a decimal string', async () => {
    for (const gift of await allGifts()) {
      expect(gift.price, gift.slug).toMatch(/^\d+\.\d{2}$/);
      expect(Number(gift.price)).toBeGreaterThanOrEqual(100);
      expect(Number(gift.price)).toBeLessThanOrEqual(2000);
    }
  });

  it('offers physical gifts with stock, digital gifts without limit, and shows a sold-out gift', async () => {
    const rows = await allGifts();
    const physical = rows.filter((g) => g.type === 'physical');
    const digital = rows.filter((g) => g.type === 'digital');
    expect(physical.length).toBeGreaterThan(0);
    expect(digital.length).toBeGreaterThan(0);
    expect(physical.every((g) => g.stock !== null)).toBe(true);
    expect(digital.every((g) => g.stock === null)).toBe(true);
    expect(physical.some((g) => g.stock === 0)).toBe(true);
  });

  it('features at least six active gifts, every gift in a category', async () => {
    const rows = await allGifts();
    expect(rows.filter((g) => g.isFeatured && g.isActive).length).toBeGreaterThanOrEqual(6);
    const ids = new Set((await allCategories()).map((c) => c.id));
    expect(rows.every((g) => g.categoryId && ids.has(g.categoryId))).toBe(true);
  });

  it('makes every gift findable by its name in any language and tagged for the quiz', async () => {
    for (const gift of await allGifts()) {
      for (const name of [gift.name.fr, gift.name.ar!, gift.name.en!]) expect(gift.searchText).toContain(normalizeSearch(name));
      expect(gift.tags.length, gift.slug).toBeGreaterThanOrEqual(4);
    }
  });

  it('leaves gifts and categories without pictures when images are off', async () => {
    expect((await allGifts()).every((g) => g.images.length === 0)).toBe(true);
    expect((await allCategories()).every((c) => c.imageUrl === null)).toBe(true);
  });

  it('seeds nothing the second time', async () => {
    const before = (await allGifts()).length;
    expect(await seedIfEmpty(database.db, storage, { images: false, demoAccounts: true })).toBe(false);
    expect((await allGifts()).length).toBe(before);
    expect((await allCategories()).length).toBeGreaterThanOrEqual(8);
  });
});

describe('seeding from two servers at once', () => {
  it('seeds the catalogue once when two copies start on the same empty database', async () => {
    const { database, drop } = await freshDatabase();
    const storage = localStorage(mkdtempSync(join(tmpdir(), 'cadeaux-seed-')));
    try {
      const results = await Promise.all([
        seedIfEmpty(database.db, storage, { images: false, demoAccounts: true }),
        seedIfEmpty(database.db, storage, { images: false, demoAccounts: true }),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const rows = await database.db.select().from(gifts);
      expect(new Set(rows.map((g) => g.slug)).size).toBe(rows.length);
    } finally {
      await drop();
      rmSync(storage.localRoot!, { recursive: true, force: true });
    }
  });
});
