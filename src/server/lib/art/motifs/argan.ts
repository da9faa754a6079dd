import { khatam } from '../shapes.js';
import type { MotifDraw } from './types.js';

const nut = (x: number, y: number, rot: number) =>
  `<g transform="translate(${x},${y}) rotate(${rot})"><ellipse rx="34" ry="24" fill="#9C6B34"/><ellipse cx="-8" cy="-7" rx="14" ry="7" fill="#C89455" opacity="0.8"/></g>`;
const leaf = (x: number, y: number, rot: number) =>
  `<g transform="translate(${x},${y}) rotate(${rot})"><path d="M0,0 C25,-26 70,-26 96,0 C70,26 25,26 0,0 Z" fill="#6C8F4E"/><path d="M6,0 L88,0" stroke="#4B6B35" stroke-width="3"/></g>`;

/** An amber dropper bottle of argan oil from Essaouira, a small cream jar, argan nuts and leaves. */
export const argan: MotifDraw = (p) => {
  const defs =
    `<defs><linearGradient id="ar-glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7A4310"/><stop offset="0.35" stop-color="#D9963A"/><stop offset="1" stop-color="#6B3A0D"/></linearGradient>` +
    `<linearGradient id="ar-jar" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.panelTo}"/><stop offset="0.45" stop-color="#FFFFFF"/><stop offset="1" stop-color="${p.panelTo}"/></linearGradient>` +
    `<linearGradient id="ar-gold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.goldDark}"/><stop offset="0.45" stop-color="${p.goldLight}"/><stop offset="1" stop-color="${p.goldDark}"/></linearGradient></defs>`;
  return (
    defs +
    // bottle
    `<path d="M430,600 C430,560 460,540 500,540 L580,540 C620,540 650,560 650,600 L650,920 C650,940 636,952 616,952 L464,952 C444,952 430,940 430,920 Z" fill="url(#ar-glass)"/>` +
    `<rect x="500" y="486" width="80" height="60" fill="url(#ar-glass)"/>` +
    `<rect x="486" y="430" width="108" height="70" rx="10" fill="url(#ar-gold)"/>` +
    `<path d="M500,476 L580,476" stroke="${p.goldDark}" stroke-width="4"/>` +
    `<path d="M506,432 C500,360 520,300 540,290 C560,300 580,360 574,432 Z" fill="${p.mainDark}"/>` +
    `<path d="M522,420 C520,370 530,330 540,318" stroke="#fff" stroke-width="7" fill="none" opacity="0.3" stroke-linecap="round"/>` +
    `<rect x="452" y="680" width="176" height="170" rx="12" fill="${p.panelFrom}"/>` +
    `<rect x="464" y="692" width="152" height="146" rx="8" fill="none" stroke="${p.gold}" stroke-width="4"/>` +
    `<g fill="none" stroke="${p.main}" stroke-width="5">${khatam(540, 765, 40)}</g>` +
    `<circle cx="540" cy="765" r="12" fill="${p.gold}"/>` +
    `<path d="M456,600 L456,910" stroke="#fff" stroke-width="12" opacity="0.28" stroke-linecap="round"/>` +
    // drop of oil
    `<path d="M700,520 C700,520 672,560 672,580 C672,596 685,608 700,608 C715,608 728,596 728,580 C728,560 700,520 700,520 Z" fill="#E2A546" opacity="0.9"/>` +
    // jar
    `<rect x="690" y="790" width="170" height="150" rx="24" fill="url(#ar-jar)"/>` +
    `<rect x="680" y="756" width="190" height="50" rx="12" fill="url(#ar-gold)"/>` +
    `<path d="M700,840 L850,840" stroke="${p.second}" stroke-width="10"/>` +
    `<path d="M700,858 L850,858" stroke="${p.gold}" stroke-width="4"/>` +
    leaf(300, 930, -28) + leaf(318, 940, -62) + leaf(860, 950, -150) +
    nut(340, 940, 10) + nut(392, 952, -20) + nut(895, 946, 25) + nut(800, 956, -8)
  );
};
