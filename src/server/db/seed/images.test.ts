import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { localStorage } from '../../lib/storage.js';
import { categories } from './content/categories.js';
import { renderCategoryImage, renderGiftImages } from './images.js';

const dir = mkdtempSync(join(tmpdir(), 'cadeaux-images-'));
const storage = localStorage(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function expectWebp(key: string, width: number) {
  const meta = await sharp(readFileSync(join(dir, key))).metadata();
  expect(meta.format, key).toBe('webp');
  expect([meta.width, meta.height], key).toEqual([width, width]);
}

describe('demo pictures', () => {
  it('writes a gift’s main and detail pictures as square WebP at 400, 800 and 1200 px', async () => {
    const urls = await renderGiftImages(storage, { slug: 'theiere-test', motif: 'teapot' }, ['teal']);
    expect(urls).toEqual(['/uploads/gifts/theiere-test-1-800.webp', '/uploads/gifts/theiere-test-2-800.webp']);
    for (const n of [1, 2]) for (const width of [400, 800, 1200]) await expectWebp(`gifts/theiere-test-${n}-${width}.webp`, width);
    const main = readFileSync(join(dir, 'gifts/theiere-test-1-800.webp'));
    const detail = readFileSync(join(dir, 'gifts/theiere-test-2-800.webp'));
    expect(main.equals(detail)).toBe(false);
  });

  it('writes a category picture at every width and answers its 800 px URL', async () => {
    const category = categories[0]!;
    expect(await renderCategoryImage(storage, category)).toBe(`/uploads/categories/${category.slug}-800.webp`);
    for (const width of [400, 800, 1200]) await expectWebp(`categories/${category.slug}-${width}.webp`, width);
  });
});
