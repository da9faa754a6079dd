import { sheenGradient, starPoints } from '../shapes.js';
import type { MotifDraw } from './types.js';

/** A pierced brass lantern with coloured glass, glowing from within. */
export const lantern: MotifDraw = (p) => {
  const defs =
    `<defs>${sheenGradient('ln-metal', p.goldDark, p.goldLight)}` +
    `<radialGradient id="ln-glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.goldLight}" stop-opacity="0.95"/><stop offset="0.55" stop-color="${p.goldLight}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.goldLight}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="ln-glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.mainLight}"/><stop offset="1" stop-color="${p.mainDark}"/></linearGradient>` +
    `<radialGradient id="ln-inner" cx="0.5" cy="0.55" r="0.5"><stop offset="0" stop-color="#FFF4D6"/><stop offset="0.5" stop-color="${p.goldLight}" stop-opacity="0.7"/><stop offset="1" stop-color="${p.goldLight}" stop-opacity="0"/></radialGradient></defs>`;
  const face = (pts: string, shade: string) => `<polygon points="${pts}" fill="url(#ln-glass)"/><polygon points="${pts}" fill="${shade}"/>`;
  const piercing = [520, 600, 680, 760]
    .map((y, i) => `<polygon points="${starPoints(600, y, i % 2 ? 22 : 30, i % 2 ? 10 : 14, 8)}"/>`)
    .join('');
  const dots = [540, 580, 620, 660, 700, 740]
    .map((y) => `<circle cx="${y < 640 ? 545 - (y - 520) * 0.3 : 520 + (y - 640) * 0.25}" cy="${y}" r="7"/><circle cx="${y < 640 ? 655 + (y - 520) * 0.3 : 680 - (y - 640) * 0.25}" cy="${y}" r="7"/>`)
    .join('');
  return (
    defs +
    `<circle cx="600" cy="640" r="420" fill="url(#ln-glow)"/>` +
    `<circle cx="600" cy="252" r="30" fill="none" stroke="${p.goldDark}" stroke-width="12"/>` +
    `<path d="M585,280 L615,280 L622,330 L578,330 Z" fill="url(#ln-metal)"/>` +
    `<path d="M455,438 C455,372 548,362 600,312 C652,362 745,372 745,438 Z" fill="url(#ln-metal)" stroke="${p.goldDark}" stroke-width="4"/>` +
    `<path d="M500,420 C520,392 570,385 600,352 C630,385 680,392 700,420" fill="none" stroke="${p.goldDark}" stroke-width="5" stroke-dasharray="2 14" stroke-linecap="round"/>` +
    `<rect x="440" y="432" width="320" height="36" rx="10" fill="url(#ln-metal)" stroke="${p.goldDark}" stroke-width="4"/>` +
    face('455,468 525,468 495,650 405,650', 'rgba(0,0,0,0.18)') +
    face('745,468 675,468 705,650 795,650', 'rgba(0,0,0,0.28)') +
    face('405,650 495,650 545,840 505,840', 'rgba(0,0,0,0.22)') +
    face('795,650 705,650 655,840 695,840', 'rgba(0,0,0,0.32)') +
    face('525,468 675,468 705,650 655,840 545,840 495,650', 'rgba(255,255,255,0.04)') +
    `<ellipse cx="600" cy="660" rx="170" ry="190" fill="url(#ln-inner)"/>` +
    `<g fill="${p.goldLight}" opacity="0.9">${piercing}${dots}</g>` +
    `<g fill="none" stroke="url(#ln-metal)" stroke-width="12" stroke-linejoin="round">` +
    `<polygon points="455,468 745,468 795,650 695,840 505,840 405,650"/>` +
    `<polyline points="525,468 495,650 545,840"/><polyline points="675,468 705,650 655,840"/><line x1="405" y1="650" x2="795" y2="650"/></g>` +
    `<rect x="480" y="836" width="240" height="32" rx="8" fill="url(#ln-metal)" stroke="${p.goldDark}" stroke-width="4"/>` +
    `<path d="M520,868 L680,868 L722,930 L478,930 Z" fill="url(#ln-metal)" stroke="${p.goldDark}" stroke-width="4"/>` +
    `<path d="M540,890 L660,890" stroke="${p.goldDark}" stroke-width="5" stroke-dasharray="3 12" stroke-linecap="round"/>` +
    `<rect x="456" y="928" width="288" height="28" rx="10" fill="${p.goldDark}"/>`
  );
};
