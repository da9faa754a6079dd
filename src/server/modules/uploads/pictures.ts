import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import { invalid } from '../../http/app-error.js';
import type { Storage } from '../../lib/storage/storage.js';
import { loadSharp } from '../../lib/pictures/sharp.js';

export const ONLY_IMAGES = 'Seules les images sont acceptées (JPEG, PNG, WebP, GIF ou AVIF).';
/** The widths the storefront asks for (`-400`, `-800`, `-1200.webp`); the URL answered is the 800 one. */
const WIDTHS = [400, 800, 1200] as const;
/** Raster formats sharp reads; SVG is refused (it can carry scripts), as is anything else. */
const RASTER = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** The picture's metadata if sharp reads it as a raster image; 400 `ONLY_IMAGES` otherwise. */
export async function readRaster(body: Buffer) {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(body, { failOn: 'error' }).metadata();
    if (meta.format && RASTER.has(meta.format) && meta.width && meta.height) return meta;
  } catch {
    // not an image sharp can read
  }
  throw invalid(ONLY_IMAGES);
}

/**
 * Stores an uploaded picture: the content decides (not its name or declared type), and it is
 * re-encoded to WebP at the storefront's widths, which drops metadata (GPS, camera) and anything
 * hidden in the file. Names are generated; the uploader's file name is never used.
 */
export async function storePicture(db: Db, storage: Storage, body: Buffer, uploadedBy: string) {
  const meta = await readRaster(body);
  const sharp = await loadSharp();
  // The year only sorts the files: the machine's clock, not a rule.
  const name = `uploads/${new Date().getUTCFullYear()}/${randomBytes(12).toString('hex')}`;
  let url = '';
  let bytes = 0;
  for (const width of WIDTHS) {
    const webp = await sharp(body, { failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const stored = await storage.put(`${name}-${width}.webp`, webp, 'image/webp');
    if (width === 800) {
      url = stored;
      bytes = webp.length;
    }
  }
  await db.insert(uploads).values({
    key: `${name}-800.webp`,
    contentType: 'image/webp',
    width: Math.min(meta.width ?? 0, 800),
    height: meta.height ?? null,
    bytes,
    uploadedBy,
  });
  return { url };
}
