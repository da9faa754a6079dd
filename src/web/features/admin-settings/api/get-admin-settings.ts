import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettings } from '@contracts/settings';
import { api } from '@/lib/api';

export const adminSettingsKey = ['admin', 'settings'] as const;

/** `GET /api/settings` as an admin: every key, secrets masked. */
export const adminSettingsQuery = queryOptions({
  queryKey: adminSettingsKey,
  queryFn: () => api<AdminSettings>('/api/settings'),
});

export const useAdminSettings = () => useQuery(adminSettingsQuery);
