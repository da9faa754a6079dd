import { categoryArt, giftArt, renderArt, type ArtSpec, type PaletteName } from '../../lib/art/index.js';
import type { Storage } from '../../lib/storage.js';
import { mapLimit } from './concurrency.js';
import type { SeedCategory, SeedGift } from './types.js';

/** Image files of one picture: `<folder>/<name>-<width>.webp`; returns the URL of the 800 px one. */
async function storePicture(storage: Storage, folder: string, name: string, spec: ArtSpec): Promise<string> {
  const files = await renderArt(spec);
  let url = '';
  for (const [width, buffer] of files) {
    const stored = await storage.put(`${folder}/${name}-${width}.webp`, buffer, 'image/webp');
    if (width === 800) url = stored;
  }
  return url;
}

/** Renders and stores a gift's main and detail pictures; returns their 800 px URLs in that order. */
export async function renderGiftImages(
  storage: Storage,
  gift: Pick<SeedGift, 'slug' | 'motif'>,
  palettes: readonly PaletteName[],
): Promise<string[]> {
  const specs = giftArt(gift.slug, gift.motif, palettes);
  return Promise.all(specs.map((spec, i) => storePicture(storage, 'gifts', `${gift.slug}-${i + 1}`, spec)));
}

/** Renders and stores a category's picture; returns its 800 px URL. */
export function renderCategoryImage(storage: Storage, category: SeedCategory): Promise<string> {
  const palette = category.palettes[0] ?? 'sable';
  return storePicture(storage, 'categories', category.slug, categoryArt(category.slug, category.motif, palette));
}

export interface CataloguePictures {
  categories: Map<string, string>;
  gifts: Map<string, string[]>;
}

/** Every picture of the demo catalogue, four at a time, with progress through `log`. */
export async function renderCatalogueImages(
  storage: Storage,
  categories: readonly SeedCategory[],
  gifts: readonly (SeedGift & { category: string })[],
  log: (line: string) => void,
): Promise<CataloguePictures> {
  const palettesOf = new Map(categories.map((c) => [c.slug, c.palettes]));
  const jobs = [
    ...categories.map((c) => ({ kind: 'category' as const, slug: c.slug, run: () => renderCategoryImage(storage, c).then((u) => [u]) })),
    ...gifts.map((g) => ({ kind: 'gift' as const, slug: g.slug, run: () => renderGiftImages(storage, g, palettesOf.get(g.category) ?? ['sable']) })),
  ];
  let done = 0;
  const results = await mapLimit(jobs, 4, async (job) => {
    const urls = await job.run();
    done++;
    if (done % 10 === 0 || done === jobs.length) log(`Demo pictures: ${done}/${jobs.length}`);
    return { ...job, urls };
  });
  const pictures: CataloguePictures = { categories: new Map(), gifts: new Map() };
  for (const r of results) {
    if (r.kind === 'category') pictures.categories.set(r.slug, r.urls[0] ?? '');
    else pictures.gifts.set(r.slug, r.urls);
  }
  return pictures;
}
