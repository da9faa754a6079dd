import type { MotifDraw } from './types.js';

const rose = (x: number, y: number, r: number, light: string, mid: string, dark: string) =>
  `<g transform="translate(${x},${y})">` +
  `<circle r="${r}" fill="${mid}"/>` +
  `<path d="M${-r * 0.85},${r * 0.1} C${-r * 0.7},${r * 0.9} ${r * 0.7},${r * 0.9} ${r * 0.85},${r * 0.1}" fill="${dark}" opacity="0.35"/>` +
  `<circle cx="${-r * 0.08}" cy="${-r * 0.1}" r="${r * 0.66}" fill="${light}"/>` +
  `<path d="M${-r * 0.6},${-r * 0.05} C${-r * 0.5},${r * 0.6} ${r * 0.5},${r * 0.6} ${r * 0.6},${-r * 0.05}" fill="none" stroke="${dark}" stroke-width="${r * 0.07}" stroke-linecap="round" opacity="0.6"/>` +
  `<path d="M${-r * 0.35},${-r * 0.2} C${-r * 0.3},${r * 0.3} ${r * 0.3},${r * 0.3} ${r * 0.36},${-r * 0.25} C${r * 0.2},${-r * 0.5} ${-r * 0.15},${-r * 0.5} ${-r * 0.1},${-r * 0.2}" fill="none" stroke="${dark}" stroke-width="${r * 0.07}" stroke-linecap="round" opacity="0.7"/>` +
  `<circle cx="0" cy="${-r * 0.18}" r="${r * 0.14}" fill="${dark}" opacity="0.6"/>` +
  `</g>`;

const leaf = (x: number, y: number, rot: number, len: number) =>
  `<g transform="translate(${x},${y}) rotate(${rot})"><path d="M0,0 C${len * 0.3},${-len * 0.28} ${len * 0.75},${-len * 0.25} ${len},0 C${len * 0.75},${len * 0.25} ${len * 0.3},${len * 0.28} 0,0 Z" fill="#5E8C4A"/><path d="M4,0 L${len - 6},0" stroke="#3F6B32" stroke-width="3"/></g>`;

/** Roses and baby's breath in a kraft wrap tied with a silk ribbon. */
export const bouquet: MotifDraw = (p, rng) => {
  const defs =
    `<defs><linearGradient id="bq-wrap" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#C9A27A"/><stop offset="0.5" stop-color="#EBD3B4"/><stop offset="1" stop-color="#B88D63"/></linearGradient></defs>`;
  const blush = ['#FBE3EC', '#F4B6CE', '#D9799E'] as const;
  const ruby = ['#E2728F', '#C2405F', '#85203A'] as const;
  const cream = ['#FFF8EC', '#F5E3C8', '#C9A97E'] as const;
  const sets = [blush, ruby, cream];
  const spots: [number, number, number][] = [
    [600, 440, 92], [490, 500, 82], [712, 498, 84], [540, 600, 78], [664, 606, 80], [420, 610, 64], [786, 612, 66], [600, 330, 66],
  ];
  const leaves = leaf(420, 560, 200, 170) + leaf(780, 560, -20, 170) + leaf(480, 420, 225, 150) + leaf(720, 420, -45, 150) + leaf(600, 640, 250, 120);
  const flowers = spots.map(([x, y, r]) => {
    const [l, m, d] = rng.pick(sets);
    return rose(x, y, r, l, m, d);
  });
  const gyps = Array.from({ length: 26 }, () => `<circle cx="${rng.between(380, 820).toFixed(0)}" cy="${rng.between(300, 660).toFixed(0)}" r="${rng.between(6, 11).toFixed(1)}" fill="#FFFFFF" opacity="0.95"/>`).join('');
  return (
    defs +
    leaves +
    `<path d="M380,560 L600,950 L820,560 C760,600 440,600 380,560 Z" fill="url(#bq-wrap)"/>` +
    flowers.join('') +
    gyps +
    `<path d="M430,640 L600,950 L770,640 C700,700 500,700 430,640 Z" fill="url(#bq-wrap)"/>` +
    `<path d="M600,950 L520,700 M600,950 L680,700" stroke="#A88258" stroke-width="3" opacity="0.6"/>` +
    `<path d="M540,800 C500,760 470,790 500,822 C520,842 560,828 600,812 C640,828 680,842 700,822 C730,790 700,760 660,800 Z" fill="${p.main}"/>` +
    `<path d="M590,812 C570,870 560,900 530,930 M610,812 C630,870 640,900 670,930" stroke="${p.main}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<circle cx="600" cy="810" r="20" fill="${p.mainDark}"/>`
  );
};
