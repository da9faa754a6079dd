import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { localStorage } from '../../lib/storage/storage.js';
import type { DemoCatalogue } from './catalogue.js';
import { demoCatalogue } from './content/index.js';
import { demoPictureUrls, drawMissingPictures } from './images.js';

const dir = mkdtempSync(join(tmpdir(), 'cadeaux-images-'));
const storage = localStorage(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const category = demoCatalogue.categories[0]!;
const gift = demoCatalogue.gifts.find((g) => g.category === category.slug)!;
const small: DemoCatalogue = { categories: [category], gifts: [gift] };
const fileOf = (url: string, width: number) => join(dir, url.replace('/uploads/', '').replace('-800.webp', `-${width}.webp`));

async function expectWebp(file: string, width: number) {
  const meta = await sharp(readFileSync(file)).metadata();
  expect(meta.format, file).toBe('webp');
  expect([meta.width, meta.height], file).toEqual([width, width]);
}

describe('demo pictures', () => {
  it('names every picture before drawing it: a category’s one, a gift’s main and detail', () => {
    const urls = demoPictureUrls(storage, small);
    expect(urls.categories.get(category.slug)).toBe(`/uploads/categories/${category.slug}-800.webp`);
    expect(urls.gifts.get(gift.slug)).toEqual([`/uploads/gifts/${gift.slug}-1-800.webp`, `/uploads/gifts/${gift.slug}-2-800.webp`]);
  });

  it('draws the named pictures as square WebP at 400, 800 and 1200 px, two different ones per gift', async () => {
    expect(await drawMissingPictures(storage, small)).toBe(3);
    const urls = demoPictureUrls(storage, small);
    for (const url of [urls.categories.get(category.slug)!, ...urls.gifts.get(gift.slug)!]) {
      for (const width of [400, 800, 1200]) await expectWebp(fileOf(url, width), width);
    }
    const [main, detail] = urls.gifts.get(gift.slug)!.map((url) => readFileSync(fileOf(url, 800)));
    expect(main!.equals(detail!)).toBe(false);
  });

  it('draws only what is missing on the next start, and leaves no file half-written aside', async () => {
    expect(await drawMissingPictures(storage, small)).toBe(0);
    const detail = demoPictureUrls(storage, small).gifts.get(gift.slug)![1]!;
    rmSync(fileOf(detail, 1200));
    expect(await drawMissingPictures(storage, small)).toBe(1);
    expect(existsSync(fileOf(detail, 1200))).toBe(true);
    const leftovers = readdirSync(join(dir, 'gifts')).filter((f) => f.endsWith('.tmp'));
    expect(leftovers).toEqual([]);
  });
});
