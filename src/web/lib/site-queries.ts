import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Appearance } from '@contracts/appearance';
import type { PublicSettings } from '@contracts/settings';
import type { CurrencyRate } from '@contracts/currencies';
import { api } from '@/lib/api';

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => api<PublicSettings>('/api/settings'),
});

export const appearanceQuery = queryOptions({
  queryKey: ['appearance'],
  queryFn: () => api<Appearance>('/api/appearance'),
});

/** The currencies offered to visitors (dirhams per unit); written into the page by the server. */
export const currenciesQuery = queryOptions({
  queryKey: ['currencies'],
  queryFn: () => api<CurrencyRate[]>('/api/currencies'),
});

/** Public settings (company info, delivery fees, bank details); written into the page by the server. */
export const useSettings = () => useQuery(settingsQuery);
export const useAppearance = () => useQuery(appearanceQuery);
