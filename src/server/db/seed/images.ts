import { categoryArt, giftArt, IMAGE_WIDTHS, type ArtSpec } from '../../lib/art/index.js';
import { exitOf, forkModule } from '../../lib/runtime/child-module.js';
import type { Storage } from '../../lib/storage/storage.js';
import type { DemoCatalogue } from './catalogue.js';
import { mapLimit } from './concurrency.js';
import type { DrawRequest, Drawn } from './draw-pictures.js';

/** One demo picture: stored as `<folder>/<name>-<width>.webp` at every width. */
interface Picture {
  folder: 'gifts' | 'categories';
  name: string;
  spec: ArtSpec;
}

const keyOf = (p: Picture, width: number) => `${p.folder}/${p.name}-${width}.webp`;
const LARGEST = Math.max(...IMAGE_WIDTHS);

function picturesOf(catalogue: DemoCatalogue) {
  const palettesOf = new Map(catalogue.categories.map((c) => [c.slug, c.palettes]));
  const categories = catalogue.categories.map((c) => ({
    slug: c.slug,
    pictures: [{ folder: 'categories', name: c.slug, spec: categoryArt(c.slug, c.motif, c.palettes[0] ?? 'sable') } as Picture],
  }));
  const gifts = catalogue.gifts.map((g) => ({
    slug: g.slug,
    pictures: giftArt(g.slug, g.motif, palettesOf.get(g.category) ?? ['sable']).map(
      (spec, i): Picture => ({ folder: 'gifts', name: `${g.slug}-${i + 1}`, spec }),
    ),
  }));
  return { categories, gifts };
}

export interface CataloguePictures {
  categories: Map<string, string>;
  gifts: Map<string, string[]>;
}

/** The 800 px URLs the catalogue's rows point at, known before any picture is drawn. */
export function demoPictureUrls(storage: Storage, catalogue: DemoCatalogue): CataloguePictures {
  const { categories, gifts } = picturesOf(catalogue);
  const url = (p: Picture) => storage.url(keyOf(p, 800));
  return {
    categories: new Map(categories.map((c) => [c.slug, c.pictures.map(url)[0] ?? ''])),
    gifts: new Map(gifts.map((g) => [g.slug, g.pictures.map(url)])),
  };
}

/**
 * Draws `pictures` in a child process (draw-pictures.ts) and stores each as it arrives, one at a
 * time, `onStored` after each. The largest width is written last: when it exists, the picture is
 * complete (puts are atomic).
 */
async function drawApart(storage: Storage, pictures: Picture[], onStored: () => void) {
  const child = forkModule(import.meta.url, 'draw-pictures');
  const exited = exitOf(child, 'the demo pictures’ drawing');
  let stored = Promise.resolve();
  child.on('message', ({ index, files }: Drawn) => {
    const picture = pictures[index]!;
    stored = stored.then(async () => {
      for (const [width, bytes] of files) await storage.put(keyOf(picture, width), Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'image/webp');
      onStored();
    });
  });
  child.send(pictures.map((p) => p.spec) satisfies DrawRequest);
  await exited;
  await stored;
}

/**
 * Draws the catalogue's pictures that storage does not hold yet (all of them on a first start, the
 * rest after a start that stopped half-way, none afterwards) and answers how many it drew. They
 * are drawn in a short-lived process: libvips' memory is not kept by the server's, whose event
 * loop answers requests meanwhile.
 */
export async function drawMissingPictures(storage: Storage, catalogue: DemoCatalogue, log: (line: string) => void = () => {}): Promise<number> {
  const { categories, gifts } = picturesOf(catalogue);
  const all = [...categories, ...gifts].flatMap((item) => item.pictures);
  const present = await mapLimit(all, 16, (p) => storage.exists(keyOf(p, LARGEST)));
  const missing = all.filter((_, i) => !present[i]);
  if (missing.length === 0) return 0;
  const started = Date.now();
  let done = 0;
  await drawApart(storage, missing, () => {
    done++;
    if (done % 25 === 0 && done < missing.length) log(`Demo pictures: ${done}/${missing.length}`);
  });
  log(`Demo pictures: ${missing.length} drawn in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return missing.length;
}
