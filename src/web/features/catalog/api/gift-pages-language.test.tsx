// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { localized } from '@/lib/format';
import { useLocale } from '@/i18n/locale';
import { sampleGift } from '@/features/catalog/testing/gift';
import { testI18n } from '@/testing/i18n';
import { forCards, useGiftPages } from './get-gifts';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await testI18n.changeLanguage('fr');
});

function FirstName() {
  const locale = useLocale();
  const gift = useGiftPages({}, { offset: 0, limit: 24 }).data?.pages[0]?.gifts[0];
  return <p>{gift ? localized(gift.name, locale) : '…'}</p>;
}

it('asks for the pages the server handed over in French again when the visitor picks English', async () => {
  const gift = sampleGift();
  const fetch = vi.fn(async () => Response.json([gift], { headers: { 'x-total-count': '1' } }));
  vi.stubGlobal('fetch', fetch);
  await testI18n.changeLanguage('fr');
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['gifts', 'pages', {}], forCards({ pages: [{ gifts: [gift], total: 1 }], pageParams: [{ offset: 0, limit: 24 }] }, 'fr'));
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={testI18n}>
        <FirstName />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  expect(screen.getByText('Coffret thé à la menthe')).toBeTruthy();
  expect(fetch).not.toHaveBeenCalled();

  await act(() => testI18n.changeLanguage('en'));
  expect(await screen.findByText('Mint tea set')).toBeTruthy();
  expect(fetch).toHaveBeenCalledTimes(1);
});
