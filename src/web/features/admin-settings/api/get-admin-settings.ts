import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettings } from '@contracts/settings';
import { adminKeys } from '@/lib/admin-keys';
import { api } from '@/lib/api';

export const adminSettingsKey = adminKeys.settings;

/** `GET /api/settings` as an admin: every key, secrets masked. */
export const adminSettingsQuery = queryOptions({
  queryKey: adminSettingsKey,
  queryFn: () => api<AdminSettings>('/api/settings'),
});

export const useAdminSettings = () => useQuery(adminSettingsQuery);
