import { khatam, starPoints } from '../shapes.js';
import type { MotifDraw } from './types.js';

/** A glazed Fès vase, painted in cobalt-style bands, before a decorated plate. */
export const pottery: MotifDraw = (p) => {
  const vase =
    'M486,360 L614,360 L600,410 C600,440 612,470 650,520 C720,600 730,700 690,800 C670,850 640,880 630,920 L470,920 C460,880 430,850 410,800 C370,700 380,600 450,520 C488,470 500,440 500,410 Z';
  const ink = p.mainDark;
  const defs =
    `<defs><clipPath id="pt-vase"><path d="${vase}"/></clipPath>` +
    `<linearGradient id="pt-glaze" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#E9E2D2"/><stop offset="0.4" stop-color="#FFFEF9"/><stop offset="1" stop-color="#D6CCB6"/></linearGradient>` +
    `<radialGradient id="pt-plate" cx="0.45" cy="0.4" r="0.6"><stop offset="0" stop-color="#FFFEF9"/><stop offset="1" stop-color="#E2D8C2"/></radialGradient></defs>`;
  const petals = Array.from({ length: 12 }, (_, i) => `<ellipse cx="0" cy="-118" rx="22" ry="44" transform="rotate(${i * 30})"/>`).join('');
  const zig = Array.from({ length: 12 }, (_, i) => `${400 + i * 34},${i % 2 ? 760 : 736}`).join(' ');
  return (
    defs +
    // plate behind, to the right
    `<g transform="translate(760,560)"><circle r="220" fill="url(#pt-plate)" stroke="${p.gold}" stroke-width="6"/>` +
    `<circle r="196" fill="none" stroke="${ink}" stroke-width="10"/><g fill="${p.main}" opacity="0.85">${petals}</g>` +
    `<circle r="70" fill="${p.panelFrom}" stroke="${ink}" stroke-width="6"/><polygon points="${starPoints(0, 0, 50, 24, 8)}" fill="${ink}"/></g>` +
    // vase
    `<path d="${vase}" fill="url(#pt-glaze)"/>` +
    `<g clip-path="url(#pt-vase)">` +
    `<rect x="380" y="410" width="360" height="16" fill="${ink}"/>` +
    `<rect x="380" y="520" width="360" height="12" fill="${ink}"/>` +
    `<g fill="${p.main}">${Array.from({ length: 9 }, (_, i) => `<circle cx="${436 + i * 41}" cy="494" r="10"/>`).join('')}</g>` +
    `<g fill="none" stroke="${ink}" stroke-width="6">${khatam(550, 640, 70)}</g>` +
    `<polygon points="${starPoints(550, 640, 34, 16, 8)}" fill="${p.main}"/>` +
    `<polyline points="${zig}" fill="none" stroke="${p.main}" stroke-width="10" stroke-linejoin="round"/>` +
    `<rect x="380" y="800" width="360" height="14" fill="${ink}"/>` +
    `<rect x="380" y="860" width="360" height="60" fill="${p.main}" opacity="0.85"/>` +
    `<path d="M430,560 C400,640 410,740 450,820" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round" opacity="0.5"/>` +
    `</g>` +
    `<rect x="474" y="344" width="152" height="24" rx="8" fill="${ink}"/>` +
    `<rect x="460" y="916" width="180" height="26" rx="6" fill="${ink}"/>`
  );
};
