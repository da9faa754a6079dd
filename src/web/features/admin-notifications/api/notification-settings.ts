import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, NotificationSettingsUpdate } from '@contracts/notification-settings';
import { adminKeys } from '@/lib/admin-keys';
import { api } from '@/lib/api';

export const notificationSettingsQuery = queryOptions({
  queryKey: adminKeys.notificationSettings,
  queryFn: ({ signal }) => api<NotificationSettings>('/api/notification-settings', { signal }),
  staleTime: 0,
});

export const useNotificationSettings = () => useQuery(notificationSettingsQuery);

/** `PUT /api/notification-settings` with the changed field; the answer is the whole, saved state. */
export const useSaveNotificationSetting = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationSettingsUpdate) => api<NotificationSettings>('/api/notification-settings', { method: 'PUT', body: change }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.notificationSettings, saved);
      // The SMTP fields are Paramètres' mail_* settings: that screen shows them at once too.
      void queryClient.invalidateQueries({ queryKey: adminKeys.settings });
    },
  });
};

export const useTestSmtp = () => useMutation({ mutationFn: () => api<{ message: string }>('/api/test-smtp', { method: 'POST' }) });

export const useTestEmail = () =>
  useMutation({
    mutationFn: (email: string) => api<{ message: string }>('/api/test-email', { method: 'POST', body: email ? { email } : {} }),
  });
