import { isVisitorCurrency, type VisitorCurrency } from '@contracts/currency-codes';
import { CURRENCY_COOKIE } from '@contracts/pages';

const listeners = new Set<() => void>();
/** A choice made on this page when cookies are refused. */
let fallback: VisitorCurrency | null = null;

/** The currency the visitor chose in this browser, if any: a cookie, which the server reads too. */
export function storedCurrency(): VisitorCurrency | null {
  if (typeof document === 'undefined') return null;
  const stored = new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return isVisitorCurrency(stored) ? stored : null;
}

/** Keeps the visitor's currency, like their language, and redraws every price. */
export function chooseCurrency(code: VisitorCurrency) {
  document.cookie = `${CURRENCY_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
  fallback = code;
  for (const listener of listeners) listener();
}

export function subscribeCurrency(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The choice, else one made on this page when cookies are refused. */
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
