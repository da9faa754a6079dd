import { starPoints } from '../shapes.js';
import type { MotifDraw } from './types.js';

/** Wrapping papers: stars, stripes or dots, in the palette's light gold. */
const papers = {
  stars: (c: string) => `<polygon points="${starPoints(35, 35, 14, 6, 8)}" fill="${c}" opacity="0.45"/>`,
  stripes: (c: string) => `<rect x="0" y="0" width="18" height="70" fill="${c}" opacity="0.3"/>`,
  dots: (c: string) => `<circle cx="17" cy="17" r="7" fill="${c}" opacity="0.4"/><circle cx="52" cy="52" r="7" fill="${c}" opacity="0.4"/>`,
};

/** A gift box in wrapping paper, tied with a satin ribbon and a generous bow, with a tag. */
export const giftBox: MotifDraw = (p, rng) => {
  // Tall, square or wide: the same motif on several gifts should not look copied.
  const [half, top] = rng.pick([
    [190, 600],
    [230, 660],
    [260, 720],
  ] as const);
  const paper = papers[rng.pick(['stars', 'stripes', 'dots'] as const)];
  const [ribbonDark, ribbonLight] = rng.pick([
    [p.goldDark, p.goldLight],
    [p.secondDark, p.secondLight],
  ] as const);
  const left = 600 - half;
  const lidTop = top - 60;
  const bowY = lidTop;
  const bandY = top + (950 - top) * 0.45;
  const tagX = Math.min(650 + half, 870);
  const defs =
    `<defs><linearGradient id="gb-box" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.main}"/><stop offset="0.6" stop-color="${p.mainLight}"/><stop offset="1" stop-color="${p.mainDark}"/></linearGradient>` +
    `<linearGradient id="gb-lid" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.mainLight}"/><stop offset="1" stop-color="${p.main}"/></linearGradient>` +
    `<linearGradient id="gb-ribbon" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${ribbonDark}"/><stop offset="0.5" stop-color="${ribbonLight}"/><stop offset="1" stop-color="${ribbonDark}"/></linearGradient>` +
    `<pattern id="gb-paper" width="70" height="70" patternUnits="userSpaceOnUse">${paper(p.goldLight)}</pattern></defs>`;
  return (
    defs +
    `<rect x="${left}" y="${top}" width="${half * 2}" height="${950 - top}" rx="8" fill="url(#gb-box)"/>` +
    `<rect x="${left}" y="${top}" width="${half * 2}" height="${950 - top}" fill="url(#gb-paper)"/>` +
    `<rect x="${left}" y="${top}" width="${half * 2}" height="26" fill="#000" opacity="0.12"/>` +
    `<rect x="${left - 24}" y="${lidTop}" width="${half * 2 + 48}" height="82" rx="10" fill="url(#gb-lid)"/>` +
    `<rect x="${left - 24}" y="${lidTop}" width="${half * 2 + 48}" height="82" rx="10" fill="url(#gb-paper)"/>` +
    `<rect x="568" y="${lidTop}" width="64" height="${950 - lidTop}" fill="url(#gb-ribbon)"/>` +
    `<rect x="${left}" y="${bandY}" width="${half * 2}" height="54" fill="url(#gb-ribbon)" opacity="0.95"/>` +
    `<g transform="translate(0,${bowY - 540})">` +
    `<path d="M600,540 C520,420 400,440 430,510 C448,552 540,552 600,540 Z" fill="url(#gb-ribbon)" stroke="${ribbonDark}" stroke-width="4"/>` +
    `<path d="M600,540 C680,420 800,440 770,510 C752,552 660,552 600,540 Z" fill="url(#gb-ribbon)" stroke="${ribbonDark}" stroke-width="4"/>` +
    `<path d="M600,540 C560,500 500,486 470,500 M600,540 C640,500 700,486 730,500" fill="none" stroke="${ribbonDark}" stroke-width="4" opacity="0.6"/>` +
    `<path d="M590,548 L520,640 L552,640 L570,612 L574,650 Z" fill="${ribbonDark}"/>` +
    `<path d="M610,548 L680,640 L648,640 L630,612 L626,650 Z" fill="${ribbonDark}"/>` +
    `<ellipse cx="600" cy="540" rx="36" ry="28" fill="url(#gb-ribbon)" stroke="${ribbonDark}" stroke-width="4"/></g>` +
    // tag on a string
    `<path d="M${600 + half - 4},${bandY + 30} C${tagX - 10},${bandY + 40} ${tagX + 10},${bandY + 80} ${tagX},${bandY + 110}" fill="none" stroke="${p.goldDark}" stroke-width="3"/>` +
    `<g transform="translate(${tagX},${bandY + 110}) rotate(12)"><path d="M-36,0 L-18,-22 L36,-22 L36,60 L-36,60 Z" fill="${p.panelFrom}" stroke="${p.gold}" stroke-width="4"/><circle cx="-16" cy="-6" r="6" fill="${p.gold}"/><polygon points="${starPoints(6, 22, 16, 7, 8)}" fill="${p.second}"/></g>`
  );
};
