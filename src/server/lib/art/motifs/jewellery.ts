import { khatam } from '../shapes.js';
import type { MotifDraw } from './types.js';

/** An open lacquered jewellery box with a pearl necklace spilling over and a gem pendant. */
export const jewellery: MotifDraw = (p) => {
  const defs =
    `<defs><linearGradient id="jw-box" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.mainLight}"/><stop offset="1" stop-color="${p.mainDark}"/></linearGradient>` +
    `<linearGradient id="jw-lid" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.mainDark}"/><stop offset="1" stop-color="${p.main}"/></linearGradient>` +
    `<radialGradient id="jw-pearl" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#FFFFFF"/><stop offset="0.6" stop-color="#F3E9DA"/><stop offset="1" stop-color="#C9B79C"/></radialGradient>` +
    `<radialGradient id="jw-gem" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="${p.secondLight}"/><stop offset="1" stop-color="${p.secondDark}"/></radialGradient>` +
    `<linearGradient id="jw-gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.goldLight}"/><stop offset="1" stop-color="${p.goldDark}"/></linearGradient></defs>`;
  // Pearls along a hanging curve from the box's rim down its front.
  const pearls = Array.from({ length: 17 }, (_, i) => {
    const t = i / 16;
    const x = 430 + 340 * t;
    const y = 690 + 150 * Math.sin(Math.PI * t);
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="17" fill="url(#jw-pearl)"/>`;
  }).join('');
  return (
    defs +
    `<path d="M370,690 L420,470 L780,470 L830,690 Z" fill="url(#jw-lid)" stroke="url(#jw-gold)" stroke-width="10" stroke-linejoin="round"/>` +
    `<path d="M410,672 L446,500 L754,500 L790,672 Z" fill="${p.secondLight}"/>` +
    `<path d="M410,672 L446,500 L754,500 L790,672 Z" fill="#000" opacity="0.08"/>` +
    `<g fill="none" stroke="${p.goldLight}" stroke-width="4" opacity="0.7">${khatam(600, 588, 54)}</g>` +
    `<ellipse cx="600" cy="700" rx="200" ry="34" fill="${p.secondDark}"/>` +
    `<rect x="370" y="690" width="460" height="240" rx="18" fill="url(#jw-box)"/>` +
    `<rect x="370" y="690" width="460" height="240" rx="18" fill="none" stroke="url(#jw-gold)" stroke-width="10"/>` +
    `<rect x="392" y="712" width="416" height="196" rx="10" fill="none" stroke="${p.gold}" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>` +
    `<g fill="none" stroke="${p.gold}" stroke-width="5">${khatam(600, 830, 48)}</g>` +
    `<rect x="360" y="920" width="480" height="22" rx="8" fill="${p.goldDark}"/>` +
    // ring on the cushion
    `<ellipse cx="520" cy="676" rx="34" ry="16" fill="none" stroke="url(#jw-gold)" stroke-width="9"/>` +
    `<circle cx="520" cy="656" r="14" fill="url(#jw-gem)"/>` +
    pearls +
    // pendant at the necklace's lowest point
    `<path d="M600,842 L628,880 L600,940 L572,880 Z" fill="url(#jw-gold)"/>` +
    `<path d="M600,856 L618,882 L600,926 L582,882 Z" fill="url(#jw-gem)"/>` +
    `<path d="M596,866 L602,880" stroke="#fff" stroke-width="4" opacity="0.7" stroke-linecap="round"/>` +
    // earrings resting beside
    `<g transform="translate(870,890)"><circle r="12" fill="url(#jw-gold)"/><path d="M0,10 L16,40 L0,70 L-16,40 Z" fill="url(#jw-gold)"/><circle cy="40" r="9" fill="url(#jw-gem)"/></g>` +
    `<g transform="translate(920,902) rotate(14)"><circle r="12" fill="url(#jw-gold)"/><path d="M0,10 L16,40 L0,70 L-16,40 Z" fill="url(#jw-gold)"/><circle cy="40" r="9" fill="url(#jw-gem)"/></g>`
  );
};
