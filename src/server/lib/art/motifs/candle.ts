import { starPoints } from '../shapes.js';
import type { MotifDraw } from './types.js';

const flame = (x: number, y: number, s: number) =>
  `<circle cx="${x}" cy="${y - 20 * s}" r="${70 * s}" fill="url(#cd-halo)"/>` +
  `<path d="M${x},${y} C${x - 22 * s},${y - 26 * s} ${x - 8 * s},${y - 60 * s} ${x},${y - 80 * s} C${x + 8 * s},${y - 60 * s} ${x + 22 * s},${y - 26 * s} ${x},${y} Z" fill="url(#cd-flame)"/>`;

/** Scented candles in a pierced brass holder and a glass, glowing, with rose petals. */
export const candle: MotifDraw = (p) => {
  const defs =
    `<defs><radialGradient id="cd-halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#FFF3CF" stop-opacity="0.95"/><stop offset="1" stop-color="#FFD27A" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="cd-flame" cx="0.5" cy="0.7" r="0.6"><stop offset="0" stop-color="#FFFFFF"/><stop offset="0.5" stop-color="#FFE08A"/><stop offset="1" stop-color="#F08A24"/></radialGradient>` +
    `<linearGradient id="cd-wax" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#E9DCC4"/><stop offset="0.45" stop-color="#FFFDF6"/><stop offset="1" stop-color="#DCCBAE"/></linearGradient>` +
    `<linearGradient id="cd-brass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.goldDark}"/><stop offset="0.45" stop-color="${p.goldLight}"/><stop offset="1" stop-color="${p.goldDark}"/></linearGradient>` +
    `<linearGradient id="cd-glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.mainDark}"/><stop offset="0.45" stop-color="${p.mainLight}"/><stop offset="1" stop-color="${p.mainDark}"/></linearGradient></defs>`;
  const holes = [560, 620, 680, 740, 800]
    .flatMap((y, r) => [500, 560, 620, 680].map((x) => `<polygon points="${starPoints(x + (r % 2) * 30, y, 14, 6, 8)}"/>`))
    .join('');
  const petal = (x: number, y: number, rot: number) =>
    `<path d="M0,0 C-18,-24 -8,-44 10,-40 C28,-36 26,-10 0,0 Z" transform="translate(${x},${y}) rotate(${rot})" fill="${p.second}" opacity="0.9"/>`;
  return (
    defs +
    // tall pierced brass holder
    `<rect x="456" y="500" width="288" height="380" rx="26" fill="url(#cd-brass)"/>` +
    `<rect x="476" y="520" width="248" height="340" rx="18" fill="#6B3F1C" opacity="0.35"/>` +
    `<ellipse cx="600" cy="700" rx="140" ry="180" fill="url(#cd-halo)"/>` +
    `<g fill="#FFE9B0">${holes}</g>` +
    `<path d="M456,500 C456,420 744,420 744,500 Z" fill="url(#cd-brass)"/>` +
    `<circle cx="600" cy="430" r="22" fill="${p.goldDark}"/>` +
    `<rect x="440" y="870" width="320" height="40" rx="12" fill="url(#cd-brass)"/>` +
    `<rect x="430" y="906" width="340" height="30" rx="10" fill="${p.goldDark}"/>` +
    // glass candle
    `<rect x="772" y="760" width="140" height="180" rx="18" fill="url(#cd-glass)" opacity="0.9"/>` +
    `<rect x="786" y="780" width="112" height="140" rx="10" fill="url(#cd-wax)"/>` +
    `<rect x="772" y="840" width="140" height="30" fill="${p.gold}" opacity="0.9"/>` +
    `<path d="M842,780 L842,760" stroke="#3A2A1A" stroke-width="4"/>` +
    flame(842, 762, 0.9) +
    // pillar candle
    `<rect x="296" y="720" width="130" height="220" rx="14" fill="url(#cd-wax)"/>` +
    `<ellipse cx="361" cy="722" rx="65" ry="14" fill="#F6EEDD"/>` +
    `<path d="M361,722 L361,700" stroke="#3A2A1A" stroke-width="4"/>` +
    flame(361, 702, 1) +
    petal(470, 950, 20) + petal(520, 958, -40) + petal(700, 952, 70) + petal(250, 955, 10)
  );
};
