import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryInput } from '@contracts/catalog';
import { api } from '@/lib/api';
import { refreshCatalog } from './refresh-catalog';

export const createCategory = (input: CategoryInput) => api<Category>('/api/categories', { method: 'POST', body: input });

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCategory, onSuccess: () => refreshCatalog(queryClient) });
}
