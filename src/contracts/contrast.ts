// WCAG 2 contrast of #rrggbb colours: what the theme uses to keep its text readable on any colour the owner picks.

/** The dark text the theme writes on light colours; white goes on the others. */
export const DARK_TEXT = '#1a1a1a';
export const WHITE_TEXT = '#ffffff';
/** WCAG AA for body text. */
export const MIN_CONTRAST = 4.5;

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const linear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = rgb(hex).map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour, dark or white, that reads best on `background`. */
export const readableText = (background: string) =>
  contrastRatio(background, WHITE_TEXT) >= contrastRatio(background, DARK_TEXT) ? WHITE_TEXT : DARK_TEXT;

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');
/** `color` mixed with `toward` by `share` (0–1), in sRGB. */
export const mix = (color: string, toward: string, share: number) => {
  const a = rgb(color);
  const b = rgb(toward);
  return `#${a.map((c, i) => hex2(c + ((b[i] ?? 0) - c) * share)).join('')}`;
};

/**
 * The colour itself when it reads as text on every one of `surfaces` (4.5:1), otherwise the same hue
 * darkened (on light surfaces) or lightened (on dark ones) just enough: the prices, links and icons
 * drawn in the shop's colour.
 */
export function readableShade(color: string, surfaces: string[]): string {
  const toward = surfaces.every((s) => luminance(s) > 0.18) ? '#000000' : '#ffffff';
  for (let step = 0; step <= 20; step++) {
    const shade = mix(color, toward, step / 20);
    if (surfaces.every((s) => contrastRatio(shade, s) >= MIN_CONTRAST)) return shade;
  }
  return toward;
}
