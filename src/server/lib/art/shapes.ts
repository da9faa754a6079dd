/** Geometry shared by patterns, frames and motifs. Coordinates are SVG user units. */

const r2 = (n: number) => Math.round(n * 100) / 100;

/** Points of an n-pointed star alternating between outer radius R and inner radius r. */
export function starPoints(cx: number, cy: number, R: number, r: number, n = 8, rotation = 0): string {
  const pts: string[] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = rotation + (Math.PI * i) / n - Math.PI / 2;
    const rad = i % 2 === 0 ? R : r;
    pts.push(`${r2(cx + rad * Math.cos(a))},${r2(cy + rad * Math.sin(a))}`);
  }
  return pts.join(' ');
}

/** The khatam: two squares turned 45° from each other, the 8-point star of zellige. */
export function khatam(cx: number, cy: number, R: number): string {
  const square = (rot: number) =>
    [0, 1, 2, 3]
      .map((i) => {
        const a = rot + (Math.PI / 2) * i;
        return `${r2(cx + R * Math.cos(a))},${r2(cy + R * Math.sin(a))}`;
      })
      .join(' ');
  return `<polygon points="${square(0)}"/><polygon points="${square(Math.PI / 4)}"/>`;
}

/**
 * A horseshoe-pointed Moroccan arch standing on y = bottom, as a closed path: the jambs are
 * narrower than the arch, which swells out above the springing line and meets in a soft point.
 */
export function archPath(cx: number, bottom: number, width: number, height: number): string {
  const half = width / 2;
  const jamb = half * 0.88;
  const springY = bottom - height + width * 0.72;
  const bulgeY = springY - width * 0.16;
  const tipY = bottom - height;
  const L = (v: number) => r2(cx - v);
  const R = (v: number) => r2(cx + v);
  const y = r2;
  return [
    `M${L(jamb)},${y(bottom)} L${L(jamb)},${y(springY)}`,
    `C${L(jamb)},${y(springY - width * 0.06)} ${L(half)},${y(bulgeY + width * 0.06)} ${L(half)},${y(bulgeY)}`,
    `C${L(half)},${y(bulgeY - width * 0.3)} ${L(half * 0.45)},${y(tipY + width * 0.1)} ${r2(cx)},${y(tipY)}`,
    `C${R(half * 0.45)},${y(tipY + width * 0.1)} ${R(half)},${y(bulgeY - width * 0.3)} ${R(half)},${y(bulgeY)}`,
    `C${R(half)},${y(bulgeY + width * 0.06)} ${R(jamb)},${y(springY - width * 0.06)} ${R(jamb)},${y(springY)}`,
    `L${R(jamb)},${y(bottom)}Z`,
  ].join(' ');
}

/** A four-pointed sparkle, the small glints scattered around a gift. */
export function sparkle(x: number, y: number, size: number, fill: string, opacity = 1): string {
  const s = size;
  const w = s * 0.22;
  return `<path d="M${r2(x)},${r2(y - s)} Q${r2(x + w)},${r2(y - w)} ${r2(x + s)},${r2(y)} Q${r2(x + w)},${r2(y + w)} ${r2(x)},${r2(y + s)} Q${r2(x - w)},${r2(y + w)} ${r2(x - s)},${r2(y)} Q${r2(x - w)},${r2(y - w)} ${r2(x)},${r2(y - s)}Z" fill="${fill}" opacity="${opacity}"/>`;
}

/** A horizontal linear gradient with a lighter middle, for rounded metal and glass. */
export function sheenGradient(id: string, edge: string, light: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${edge}"/><stop offset="0.42" stop-color="${light}"/><stop offset="1" stop-color="${edge}"/></linearGradient>`;
}

/** A soft elliptical shadow on the ground, without an expensive blur filter. */
export function groundShadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.28): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shadow)" opacity="${opacity}"/>`;
}
