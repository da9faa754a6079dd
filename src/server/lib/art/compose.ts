import { frameDefs, frames, type FrameName } from './frames.js';
import { motifs, type MotifName } from './motifs/index.js';
import type { MotifSpec } from './motifs/types.js';
import { palettes, type PaletteName } from './palettes.js';
import { patternDef, type PatternName } from './patterns.js';
import { seededRng } from './random.js';
import { groundShadow, sparkle } from './shapes.js';

/** Everything that decides one picture; the same spec always gives the same image. */
export interface ArtSpec {
  motif: MotifName;
  palette: PaletteName;
  pattern: PatternName;
  frame: FrameName;
  seed: string;
}

export const CANVAS = 1200;

/** An SVG scene: patterned wall, framed window, the object on its shadow, a few glints. No text. */
export function composeSvg(spec: ArtSpec): string {
  const p = palettes[spec.palette];
  const rng = seededRng(spec.seed);
  const frame = frames[spec.frame](p);
  const motif: MotifSpec = motifs[spec.motif];
  const tile = spec.frame === 'arch' ? rng.pick([120, 140, 160]) : rng.pick([170, 200]);
  const defs =
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bgFrom}"/><stop offset="1" stop-color="${p.bgTo}"/></linearGradient>` +
    `<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.ink}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.ink}" stop-opacity="0"/></radialGradient>` +
    patternDef('pat', spec.pattern, tile, p.pattern) +
    patternDef('pat-soft', spec.pattern, tile * 0.6, p.gold) +
    frameDefs(p) +
    `<clipPath id="window">${frame.window}</clipPath>` +
    `</defs>`;
  const drawn = motif.draw(p, rng);
  // The medallion is the detail view: the object comes closer.
  const object = spec.frame === 'medallion' && !motif.scene ? `<g transform="translate(600,640) scale(1.12) translate(-600,-640)">${drawn}</g>` : drawn;
  const glints = Array.from({ length: 4 }, (_, i) => {
    const left = i % 2 === 0;
    const x = left ? rng.between(90, 230) : rng.between(970, 1110);
    const y = rng.between(120, 760);
    return sparkle(x, y, rng.between(14, 30), p.goldLight, 0.85);
  }).join('');
  // A scene fills the window and the shelf stands before it; an object stands on the shelf.
  const staged = motif.scene
    ? frame.back + `<g clip-path="url(#window)">${object}</g>` + frame.front
    : frame.back + frame.front + groundShadow(600, 962, 300, 34) + object;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}">` +
    defs +
    `<rect width="${CANVAS}" height="${CANVAS}" fill="url(#bg)"/>` +
    `<rect width="${CANVAS}" height="${CANVAS}" fill="url(#pat)" opacity="${p.patternOpacity}"/>` +
    glints +
    staged +
    `</svg>`
  );
}
