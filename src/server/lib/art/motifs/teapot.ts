import { khatam, sheenGradient } from '../shapes.js';
import type { MotifDraw } from './types.js';

const glass = (x: number, bottom: number, band: string, bandDark: string, gold: string) => {
  const top = bottom - 170;
  return (
    `<path d="M${x - 52},${top} L${x + 52},${top} L${x + 40},${bottom} L${x - 40},${bottom} Z" fill="rgba(255,255,255,0.35)" stroke="rgba(255,255,255,0.8)" stroke-width="3"/>` +
    `<path d="M${x - 47},${top + 40} L${x + 47},${top + 40} L${x + 40},${bottom} L${x - 40},${bottom} Z" fill="url(#tp-tea)"/>` +
    `<path d="M${x - 50},${top + 12} L${x + 50},${top + 12} L${x + 48},${top + 44} L${x - 48},${top + 44} Z" fill="${band}"/>` +
    `<path d="M${x - 48},${top + 40} L${x + 48},${top + 40}" stroke="${bandDark}" stroke-width="4"/>` +
    [-30, -10, 10, 30].map((dx) => `<circle cx="${x + dx}" cy="${top + 28}" r="5" fill="${gold}"/>`).join('') +
    `<path d="M${x - 38},${top + 60} L${x - 30},${bottom - 12}" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity="0.45"/>`
  );
};

const leaf = (x: number, y: number, rot: number) =>
  `<path d="M0,0 C18,-22 48,-22 66,0 C48,22 18,22 0,0 Z" transform="translate(${x},${y}) rotate(${rot})" fill="#5E8C4A"/><path d="M4,0 L60,0" transform="translate(${x},${y}) rotate(${rot})" stroke="#3F6B32" stroke-width="3"/>`;

/** A silver Moroccan teapot with two painted tea glasses and mint, on a brass tray. */
export const teapot: MotifDraw = (p) => {
  const defs =
    `<defs>${sheenGradient('tp-silver', '#8C9299', '#F4F5F7')}${sheenGradient('tp-tray', p.goldDark, p.goldLight)}` +
    `<linearGradient id="tp-tea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#E0A24A"/><stop offset="1" stop-color="#8A4B12"/></linearGradient></defs>`;
  return (
    defs +
    `<ellipse cx="600" cy="905" rx="340" ry="62" fill="${p.goldDark}"/>` +
    `<ellipse cx="600" cy="892" rx="336" ry="58" fill="url(#tp-tray)"/>` +
    `<ellipse cx="600" cy="892" rx="290" ry="44" fill="none" stroke="${p.goldDark}" stroke-width="4" stroke-dasharray="3 12" stroke-linecap="round"/>` +
    // handle behind the body
    `<path d="M395,610 C300,610 290,800 410,800" fill="none" stroke="url(#tp-silver)" stroke-width="26" stroke-linecap="round"/>` +
    // spout
    `<path d="M600,770 C680,760 700,690 742,600 C752,578 770,560 800,548 L808,566 C788,578 776,598 768,622 C740,716 716,800 612,820 Z" fill="url(#tp-silver)" stroke="#7C828A" stroke-width="3"/>` +
    // body, neck, lid
    `<path d="M420,850 C350,820 345,660 420,610 L600,610 C675,660 670,820 600,850 Z" fill="url(#tp-silver)" stroke="#7C828A" stroke-width="3"/>` +
    `<path d="M440,850 L580,850 L600,890 L420,890 Z" fill="url(#tp-silver)" stroke="#7C828A" stroke-width="3"/>` +
    `<g fill="none" stroke="${p.goldDark}" stroke-width="4">${khatam(510, 735, 46)}</g>` +
    `<circle cx="510" cy="735" r="16" fill="${p.gold}"/>` +
    `<path d="M372,700 C430,690 590,690 648,700" fill="none" stroke="#9AA0A7" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round"/>` +
    `<path d="M440,610 L580,610 L562,548 L458,548 Z" fill="url(#tp-silver)" stroke="#7C828A" stroke-width="3"/>` +
    `<rect x="446" y="532" width="128" height="20" rx="6" fill="${p.gold}"/>` +
    `<path d="M458,534 C458,470 562,470 562,534 Z" fill="url(#tp-silver)" stroke="#7C828A" stroke-width="3"/>` +
    `<circle cx="510" cy="468" r="18" fill="${p.gold}"/>` +
    `<path d="M500,456 L510,392 L520,456 Z" fill="url(#tp-silver)"/>` +
    `<path d="M392,640 C385,700 390,780 420,820" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity="0.55"/>` +
    glass(760, 880, p.main, p.mainDark, p.goldLight) +
    glass(880, 900, p.second, p.secondDark, p.goldLight) +
    leaf(740, 712, -120) +
    leaf(752, 716, -70) +
    leaf(746, 712, -95)
  );
};
