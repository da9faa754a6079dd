import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import type { Locale } from '@contracts/common';
import { testI18n as i18n } from './i18n';

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
