import { archPath, starPoints } from '../shapes.js';
import type { MotifDraw } from './types.js';

/** An open envelope, a greeting card rising from it with a painted arch, and a wax seal. */
export const envelope: MotifDraw = (p) => {
  const defs =
    `<defs><linearGradient id="ev-paper" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.mainLight}"/><stop offset="1" stop-color="${p.main}"/></linearGradient>` +
    `<linearGradient id="ev-inner" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.mainDark}"/><stop offset="1" stop-color="${p.main}"/></linearGradient>` +
    `<linearGradient id="ev-card" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFEF9"/><stop offset="1" stop-color="${p.panelTo}"/></linearGradient>` +
    `<radialGradient id="ev-seal" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="${p.secondLight}"/><stop offset="1" stop-color="${p.secondDark}"/></radialGradient></defs>`;
  return (
    defs +
    `<path d="M350,640 L600,460 L850,640 Z" fill="url(#ev-inner)"/>` +
    `<g transform="rotate(-4 600 600)"><rect x="430" y="330" width="340" height="440" rx="14" fill="url(#ev-card)" stroke="${p.gold}" stroke-width="6"/>` +
    `<path d="${archPath(600, 640, 220, 270)}" fill="${p.second}" opacity="0.9"/>` +
    `<path d="${archPath(600, 640, 180, 236)}" fill="${p.panelFrom}"/>` +
    `<polygon points="${starPoints(600, 530, 46, 20, 8)}" fill="${p.gold}"/>` +
    `<rect x="496" y="666" width="208" height="14" rx="7" fill="${p.goldLight}"/>` +
    `<rect x="530" y="694" width="140" height="12" rx="6" fill="${p.goldLight}" opacity="0.7"/></g>` +
    `<path d="M350,640 L350,930 L850,930 L850,640 L600,800 Z" fill="url(#ev-paper)"/>` +
    `<path d="M350,930 L560,770 M850,930 L640,770" stroke="${p.mainDark}" stroke-width="4" opacity="0.5"/>` +
    `<path d="M350,640 L600,800 L850,640" fill="none" stroke="${p.goldLight}" stroke-width="5"/>` +
    `<circle cx="600" cy="800" r="52" fill="url(#ev-seal)"/>` +
    `<circle cx="600" cy="800" r="38" fill="none" stroke="${p.secondDark}" stroke-width="4"/>` +
    `<polygon points="${starPoints(600, 800, 26, 12, 8)}" fill="${p.secondDark}"/>`
  );
};
