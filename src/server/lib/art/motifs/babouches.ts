import { starPoints } from '../shapes.js';
import type { MotifDraw } from './types.js';

const SOLE = 'M0,-250 C80,-200 104,-40 98,80 C92,180 56,240 0,240 C-56,240 -92,180 -98,80 C-104,-40 -80,-200 0,-250 Z';
const UPPER = 'M0,-240 C70,-196 92,-60 88,30 L-88,30 C-92,-60 -70,-196 0,-240 Z';

/** A pair of leather babouches from the Fès souk, seen from above, with gold embroidery. */
export const babouches: MotifDraw = (p) => {
  const defs =
    `<defs><linearGradient id="bb-leather" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.mainDark}"/><stop offset="0.45" stop-color="${p.mainLight}"/><stop offset="1" stop-color="${p.mainDark}"/></linearGradient>` +
    `<linearGradient id="bb-inside" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6B4A2B"/><stop offset="1" stop-color="#C89B6A"/></linearGradient></defs>`;
  const slipper = (x: number, rot: number) =>
    `<g transform="translate(${x},700) rotate(${rot})">` +
    `<path d="${SOLE}" transform="translate(6,12)" fill="${p.ink}" opacity="0.25"/>` +
    `<path d="${SOLE}" fill="#B88A5A"/>` +
    `<path d="${SOLE}" transform="scale(0.94)" fill="url(#bb-inside)"/>` +
    `<path d="${UPPER}" fill="url(#bb-leather)"/>` +
    `<path d="M-88,30 C-60,60 60,60 88,30" fill="none" stroke="${p.goldLight}" stroke-width="6"/>` +
    `<path d="M0,-200 L0,-20" stroke="${p.goldLight}" stroke-width="5" stroke-dasharray="4 10" stroke-linecap="round"/>` +
    `<polygon points="${starPoints(0, -70, 40, 18, 8)}" fill="${p.goldLight}"/>` +
    `<circle cx="0" cy="-70" r="9" fill="${p.second}"/>` +
    `<path d="M-50,-120 C-30,-100 30,-100 50,-120 M-64,-20 C-30,0 30,0 64,-20" fill="none" stroke="${p.gold}" stroke-width="4"/>` +
    `<ellipse cx="0" cy="150" rx="50" ry="60" fill="#5A3A22" opacity="0.25"/>` +
    `</g>`;
  return defs + slipper(490, -9) + slipper(710, 9);
};
