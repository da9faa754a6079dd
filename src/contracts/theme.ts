import type { Appearance } from './appearance.js';
import { luminance, mix, readableShade, readableText } from './contrast.js';

/** The cards stay white whatever the theme: coloured text must read on them too while the page is light. */
const CARD = '#ffffff';

const shadows: Record<Appearance['shadowIntensity'], string> = {
  none: 'none',
  light: '0 1px 3px rgb(0 0 0 / 0.06)',
  medium: '0 4px 14px rgb(45 45 45 / 0.08)',
  strong: '0 10px 30px rgb(45 45 45 / 0.16)',
};

const font = (name: string) => {
  const family = name === 'Inter' || name === 'Playfair Display' ? `'${name} Variable', '${name}'` : `'${name}'`;
  return `${family}, 'Noto Naskh Arabic Variable', system-ui, sans-serif`;
};

/**
 * The appearance as the stylesheet's CSS variables: the server writes them into index.html, the
 * editor's preview sets them on its mock. Each coloured surface gets its readable text (`--color-on-…`,
 * dark or white), and the primary colour a shade that reads as text (prices, links, the announcement bar).
 */
export function themeVariables(a: Appearance): Record<string, string> {
  const plain = luminance(a.backgroundColor) > 0.18 ? [a.backgroundColor, CARD] : [a.backgroundColor];
  // The strong shade is also written on the primary's own tint (badges, icon circles: `bg-primary/25`).
  const surfaces = [...plain, ...plain.map((s) => mix(a.primaryColor, s, 0.75))];
  const primaryStrong = readableShade(a.primaryColor, surfaces);
  return {
    '--color-primary': a.primaryColor,
    '--color-primary-strong': primaryStrong,
    '--color-on-primary': readableText(a.primaryColor),
    '--color-on-primary-strong': readableText(primaryStrong),
    '--color-on-secondary': readableText(a.secondaryColor),
    '--color-on-accent': readableText(a.accentColor),
    '--color-secondary': a.secondaryColor,
    '--color-accent': a.accentColor,
    '--color-background': a.backgroundColor,
    '--color-foreground': a.textColor,
    '--radius': a.borderRadius,
    '--shadow-card': shadows[a.shadowIntensity],
    '--font-sans': font(a.fontFamily),
    '--font-heading': font(a.headingFont),
  };
}
