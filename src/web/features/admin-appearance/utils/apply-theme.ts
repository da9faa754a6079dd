import type { Appearance } from '@contracts/appearance';
import { themeVariables } from '@contracts/theme';

/** After a save, this tab shows the new look at once (the server writes it into the next page it sends). */
export function applyTheme(appearance: Appearance) {
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(themeVariables(appearance))) style.setProperty(name, value);
}
