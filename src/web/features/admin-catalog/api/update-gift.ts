import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gift, GiftUpdate } from '@contracts/catalog';
import { api } from '@/lib/api';
import { refreshCatalog } from './refresh-catalog';

export const updateGift = ({ id, update }: { id: string; update: GiftUpdate }) =>
  api<Gift>(`/api/gifts/${encodeURIComponent(id)}`, { method: 'PATCH', body: update });

export function useUpdateGift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateGift, onSuccess: () => refreshCatalog(queryClient) });
}
