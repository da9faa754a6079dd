import { isVisitorCurrency, type VisitorCurrency } from '@contracts/currency-codes';

const CURRENCY_KEY = 'currency';
const listeners = new Set<() => void>();
/** A choice made on this page when storage is unavailable. */
let fallback: VisitorCurrency | null = null;

/** The currency the visitor chose in this browser, if any. */
export function storedCurrency(): VisitorCurrency | null {
  try {
    const stored = localStorage.getItem(CURRENCY_KEY);
    return isVisitorCurrency(stored) ? stored : null;
  } catch {
    return null; // storage unavailable (private mode): the default
  }
}

/** Keeps the visitor's currency, like their language, and redraws every price. */
export function chooseCurrency(code: VisitorCurrency) {
  try {
    localStorage.setItem(CURRENCY_KEY, code);
  } catch {
    // not stored: the choice lasts until the page is left
  }
  fallback = code;
  for (const listener of listeners) listener();
}

export function subscribeCurrency(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The choice, else one made on this page when storage is unavailable. */
export const chosenCurrency = () => storedCurrency() ?? fallback;

const EURO_REGIONS = new Set(['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MC', 'MT', 'NL', 'PT', 'SI', 'SK']);

/**
 * The currency of the region the browser's first language names ("fr-FR": euros, "en-GB": pounds,
 * "en-US": dollars, "fr-MA": dirhams); none when it names no region ("fr" says nothing of
 * where the visitor lives).
 */
export function regionCurrency(languages: readonly string[]): VisitorCurrency | null {
  const region = /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(languages[0] ?? '')?.[1]?.toUpperCase();
  if (!region) return null;
  if (region === 'MA') return 'MAD';
  if (EURO_REGIONS.has(region)) return 'EUR';
  if (region === 'GB') return 'GBP';
  if (region === 'US') return 'USD';
  return null;
}
