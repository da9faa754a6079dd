import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePartnerInput, Partner } from '@contracts/partners';
import { api } from '@/lib/api';

const partnersKey = ['admin', 'partners'] as const;

/** `GET /api/admin/partners`: every partner, newest first, with the codes it redeemed. */
export const usePartners = () => useQuery({ queryKey: partnersKey, queryFn: () => api<Partner[]>('/api/admin/partners') });

/** `POST /api/admin/partners`; the list is read again after. */
export function useAddPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePartnerInput) => api<Partner>('/api/admin/partners', { method: 'POST', body: input }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: partnersKey }),
  });
}

/** `DELETE /api/admin/partners/{id}`: the partner loses the gift codes screen at once. */
export function useRevokePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/partners/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: partnersKey }),
  });
}
