import { archPath, khatam, starPoints } from './shapes.js';

/** Moroccan wall patterns, each an SVG <pattern> with the id given, tiled in user units. */
export type PatternName = 'zellige' | 'arches' | 'trellis' | 'rosette';
export const patternNames: PatternName[] = ['zellige', 'arches', 'trellis', 'rosette'];

type Tile = (s: number, color: string) => { w: number; h: number; body: string };

const tiles: Record<PatternName, Tile> = {
  // 8-point stars with little crosses where four tiles meet.
  zellige: (s, color) => {
    const c = s / 2;
    const R = s * 0.36;
    const cross = (x: number, y: number) => `<polygon points="${starPoints(x, y, s * 0.16, s * 0.06, 4)}"/>`;
    return {
      w: s,
      h: s,
      body:
        `<g fill="${color}" fill-opacity="0.35" stroke="${color}" stroke-width="${s * 0.025}" stroke-linejoin="round">${khatam(c, c, R)}</g>` +
        `<polygon points="${starPoints(c, c, R * 0.55, R * 0.42, 8)}" fill="${color}"/>` +
        `<g fill="${color}">${cross(0, 0)}${cross(s, 0)}${cross(0, s)}${cross(s, s)}</g>`,
    };
  },
  // Rows of pointed arches, as on a riad's gallery.
  arches: (s, color) => {
    const h = s * 1.4;
    return {
      w: s,
      h,
      body:
        `<path d="${archPath(s / 2, h * 0.92, s * 0.62, h * 0.78)}" fill="none" stroke="${color}" stroke-width="${s * 0.03}"/>` +
        `<path d="${archPath(s / 2, h * 0.92, s * 0.4, h * 0.56)}" fill="${color}" fill-opacity="0.3"/>` +
        `<circle cx="${s / 2}" cy="${h * 0.06}" r="${s * 0.035}" fill="${color}"/>`,
    };
  },
  // A lattice of lozenges with stars where the lines cross, like carved cedar.
  trellis: (s, color) => ({
    w: s,
    h: s,
    body:
      `<path d="M0,${s / 2} L${s / 2},0 L${s},${s / 2} L${s / 2},${s} Z" fill="none" stroke="${color}" stroke-width="${s * 0.028}"/>` +
      `<path d="M${s * 0.25},${s / 2} L${s / 2},${s * 0.25} L${s * 0.75},${s / 2} L${s / 2},${s * 0.75} Z" fill="${color}" fill-opacity="0.28"/>` +
      [
        [s / 2, 0],
        [0, s / 2],
        [s, s / 2],
        [s / 2, s],
      ]
        .map(([x, y]) => `<polygon points="${starPoints(x!, y!, s * 0.09, s * 0.045, 8)}" fill="${color}"/>`)
        .join(''),
  }),
  // Sixteen-point rosettes, the centre of a fountain's tiling.
  rosette: (s, color) => {
    const c = s / 2;
    return {
      w: s,
      h: s,
      body:
        `<polygon points="${starPoints(c, c, s * 0.42, s * 0.3, 16)}" fill="${color}" fill-opacity="0.22" stroke="${color}" stroke-width="${s * 0.02}"/>` +
        `<circle cx="${c}" cy="${c}" r="${s * 0.2}" fill="none" stroke="${color}" stroke-width="${s * 0.02}"/>` +
        `<polygon points="${starPoints(c, c, s * 0.14, s * 0.07, 8)}" fill="${color}"/>` +
        `<g fill="${color}"><circle cx="0" cy="0" r="${s * 0.05}"/><circle cx="${s}" cy="0" r="${s * 0.05}"/><circle cx="0" cy="${s}" r="${s * 0.05}"/><circle cx="${s}" cy="${s}" r="${s * 0.05}"/></g>`,
    };
  },
};

/** A <pattern> definition; `size` is the tile width in canvas units. */
export function patternDef(id: string, name: PatternName, size: number, color: string): string {
  const { w, h, body } = tiles[name](size, color);
  return `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${body}</pattern>`;
}
