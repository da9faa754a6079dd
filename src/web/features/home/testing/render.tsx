import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import type { Locale } from '../../../../contracts/common';
import fr from '../../../i18n/locales/fr/home.json';
import ar from '../../../i18n/locales/ar/home.json';
import en from '../../../i18n/locales/en/home.json';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'fr',
  fallbackLng: 'fr',
  resources: { fr: { home: fr }, ar: { home: ar }, en: { home: en } },
  interpolation: { escapeValue: false },
});

/** Renders to HTML in a language, on a path, with the query cache holding the given answers. */
export async function renderHtml(
  ui: ReactElement,
  opts: { locale?: Locale; path?: string; data?: [QueryKey, unknown][] } = {},
): Promise<string> {
  await i18n.changeLanguage(opts.locale ?? 'fr');
  const client = new QueryClient();
  for (const [key, value] of opts.data ?? []) client.setQueryData(key, value);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <Router ssrPath={opts.path ?? '/'}>{ui}</Router>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
