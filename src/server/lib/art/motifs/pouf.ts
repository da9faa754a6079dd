import { starPoints } from '../shapes.js';
import type { MotifDraw } from './types.js';

/** A round leather pouf embroidered with a star, and a woven cushion leaning on it. */
export const pouf: MotifDraw = (p) => {
  const defs =
    `<defs><linearGradient id="pf-side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.secondDark}"/><stop offset="0.45" stop-color="${p.secondLight}"/><stop offset="1" stop-color="${p.secondDark}"/></linearGradient>` +
    `<radialGradient id="pf-top" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="${p.secondLight}"/><stop offset="1" stop-color="${p.second}"/></radialGradient>` +
    `<linearGradient id="pf-cushion" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.mainLight}"/><stop offset="1" stop-color="${p.mainDark}"/></linearGradient></defs>`;
  const rays = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8;
    return `<line x1="${(600 + Math.cos(a) * 80).toFixed(0)}" y1="${(660 + Math.sin(a) * 22).toFixed(0)}" x2="${(600 + Math.cos(a) * 230).toFixed(0)}" y2="${(660 + Math.sin(a) * 62).toFixed(0)}"/>`;
  }).join('');
  const zig = Array.from({ length: 17 }, (_, i) => `${360 + i * 30},${i % 2 ? 800 : 770}`).join(' ');
  return (
    defs +
    // cushion behind
    `<g transform="translate(790,640) rotate(14)"><path d="M-150,-150 C-60,-130 60,-130 150,-150 C130,-60 130,60 150,150 C60,130 -60,130 -150,150 C-130,60 -130,-60 -150,-150 Z" fill="url(#pf-cushion)"/>` +
    `<g fill="none" stroke="${p.goldLight}" stroke-width="6">${[-80, -40, 0, 40, 80].map((y) => `<path d="M-120,${y} L-60,${y - 20} L0,${y} L60,${y - 20} L120,${y}"/>`).join('')}</g></g>` +
    `<path d="M340,660 C330,760 350,880 420,930 C520,970 680,970 780,930 C850,880 870,760 860,660 Z" fill="url(#pf-side)"/>` +
    `<polyline points="${zig}" fill="none" stroke="${p.goldLight}" stroke-width="6" stroke-dasharray="8 6"/>` +
    `<path d="M350,860 C470,900 730,900 850,860" fill="none" stroke="${p.goldLight}" stroke-width="5"/>` +
    `<ellipse cx="600" cy="660" rx="262" ry="74" fill="url(#pf-top)"/>` +
    `<ellipse cx="600" cy="660" rx="262" ry="74" fill="none" stroke="${p.secondDark}" stroke-width="6"/>` +
    `<g stroke="${p.goldLight}" stroke-width="4" stroke-dasharray="6 8" opacity="0.9">${rays}</g>` +
    `<polygon points="${starPoints(600, 660, 70, 34, 8)}" transform="translate(0,${660 * 0.7}) scale(1,0.3)" fill="${p.main}" stroke="${p.goldLight}" stroke-width="6"/>`
  );
};
