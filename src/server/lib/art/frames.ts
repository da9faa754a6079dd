import type { Palette } from './palettes.js';
import { archPath, starPoints } from './shapes.js';

/** How an object is staged: in an arched niche on a shelf, or inside a star medallion. */
export type FrameName = 'arch' | 'medallion';

export interface Frame {
  /** Drawn behind the object. */
  back: string;
  /** Drawn over the object's bottom edge (the shelf's front), may be empty. */
  front: string;
  /** The window's outline, for scenes clipped to it. */
  window: string;
}

const ARCH = archPath(600, 1000, 720, 880);

function arch(p: Palette): Frame {
  return {
    back:
      `<path d="${archPath(600, 1000, 800, 930)}" fill="url(#fr-gold)"/>` +
      `<path d="${archPath(600, 1000, 764, 906)}" fill="none" stroke="${p.goldDark}" stroke-width="4" opacity="0.7"/>` +
      `<path d="${ARCH}" fill="url(#fr-panel)"/>` +
      `<path d="${ARCH}" fill="url(#pat-soft)" opacity="0.5"/>` +
      `<path d="${ARCH}" fill="none" stroke="${p.ink}" stroke-opacity="0.12" stroke-width="28"/>`,
    front:
      `<rect x="0" y="960" width="1200" height="240" fill="url(#fr-ledge)"/>` +
      `<rect x="0" y="956" width="1200" height="10" fill="${p.goldLight}" opacity="0.85"/>` +
      `<rect x="0" y="966" width="1200" height="6" fill="${p.goldDark}" opacity="0.35"/>`,
    window: `<path d="${ARCH}"/>`,
  };
}

function medallion(p: Palette): Frame {
  return {
    back:
      `<polygon points="${starPoints(600, 610, 540, 482, 16)}" fill="url(#fr-gold)"/>` +
      `<circle cx="600" cy="610" r="470" fill="none" stroke="${p.goldDark}" stroke-width="4" opacity="0.6"/>` +
      `<circle cx="600" cy="610" r="455" fill="url(#fr-panel)"/>` +
      `<circle cx="600" cy="610" r="455" fill="url(#pat-soft)" opacity="0.45"/>` +
      `<circle cx="600" cy="610" r="425" fill="none" stroke="${p.gold}" stroke-width="3" stroke-dasharray="4 14" stroke-linecap="round"/>` +
      `<circle cx="600" cy="610" r="441" fill="none" stroke="${p.ink}" stroke-opacity="0.1" stroke-width="28"/>`,
    front: '',
    window: `<circle cx="600" cy="610" r="455"/>`,
  };
}

export const frames: Record<FrameName, (p: Palette) => Frame> = { arch, medallion };

/** Gradients the frames use, defined once per picture. */
export function frameDefs(p: Palette): string {
  return (
    `<linearGradient id="fr-gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.goldLight}"/><stop offset="0.5" stop-color="${p.gold}"/><stop offset="1" stop-color="${p.goldDark}"/></linearGradient>` +
    `<linearGradient id="fr-panel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.panelFrom}"/><stop offset="1" stop-color="${p.panelTo}"/></linearGradient>` +
    `<linearGradient id="fr-ledge" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.panelTo}"/><stop offset="1" stop-color="${p.gold}"/></linearGradient>`
  );
}
