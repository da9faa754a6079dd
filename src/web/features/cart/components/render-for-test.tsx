import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import type { Locale } from '../../../../contracts/common';
import frCommon from '../../../i18n/locales/fr/common.json';
import frCart from '../../../i18n/locales/fr/cart.json';
import arCommon from '../../../i18n/locales/ar/common.json';
import arCart from '../../../i18n/locales/ar/cart.json';

/** Renders cart markup on the server side of React, in a language, with given public settings. */
export async function renderCart(node: ReactNode, opts: { locale?: Locale; settings?: Record<string, unknown> } = {}) {
  await i18next.use(initReactI18next).init({
    lng: opts.locale ?? 'fr',
    fallbackLng: 'fr',
    defaultNS: 'common',
    resources: { fr: { common: frCommon, cart: frCart }, ar: { common: arCommon, cart: arCart } },
    interpolation: { escapeValue: false },
  });
  const client = new QueryClient();
  client.setQueryData(['settings'], opts.settings ?? {});
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Router ssrPath="/">{node}</Router>
    </QueryClientProvider>,
  );
}
