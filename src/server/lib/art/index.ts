import { composeSvg, type ArtSpec } from './compose.js';
import type { MotifName } from './motifs/index.js';
import { paletteNames, type PaletteName } from './palettes.js';
import { patternNames } from './patterns.js';
import { seededRng } from './random.js';
import { renderWebp, type ImageWidth } from './render.js';

export { IMAGE_WIDTHS, type ImageWidth } from './render.js';
export type { MotifName } from './motifs/index.js';
export type { PaletteName } from './palettes.js';
export type { ArtSpec } from './compose.js';

/**
 * A gift's two pictures: its object in an arched niche in one of the preferred palettes, then a
 * detail view in a star medallion with another palette and pattern. Decided by the slug alone.
 */
export function giftArt(slug: string, motif: MotifName, preferred: readonly PaletteName[]): [ArtSpec, ArtSpec] {
  const rng = seededRng(slug);
  const palette = rng.pick(preferred);
  const pattern = rng.pick(patternNames);
  return [
    { motif, palette, pattern, frame: 'arch', seed: `${slug}-1` },
    {
      motif,
      palette: rng.pick(paletteNames.filter((p) => p !== palette)),
      pattern: rng.pick(patternNames.filter((p) => p !== pattern)),
      frame: 'medallion',
      seed: `${slug}-2`,
    },
  ];
}

/** A category's picture: its emblem object in an arched niche, in the category's own palette. */
export function categoryArt(slug: string, motif: MotifName, palette: PaletteName): ArtSpec {
  return { motif, palette, pattern: seededRng(slug).pick(patternNames), frame: 'arch', seed: slug };
}

/** The picture as WebP at every served width. */
export function renderArt(spec: ArtSpec): Promise<Map<ImageWidth, Buffer>> {
  return renderWebp(composeSvg(spec));
}
