import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingKey } from '@contracts/settings';
import { adminKeys } from '@/lib/admin-keys';
import { api } from '@/lib/api';
import { adminSettingsKey } from './get-admin-settings';

/** `POST /api/settings`: one key at a time; the server checks it against that key's rule. */
export const saveSetting = (update: { key: SettingKey; value: unknown }) =>
  api<{ key: string; value: unknown }>('/api/settings', { method: 'POST', body: update });

export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSetting,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminSettingsKey });
      // The storefront's copy (delivery fees, maintenance banner) follows.
      void queryClient.invalidateQueries({ queryKey: ['settings'] });
      // The warning about the invoices' legal identity follows the Entreprise tab.
      void queryClient.invalidateQueries({ queryKey: adminKeys.invoiceReadiness });
    },
  });
}
