import { khatam, starPoints } from '../shapes.js';
import type { MotifDraw } from './types.js';

/** Two experience vouchers fanned out, with a gold seal, a perforated stub and a ribbon. */
export const ticket: MotifDraw = (p) => {
  const card = (id: string, from: string, to: string) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  const defs =
    `<defs>${card('tk-front', p.mainLight, p.mainDark)}${card('tk-back', p.secondLight, p.secondDark)}` +
    `<linearGradient id="tk-gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.goldLight}"/><stop offset="1" stop-color="${p.goldDark}"/></linearGradient>` +
    `<mask id="tk-notch"><rect x="-300" y="-200" width="600" height="400" fill="#fff"/><circle cx="-260" cy="0" r="30" fill="#000"/><circle cx="260" cy="0" r="30" fill="#000"/><circle cx="120" cy="-170" r="16" fill="#000"/><circle cx="120" cy="170" r="16" fill="#000"/></mask></defs>`;
  const face = (fill: string) =>
    `<rect x="-260" y="-170" width="520" height="340" rx="26" fill="${fill}" mask="url(#tk-notch)"/>` +
    `<rect x="-232" y="-142" width="464" height="284" rx="16" fill="none" stroke="${p.goldLight}" stroke-width="4" opacity="0.8"/>`;
  const lines = [-40, 0, 40]
    .map((y, i) => `<rect x="-150" y="${y - 8}" width="${i === 0 ? 190 : i === 1 ? 150 : 110}" height="16" rx="8" fill="${p.goldLight}" opacity="${0.8 - i * 0.2}"/>`)
    .join('');
  return (
    defs +
    `<g transform="translate(560,620) rotate(-10)">${face('url(#tk-back)')}</g>` +
    `<g transform="translate(640,720) rotate(6)">${face('url(#tk-front)')}` +
    `<path d="M120,-150 L120,150" stroke="${p.goldLight}" stroke-width="5" stroke-dasharray="10 12" opacity="0.9"/>` +
    `<g transform="translate(-170,-80)"><polygon points="${starPoints(0, 0, 46, 34, 16)}" fill="url(#tk-gold)"/><circle r="28" fill="${p.goldDark}"/><polygon points="${starPoints(0, 0, 18, 8, 8)}" fill="${p.goldLight}"/></g>` +
    lines +
    `<rect x="-150" y="92" width="150" height="22" rx="11" fill="url(#tk-gold)"/>` +
    `<g fill="none" stroke="${p.goldLight}" stroke-width="5">${khatam(190, 0, 40)}</g>` +
    `<circle cx="190" cy="0" r="10" fill="${p.goldLight}"/>` +
    `</g>` +
    // ribbon across the corner
    `<path d="M360,560 C430,540 470,590 520,560" fill="none" stroke="${p.second}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M330,530 C300,480 360,470 380,520 C400,470 460,490 420,540 C460,560 430,600 390,570 C380,620 320,610 350,565 C300,570 300,530 330,530 Z" fill="${p.secondLight}" stroke="${p.secondDark}" stroke-width="4"/>` +
    `<circle cx="376" cy="548" r="14" fill="${p.secondDark}"/>`
  );
};
