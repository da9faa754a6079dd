import type { Appearance } from '../../../contracts/appearance.js';
import { themeVariables } from '../../../contracts/theme.js';

/** The appearance settings as CSS variables; `html:root` outranks the stylesheet's own `:root`. */
export function themeCss(a: Appearance): string {
  const declarations = Object.entries(themeVariables(a)).map(([name, value]) => `${name}:${value}`);
  return `html:root{${declarations.join(';')}}`;
}
