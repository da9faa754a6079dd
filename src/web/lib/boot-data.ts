import type { Appearance } from '@contracts/appearance';
import type { PublicSettings } from '@contracts/settings';

export interface BootData {
  appearance: Appearance;
  settings: PublicSettings;
  /** False when the request carried no session cookie: the visitor is signed out, no need to ask /api/user. */
  hasSession?: boolean;
}

/** The theme and public settings the server wrote into index.html (absent under the Vite dev server). */
export function readBootData(): BootData | null {
  const el = document.getElementById('boot-data');
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as BootData;
  } catch {
    return null;
  }
}
