import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Appearance } from '@contracts/appearance';
import type { PublicSettings } from '@contracts/settings';
import { api } from '@/lib/api';

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => api<PublicSettings>('/api/settings'),
});

export const appearanceQuery = queryOptions({
  queryKey: ['appearance'],
  queryFn: () => api<Appearance>('/api/appearance'),
});

/** Public settings (company info, delivery fees, bank details); written into the page by the server. */
export const useSettings = () => useQuery(settingsQuery);
export const useAppearance = () => useQuery(appearanceQuery);
