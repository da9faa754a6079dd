import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings, SettingsPatch } from '@contracts/settings';
import { appearanceQuery } from '@/lib/site-queries';
import { adminKeys } from '@/lib/admin-keys';
import { api } from '@/lib/api';

/**
 * `PATCH /api/settings`: the changed settings together, all saved or none; a refusal names each
 * refused key in its issues (`{ path: key, message }`). Answers the saved values, secrets masked.
 */
export const saveSettings = (changes: SettingsPatch) => api<Partial<Settings>>('/api/settings', { method: 'PATCH', body: changes });

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.settings });
      // The same mail_* values on the notification settings screen.
      void queryClient.invalidateQueries({ queryKey: adminKeys.notificationSettings });
      // The storefront's copies (delivery fees, maintenance banner, the shop's name in the look) follow.
      void queryClient.invalidateQueries({ queryKey: ['settings'] });
      void queryClient.invalidateQueries({ queryKey: appearanceQuery.queryKey });
      // The warning about the invoices' legal identity follows the Entreprise tab.
      void queryClient.invalidateQueries({ queryKey: adminKeys.invoiceReadiness });
    },
  });
}
