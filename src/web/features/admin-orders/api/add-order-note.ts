import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-keys';
import { api } from '@/lib/api';

/** `POST /api/admin/orders/{id}/notes`: a remark for the shop's eyes, kept in the order's history. */
export const addOrderNote = ({ id, note }: { id: string; note: string }) =>
  api<{ message: string }>(`/api/admin/orders/${encodeURIComponent(id)}/notes`, { method: 'POST', body: { note } });

export const useAddOrderNote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOrderNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
};
