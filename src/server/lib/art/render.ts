import { CANVAS } from './compose.js';
import { loadSharp } from '../pictures/sharp.js';

export const IMAGE_WIDTHS = [400, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * Rasterises the SVG once at full size, then encodes square WebP files at each width. Effort 2
 * gives files about 6% larger than the slowest setting in half the encoding time.
 */
export async function renderWebp(svg: string, quality = 78): Promise<Map<ImageWidth, Buffer>> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(svg)).resize(CANVAS, CANVAS).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const out = new Map<ImageWidth, Buffer>();
  for (const width of IMAGE_WIDTHS) {
    const image = sharp(data, { raw });
    const sized = width === CANVAS ? image : image.resize(width, width, { kernel: 'lanczos3' });
    out.set(width, await sized.webp({ quality, effort: 2 }).toBuffer());
  }
  return out;
}
