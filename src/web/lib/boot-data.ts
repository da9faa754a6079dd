import type { Appearance } from '@contracts/appearance';
import type { PublicSettings } from '@contracts/settings';
import type { CurrencyRate } from '@contracts/currencies';
import type { ShopOffsets } from '@contracts/shop-clock';

export interface BootData {
  appearance: Appearance;
  settings: PublicSettings;
  /** The currencies offered to visitors (GET /api/currencies), so prices convert without a request. */
  currencies?: CurrencyRate[];
  /** Morocco's offsets from UTC by the server's tz data, read instead of the browser's. */
  shopOffsets?: ShopOffsets;
  /** False when the request carried no session cookie: the visitor is signed out, no need to ask /api/user. */
  hasSession?: boolean;
}

/** The JSON the server wrote into the page's `<script type="application/json" id=…>`, or null. */
export function readJsonScript<T>(id: string): T | null {
  const el = document.getElementById(id);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as T;
  } catch {
    return null;
  }
}

/** The theme and public settings the server wrote into index.html (absent under the Vite dev server). */
export const readBootData = () => readJsonScript<BootData>('boot-data');
