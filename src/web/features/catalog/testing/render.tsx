import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import catalog from '../../../i18n/locales/fr/catalog.json';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'fr',
  resources: { fr: { catalog } },
  interpolation: { escapeValue: false },
});

/** Renders to HTML in French, with a router and an empty query cache, for markup assertions. */
export function renderHtml(ui: ReactElement, path = '/'): string {
  const client = new QueryClient();
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <Router ssrPath={path}>{ui}</Router>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
