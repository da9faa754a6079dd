import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { refreshCatalog } from './refresh-catalog';

/** A category that still holds gifts is kept: the server answers 409 saying how many. */
export const deleteCategory = (id: string) => api<{ id: string; message: string }>(`/api/categories/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => refreshCatalog(queryClient) });
}
