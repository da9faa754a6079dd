import type { Appearance } from './appearance.js';

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

/** The appearance as the stylesheet's CSS variables: the server writes them into index.html, the editor's preview sets them on its mock. */
export function themeVariables(a: Appearance): Record<string, string> {
  return {
    '--color-primary': a.primaryColor,
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
