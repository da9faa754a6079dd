import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { Router } from 'wouter';
import type { Locale } from '../../../contracts/common';
import frCommon from '../../i18n/locales/fr/common.json';
import frCart from '../../i18n/locales/fr/cart.json';
import frPages from '../../i18n/locales/fr/pages.json';
import arCommon from '../../i18n/locales/ar/common.json';
import arCart from '../../i18n/locales/ar/cart.json';
import arPages from '../../i18n/locales/ar/pages.json';

/**
 * Renders storefront markup with React's server renderer (no browser needed): in a language, on a path,
 * with the query cache already holding the given answers (public settings default to none).
 */
export async function renderStatic(
  node: ReactNode,
  opts: { locale?: Locale; path?: string; data?: [QueryKey, unknown][] } = {},
) {
  await i18next.use(initReactI18next).init({
    lng: opts.locale ?? 'fr',
    fallbackLng: 'fr',
    defaultNS: 'common',
    resources: { fr: { common: frCommon, cart: frCart, pages: frPages }, ar: { common: arCommon, cart: arCart, pages: arPages } },
    interpolation: { escapeValue: false },
  });
  const client = new QueryClient();
  client.setQueryData(['settings'], {});
  for (const [key, value] of opts.data ?? []) client.setQueryData(key, value);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Router ssrPath={opts.path ?? '/'}>{node}</Router>
    </QueryClientProvider>,
  );
}
