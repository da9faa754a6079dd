import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CurrencyRate } from '@contracts/currencies';
import { isVisitorCurrency, type VisitorCurrency } from '@contracts/currency-codes';
import { chosenCurrency, regionCurrency, subscribeCurrency } from '@/lib/currency-choice';
import { formatPrice } from '@/lib/format';
import { useLocale } from '@/i18n/locale';
import { currenciesQuery, useSettings } from '@/lib/site-queries';

const never = () => () => {};
const browserRegion = () => regionCurrency(navigator.languages ?? [navigator.language]);
const onServer = () => null;

/**
 * The currency the server draws a page in: the visitor's `currency` cookie. The browser's first render
 * reads the same cookie, so a page drawn in euros hydrates in euros.
 */
export const RenderedCurrencyContext = createContext<VisitorCurrency | null>(null);

/**
 * The currency prices are shown in, among those offered: the visitor's choice, else the shop's
 * default (`default_currency`), else their browser's region; dirhams when none is offered. The
 * shop's default comes before the region: browsers in Morocco often say "fr-FR" or "en-US", and a
 * shopper in Casablanca must not meet euros or dollars unasked.
 */
export function useVisitorCurrency(): { offered: CurrencyRate[]; current: CurrencyRate | null } {
  const offered = useQuery(currenciesQuery).data ?? [];
  const fallback = useSettings().data?.default_currency;
  const rendered = useContext(RenderedCurrencyContext);
  const chosen = useSyncExternalStore(subscribeCurrency, chosenCurrency, () => (typeof document === 'undefined' ? rendered : chosenCurrency()));
  const region = useSyncExternalStore(never, browserRegion, onServer);
  const code = [chosen, isVisitorCurrency(fallback) ? fallback : null, region].find((c) => c && offered.some((o) => o.code === c));
  const current = offered.find((o) => o.code === code && o.code !== 'MAD') ?? null;
  return { offered, current };
}

/**
 * Formats a dirham amount in the visitor's currency (prices are always charged in dirhams);
 * `dirhamsAs: 'MAD'` writes dirhams as "MAD" in every language, as the quiz does.
 */
export function usePrice(opts: { dirhamsAs?: 'MAD' } = {}) {
  const locale = useLocale();
  const { current } = useVisitorCurrency();
  const { dirhamsAs } = opts;
  return useCallback((amount: string | number) => formatPrice(amount, locale, current, { currency: dirhamsAs }), [locale, current, dirhamsAs]);
}
