import type { MotifDraw } from './types.js';

const stone = (cy: number, rx: number, ry: number, id: string) =>
  `<ellipse cx="600" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/><ellipse cx="${600 - rx * 0.25}" cy="${cy - ry * 0.45}" rx="${rx * 0.45}" ry="${ry * 0.22}" fill="#fff" opacity="0.22"/>`;

const petal = (rot: number, fill: string) =>
  `<path d="M0,0 C-30,-40 -22,-92 0,-100 C22,-92 30,-40 0,0 Z" transform="rotate(${rot})" fill="${fill}"/>`;

/** A eucalyptus sprig: round leaves alternating along a curved stem. */
function eucalyptus(x0: number, y0: number, x1: number, y1: number, bend: number): string {
  const leaves: string[] = [];
  for (let i = 1; i <= 9; i++) {
    const t = i / 10;
    const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * (x0 + bend) + t * t * x1;
    const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * ((y0 + y1) / 2) + t * t * y1;
    const side = i % 2 === 0 ? 1 : -1;
    const r = 34 - i * 2;
    leaves.push(`<ellipse cx="${(x + side * r * 0.9).toFixed(0)}" cy="${y.toFixed(0)}" rx="${r}" ry="${(r * 0.8).toFixed(0)}" fill="url(#sp-leaf)"/>`);
  }
  return `<path d="M${x0},${y0} Q${x0 + bend},${(y0 + y1) / 2} ${x1},${y1}" fill="none" stroke="#6E8B5E" stroke-width="6"/>` + leaves.join('');
}

/** Warm hammam stones stacked in balance, eucalyptus, a frangipani flower and a tea light. */
export const spa: MotifDraw = (p) => {
  const defs =
    `<defs><radialGradient id="sp-a" cx="0.4" cy="0.3" r="0.8"><stop offset="0" stop-color="#A79B90"/><stop offset="1" stop-color="#4F4740"/></radialGradient>` +
    `<radialGradient id="sp-b" cx="0.4" cy="0.3" r="0.8"><stop offset="0" stop-color="#C2B6A8"/><stop offset="1" stop-color="#6A5F55"/></radialGradient>` +
    `<linearGradient id="sp-leaf" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#B5C9A3"/><stop offset="1" stop-color="#6E8B5E"/></linearGradient>` +
    `<radialGradient id="sp-flame" cx="0.5" cy="0.6" r="0.5"><stop offset="0" stop-color="#FFF6D8"/><stop offset="1" stop-color="#F2A93B"/></radialGradient>` +
    `<radialGradient id="sp-halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.goldLight}" stop-opacity="0.8"/><stop offset="1" stop-color="${p.goldLight}" stop-opacity="0"/></radialGradient></defs>`;
  return (
    defs +
    eucalyptus(470, 900, 360, 460, -60) +
    eucalyptus(760, 900, 860, 520, 80) +
    stone(900, 230, 64, 'sp-a') +
    stone(800, 180, 54, 'sp-b') +
    stone(715, 136, 44, 'sp-a') +
    stone(648, 96, 34, 'sp-b') +
    `<g transform="translate(600,600)">` +
    [0, 72, 144, 216, 288].map((r) => petal(r, '#FFFDF6')).join('') +
    [0, 72, 144, 216, 288].map((r) => `<path d="M0,0 C-10,-30 -6,-58 0,-66 C6,-58 10,-30 0,0 Z" transform="rotate(${r})" fill="${p.goldLight}" opacity="0.9"/>`).join('') +
    `<circle r="16" fill="#F2C14E"/></g>` +
    `<circle cx="850" cy="900" r="90" fill="url(#sp-halo)"/>` +
    `<rect x="806" y="900" width="88" height="50" rx="10" fill="${p.panelFrom}" stroke="${p.gold}" stroke-width="5"/>` +
    `<path d="M850,900 C830,870 842,840 850,820 C858,840 870,870 850,900 Z" fill="url(#sp-flame)"/>`
  );
};
