import { archPath, starPoints } from '../shapes.js';
import type { MotifDraw } from './types.js';

/** A riad's studded cedar door under a carved plaster arch, on a zellige step, a potted palm beside. */
export const door: MotifDraw = (p) => {
  const leaf = archPath(600, 930, 360, 620);
  const defs =
    `<defs><clipPath id="dr-leaf"><path d="${leaf}"/></clipPath>` +
    `<linearGradient id="dr-wood" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.mainDark}"/><stop offset="0.5" stop-color="${p.mainLight}"/><stop offset="1" stop-color="${p.mainDark}"/></linearGradient>` +
    `<linearGradient id="dr-plaster" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFBF2"/><stop offset="1" stop-color="#EADFC8"/></linearGradient></defs>`;
  const studs = [380, 470, 560, 650, 740, 830]
    .flatMap((y) => [470, 530, 600, 670, 730].map((x) => `<circle cx="${x}" cy="${y}" r="8"/>`))
    .join('');
  const tiles = Array.from({ length: 10 }, (_, i) => {
    const x = 385 + i * 43;
    return `<rect x="${x}" y="930" width="43" height="30" fill="${i % 2 ? p.second : p.main}"/><polygon points="${starPoints(x + 21.5, 945, 11, 5, 8)}" fill="${p.goldLight}"/>`;
  }).join('');
  return (
    defs +
    `<path d="${archPath(600, 930, 460, 700)}" fill="url(#dr-plaster)"/>` +
    `<path d="${archPath(600, 930, 430, 676)}" fill="none" stroke="${p.gold}" stroke-width="8"/>` +
    `<path d="${archPath(600, 930, 404, 652)}" fill="none" stroke="${p.goldDark}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>` +
    `<path d="${leaf}" fill="url(#dr-wood)"/>` +
    `<g clip-path="url(#dr-leaf)">` +
    `<rect x="596" y="300" width="8" height="640" fill="${p.mainDark}"/>` +
    `<path d="${archPath(600, 880, 280, 520)}" fill="none" stroke="${p.goldLight}" stroke-width="5" opacity="0.7"/>` +
    `<g fill="${p.goldLight}">${studs}</g></g>` +
    `<circle cx="560" cy="660" r="26" fill="none" stroke="${p.gold}" stroke-width="8"/>` +
    `<circle cx="560" cy="634" r="10" fill="${p.gold}"/>` +
    `<circle cx="640" cy="660" r="26" fill="none" stroke="${p.gold}" stroke-width="8"/>` +
    `<circle cx="640" cy="634" r="10" fill="${p.gold}"/>` +
    tiles +
    // potted palm
    `<path d="M820,960 L880,960 L900,860 L800,860 Z" fill="${p.second}"/>` +
    `<rect x="792" y="850" width="116" height="20" rx="6" fill="${p.secondDark}"/>` +
    `<g fill="#5E8C4A">` +
    [[-60, 40], [-30, 20], [0, 0], [30, 22], [60, 44]].map(([rot, len]) => `<path d="M850,850 C${850 + rot! * 0.8},${760 - len!} ${850 + rot! * 2},${700 - len!} ${850 + rot! * 2.4},${680 - len!} C${850 + rot! * 1.2},${740 - len!} ${850 + rot! * 0.4},${800} 850,850 Z"/>`).join('') +
    `</g>`
  );
};
