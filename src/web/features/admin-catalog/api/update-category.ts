import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryUpdate } from '@contracts/catalog';
import { adminKeys } from '@/lib/admin-keys';
import { api } from '@/lib/api';
import { refreshCatalog } from './refresh-catalog';

/** The whole form, or only `{ isVisible }` for the visibility toggle. */
export const updateCategory = ({ id, update }: { id: string; update: CategoryUpdate }) =>
  api<Category>(`/api/categories/${encodeURIComponent(id)}`, { method: 'PATCH', body: update });

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: (saved) => {
      // The list shows the saved category at once; the refetch that follows confirms the order.
      queryClient.setQueryData<Category[]>(adminKeys.categories, (list) => list?.map((c) => (c.id === saved.id ? saved : c)));
      refreshCatalog(queryClient);
    },
  });
}
