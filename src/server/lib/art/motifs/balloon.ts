import type { MotifDraw } from './types.js';

/** A striped hot-air balloon rising over the Agafay dunes at dawn, another far behind. */
export const balloon: MotifDraw = (p) => {
  const envelope =
    'M600,230 C800,230 870,380 850,520 C830,640 700,700 664,770 L536,770 C500,700 370,640 350,520 C330,380 400,230 600,230 Z';
  const stripes = [250, 190, 130, 70]
    .map((rx, i) => `<ellipse cx="600" cy="500" rx="${rx}" ry="320" fill="${i % 2 === 0 ? p.main : p.goldLight}"/>`)
    .join('');
  const defs =
    `<defs><clipPath id="bl-env"><path d="${envelope}"/></clipPath>` +
    `<linearGradient id="bl-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.panelFrom}"/><stop offset="0.7" stop-color="#FCE3C7"/><stop offset="1" stop-color="#F6C79B"/></linearGradient>` +
    `<linearGradient id="bl-shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="0.4" stop-color="#fff" stop-opacity="0.15"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>` +
    `<radialGradient id="bl-sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#FFF1C9"/><stop offset="0.6" stop-color="#F8C66A" stop-opacity="0.9"/><stop offset="1" stop-color="#F8C66A" stop-opacity="0"/></radialGradient></defs>`;
  return (
    defs +
    `<rect x="0" y="0" width="1200" height="1200" fill="url(#bl-sky)"/>` +
    `<circle cx="820" cy="800" r="170" fill="url(#bl-sun)"/>` +
    `<path d="M0,880 C200,820 360,860 520,830 C700,795 900,860 1200,820 L1200,1200 L0,1200 Z" fill="#E9A66B"/>` +
    `<path d="M0,930 C260,880 420,940 640,900 C820,870 980,930 1200,900 L1200,1200 L0,1200 Z" fill="#D98A4E"/>` +
    `<path d="M0,990 C300,950 520,1000 760,970 C940,950 1060,990 1200,980 L1200,1200 L0,1200 Z" fill="#B96A35"/>` +
    `<g transform="translate(330,430) scale(0.28)" opacity="0.85"><path d="${envelope}" fill="${p.second}"/><rect x="560" y="850" width="80" height="60" fill="#7A5230"/></g>` +
    `<g clip-path="url(#bl-env)"><rect x="300" y="200" width="600" height="600" fill="${p.second}"/>${stripes}` +
    `<rect x="300" y="610" width="600" height="26" fill="${p.gold}"/><rect x="300" y="646" width="600" height="8" fill="${p.goldDark}"/>` +
    `<rect x="300" y="200" width="600" height="600" fill="url(#bl-shade)"/></g>` +
    `<path d="M536,770 L664,770 L650,806 L550,806 Z" fill="${p.goldDark}"/>` +
    `<path d="M552,806 L566,870 M648,806 L634,870 M590,806 L594,870 M610,806 L606,870" stroke="#6B4A2B" stroke-width="4"/>` +
    `<rect x="556" y="866" width="88" height="66" rx="8" fill="#9A6A3C"/>` +
    `<path d="M556,888 L644,888 M556,910 L644,910" stroke="#6B4A2B" stroke-width="4"/>` +
    `<rect x="550" y="860" width="100" height="12" rx="6" fill="#6B4A2B"/>`
  );
};
