import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gift, GiftInput } from '@contracts/catalog';
import { api } from '@/lib/api';
import { refreshCatalog } from './refresh-catalog';

export const createGift = (input: GiftInput) => api<Gift>('/api/gifts', { method: 'POST', body: input });

export function useCreateGift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createGift, onSuccess: () => refreshCatalog(queryClient) });
}
