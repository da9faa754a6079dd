import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import type { Locale } from '@contracts/common';

// Every namespace of every language, as the running app would load them.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/locales/*/*.json', { eager: true });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, mod] of Object.entries(files)) {
  const [lng, file] = path.split('/').slice(-2) as [string, string];
  (resources[lng] ??= {})[file.replace('.json', '')] = mod.default;
}

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'fr',
  fallbackLng: 'fr',
  defaultNS: 'common',
  resources,
  interpolation: { escapeValue: false },
});

/**
 * Renders storefront markup with React's server renderer (no browser needed): in a language, on a
 * path, with the query cache already holding the given answers.
 */
export async function renderHtml(
  ui: ReactNode,
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
