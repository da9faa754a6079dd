import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GiftDeleteResult } from '@contracts/catalog';
import { api } from '@/lib/api';
import { refreshCatalog } from './refresh-catalog';

/** An ordered gift is deactivated instead of deleted; the answer says which. */
export const deleteGift = (id: string) => api<GiftDeleteResult>(`/api/gifts/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteGift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteGift, onSuccess: () => refreshCatalog(queryClient) });
}
