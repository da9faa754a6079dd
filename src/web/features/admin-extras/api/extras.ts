import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Extra, ExtraInput, ExtraPatch } from '@contracts/extras';
import { api } from '@/lib/api';

export const extrasQuery = queryOptions({
  queryKey: ['admin', 'extras'],
  queryFn: () => api<Extra[]>('/api/admin/extras'),
});

/** `GET /api/admin/extras`: every extra, paused ones too, with the units sold. */
export const useExtras = () => useQuery(extrasQuery);

/** `POST /api/admin/extras`: a new extra, offered at once in its zones. */
export function useCreateExtra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExtraInput) => api<Extra>('/api/admin/extras', { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: extrasQuery.queryKey }),
  });
}

/** `PATCH /api/admin/extras/{id}`: any of its fields, its stock alone, or pause and resume. */
export function useUpdateExtra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: ExtraPatch & { id: string }) => api<Extra>(`/api/admin/extras/${id}`, { method: 'PATCH', body: patch }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: extrasQuery.queryKey }),
  });
}
