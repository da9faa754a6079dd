import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appearance } from '@contracts/appearance';
import { appearanceQuery } from '@/lib/site-queries';
import { api } from '@/lib/api';
import { applyTheme } from '@/features/admin-appearance/utils/apply-theme';
import type { AppearanceChanges } from '@/features/admin-appearance/utils/draft';

export const saveAppearance = (changes: AppearanceChanges) => api<Appearance>('/api/appearance', { method: 'POST', body: changes });

/** `POST /api/appearance` with only the changed fields; the answer (the whole look) replaces the shop's copy. */
export function useSaveAppearance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAppearance,
    onSuccess: (saved) => {
      queryClient.setQueryData(appearanceQuery.queryKey, saved);
      applyTheme(saved);
    },
  });
}
