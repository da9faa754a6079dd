import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Promotion, PromotionInput } from '@contracts/promotions';
import { api } from '@/lib/api';

export const promotionsQuery = queryOptions({
  queryKey: ['admin', 'promotions'],
  queryFn: () => api<Promotion[]>('/api/admin/promotions'),
});

/** `GET /api/admin/promotions`: every promotion with its uses, discount given and revenue. */
export const usePromotions = () => useQuery(promotionsQuery);

/** `POST /api/admin/promotions`: a new code or automatic promotion, active at once. */
export function useCreatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PromotionInput) => api<Promotion>('/api/admin/promotions', { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: promotionsQuery.queryKey }),
  });
}

/** `PATCH /api/admin/promotions/{id}` `{ active }`: pause or resume. */
export function useSetPromotionActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => api<Promotion>(`/api/admin/promotions/${id}`, { method: 'PATCH', body: { active } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: promotionsQuery.queryKey }),
  });
}
