import { starPoints } from '../shapes.js';
import type { MotifDraw } from './types.js';

// Fired clay whatever the palette: a pink or blue tagine would not read as one.
const CLAY = '#B8582F';
const CLAY_LIGHT = '#E08A5C';
const CLAY_DARK = '#7E3518';
const INK = '#1F4E5A';

/** A painted clay tagine: conical lid with bands of motifs over its dish, steam rising. */
export const tagine: MotifDraw = (p) => {
  const lid = 'M372,820 C420,740 510,560 572,392 L628,392 C690,560 780,740 828,820 Z';
  const defs =
    `<defs><clipPath id="tg-lid"><path d="${lid}"/></clipPath>` +
    `<linearGradient id="tg-clay" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${CLAY_DARK}"/><stop offset="0.4" stop-color="${CLAY_LIGHT}"/><stop offset="1" stop-color="${CLAY_DARK}"/></linearGradient>` +
    `<linearGradient id="tg-dish" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${CLAY}"/><stop offset="1" stop-color="${CLAY_DARK}"/></linearGradient></defs>`;
  const triangles = Array.from({ length: 13 }, (_, i) => {
    const x = 380 + i * 36;
    return `<path d="M${x},742 L${x + 18},712 L${x + 36},742 Z"/>`;
  }).join('');
  const dots = Array.from({ length: 9 }, (_, i) => `<circle cx="${488 + i * 28}" cy="600" r="7"/>`).join('');
  return (
    defs +
    `<path d="M300,842 C340,930 860,930 900,842 Z" fill="url(#tg-dish)"/>` +
    `<ellipse cx="600" cy="842" rx="300" ry="40" fill="${CLAY_DARK}"/>` +
    `<ellipse cx="600" cy="836" rx="290" ry="34" fill="${CLAY}"/>` +
    `<path d="M330,870 C420,905 780,905 870,870" fill="none" stroke="${p.goldLight}" stroke-width="6" stroke-dasharray="2 16" stroke-linecap="round"/>` +
    `<path d="${lid}" fill="url(#tg-clay)"/>` +
    `<g clip-path="url(#tg-lid)">` +
    `<rect x="300" y="760" width="600" height="26" fill="${p.panelFrom}" opacity="0.9"/>` +
    `<g fill="${INK}">${triangles}</g>` +
    `<rect x="300" y="700" width="600" height="10" fill="${p.panelFrom}" opacity="0.9"/>` +
    `<rect x="300" y="640" width="600" height="30" fill="${INK}"/>` +
    `<g fill="${p.goldLight}">${Array.from({ length: 12 }, (_, i) => `<polygon points="${starPoints(420 + i * 34, 655, 11, 5, 8)}"/>`).join('')}</g>` +
    `<g fill="${p.panelFrom}">${dots}</g>` +
    `<rect x="300" y="520" width="600" height="14" fill="${INK}"/>` +
        `<path d="M545,430 C520,520 470,660 420,790" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity="0.22"/>` +
    `</g>` +
    `<ellipse cx="600" cy="392" rx="46" ry="14" fill="${CLAY_DARK}"/>` +
    `<path d="M566,392 C566,340 634,340 634,392 Z" fill="url(#tg-clay)"/>` +
    `<circle cx="600" cy="338" r="20" fill="${CLAY_LIGHT}"/>` +
    `<g fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" opacity="0.6">` +
    `<path d="M540,300 C510,270 560,240 530,200"/><path d="M662,292 C692,262 642,232 672,192"/></g>`
  );
};
