import { randomBytes } from 'node:crypto';
import { invalid } from '../../http/app-error.js';
import { PRIVATE_PREFIX, type Storage } from '../../lib/storage/storage.js';
import { ONLY_IMAGES, readRaster } from '../uploads/index.js';
import { loadSharp } from '../../lib/pictures/sharp.js';

/** Wide enough to read a face or a door number on a phone, small enough for an e-mail link. */
const PHOTO_WIDTH = 1280;

/**
 * Checks a courier's photo by its content (as uploads are) and re-encodes it to WebP: the phone's
 * metadata (GPS position of the recipient's door, camera) is dropped, and so is anything hidden in
 * the file. Throws 400 before anything is written.
 */
export async function encodeDeliveryPhoto(body: Buffer): Promise<Buffer> {
  await readRaster(body);
  const sharp = await loadSharp();
  // A file whose header reads but whose pixels do not (truncated) is refused the same way.
  return sharp(body, { failOn: 'error' })
    .rotate()
    .resize({ width: PHOTO_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer()
    .catch(() => {
      throw invalid(ONLY_IMAGES);
    });
}

/** Stores the photo under a private, generated key; answers the key. */
export async function storeDeliveryPhoto(storage: Storage, webp: Buffer): Promise<string> {
  // The year only sorts the files: the machine's clock, not a rule.
  const key = `${PRIVATE_PREFIX}delivery/${new Date().getUTCFullYear()}/${randomBytes(16).toString('hex')}.webp`;
  await storage.put(key, webp, 'image/webp');
  return key;
}
