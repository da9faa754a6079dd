import type { MotifDraw } from './types.js';

const frond = (rot: number) => `<path d="M0,0 C60,-40 130,-30 180,20 C120,0 60,0 0,0 Z" transform="rotate(${rot})" fill="#4E6B3A"/>`;

/** Dusk over golden dunes: a great sun, a palm and a Berber tent with a lantern lit. */
export const desert: MotifDraw = (p) => {
  const defs =
    `<defs><linearGradient id="ds-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.mainDark}"/><stop offset="0.55" stop-color="${p.second}"/><stop offset="1" stop-color="#F6C27A"/></linearGradient>` +
    `<radialGradient id="ds-sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#FFF0C4"/><stop offset="0.7" stop-color="#F8C25E"/><stop offset="1" stop-color="#F8C25E" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="ds-lamp" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#FFF3C4"/><stop offset="1" stop-color="#FFC65A" stop-opacity="0"/></radialGradient></defs>`;
  const stars = [[420, 300], [520, 240], [700, 270], [780, 340], [460, 400]]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="#FFF6DA" opacity="0.9"/>`)
    .join('');
  return (
    defs +
    `<rect width="1200" height="1200" fill="url(#ds-sky)"/>` +
    stars +
    `<circle cx="640" cy="700" r="230" fill="url(#ds-sun)"/>` +
    `<path d="M0,760 C220,690 380,740 560,720 C760,700 900,770 1200,730 L1200,1200 L0,1200 Z" fill="#E7A25E"/>` +
    `<path d="M0,840 C180,800 420,860 620,820 C820,780 980,840 1200,810 L1200,1200 L0,1200 Z" fill="#D0853F"/>` +
    `<path d="M0,910 C260,880 520,940 760,900 C920,875 1060,900 1200,890 L1200,1200 L0,1200 Z" fill="#B0652B"/>` +
    `<path d="M520,720 C600,700 700,720 760,740" fill="none" stroke="#F7C98E" stroke-width="5" opacity="0.7"/>` +
    // palm
    `<path d="M400,900 C410,780 420,690 452,600" fill="none" stroke="#5B3E25" stroke-width="22" stroke-linecap="round"/>` +
    `<g transform="translate(452,600)">${[-160, -120, -80, -30, 10, 40].map(frond).join('')}</g>` +
    // tent
    `<path d="M640,900 L730,780 L820,900 Z" fill="${p.panelFrom}"/>` +
    `<path d="M730,780 L700,900 L760,900 Z" fill="${p.mainDark}"/>` +
    `<path d="M640,900 L730,780 L820,900" fill="none" stroke="${p.goldDark}" stroke-width="6" stroke-linejoin="round"/>` +
    `<circle cx="850" cy="870" r="60" fill="url(#ds-lamp)"/>` +
    `<rect x="838" y="852" width="24" height="36" rx="6" fill="${p.gold}"/>`
  );
};
