import type { MotifDraw } from './types.js';

/** A glazed bowl heaped with Medjool dates, almonds scattered in front, a jar of amlou. */
export const dates: MotifDraw = (p, rng) => {
  const defs =
    `<defs><linearGradient id="dt-bowl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.mainDark}"/><stop offset="0.45" stop-color="${p.mainLight}"/><stop offset="1" stop-color="${p.mainDark}"/></linearGradient>` +
    `<radialGradient id="dt-date" cx="0.35" cy="0.35" r="0.8"><stop offset="0" stop-color="#A8642E"/><stop offset="0.6" stop-color="#6E3817"/><stop offset="1" stop-color="#3F1E0B"/></radialGradient>` +
    `<linearGradient id="dt-jar" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8A5A2B"/><stop offset="0.45" stop-color="#C98D4A"/><stop offset="1" stop-color="#7A4B20"/></linearGradient></defs>`;
  const heap: string[] = [];
  for (let row = 0; row < 4; row++) {
    const count = 7 - row;
    for (let i = 0; i < count; i++) {
      const x = 600 - (count - 1) * 38 + i * 76 + rng.between(-8, 8);
      const y = 720 - row * 46 + rng.between(-6, 6);
      const rot = rng.between(-35, 35).toFixed(0);
      heap.push(`<g transform="translate(${x.toFixed(0)},${y.toFixed(0)}) rotate(${rot})"><ellipse rx="44" ry="24" fill="url(#dt-date)"/><path d="M-26,-10 C-10,-16 10,-16 26,-8" stroke="#D89A5E" stroke-width="4" fill="none" opacity="0.6" stroke-linecap="round"/></g>`);
    }
  }
  const almond = (x: number, y: number, rot: number) =>
    `<path d="M0,-22 C16,-10 16,14 0,24 C-16,14 -16,-10 0,-22 Z" transform="translate(${x},${y}) rotate(${rot})" fill="#D9B48A" stroke="#A67C52" stroke-width="3"/>`;
  return (
    defs +
    heap.join('') +
    `<path d="M340,740 L860,740 C850,860 730,930 600,930 C470,930 350,860 340,740 Z" fill="url(#dt-bowl)"/>` +
    `<ellipse cx="600" cy="740" rx="260" ry="26" fill="${p.mainDark}" opacity="0.5"/>` +
    `<path d="M360,790 C480,830 720,830 840,790" fill="none" stroke="${p.goldLight}" stroke-width="8"/>` +
    `<path d="M376,820 C490,856 710,856 824,820" fill="none" stroke="${p.goldLight}" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>` +
    `<ellipse cx="600" cy="936" rx="120" ry="18" fill="${p.mainDark}"/>` +
    // amlou jar
    `<rect x="800" y="820" width="120" height="120" rx="20" fill="url(#dt-jar)"/>` +
    `<rect x="792" y="800" width="136" height="32" rx="8" fill="${p.gold}"/>` +
    `<path d="M818,870 L902,870" stroke="${p.panelFrom}" stroke-width="16" opacity="0.8"/>` +
    almond(300, 930, -30) + almond(350, 945, 40) + almond(745, 948, 70)
  );
};
