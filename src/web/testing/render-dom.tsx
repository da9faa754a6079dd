import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '@contracts/common';
import { Toaster } from '@/components/ui/toast';
import { testI18n } from './i18n';

/**
 * Renders a screen into the test DOM (a `// @vitest-environment happy-dom` file) in a language, with
 * an empty query cache and the toaster, so a test reads what the visitor reads and clicks as they do.
 */
export async function renderDom(ui: ReactNode, opts: { locale?: Locale } = {}) {
  await testI18n.changeLanguage(opts.locale ?? 'fr');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={testI18n}>
        {ui}
        <Toaster closeLabel="Fermer" />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
