import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@contracts/orders';
import { adminKeys } from '@/lib/admin-keys';
import { api } from '@/lib/api';

/** `PATCH /api/admin/orders/{id}/status`: any of the four statuses, no transition rule (spec §4); the lists are read again after. */
export const updateOrderStatus = ({ id, status }: { id: string; status: OrderStatus }) =>
  api<unknown>(`/api/admin/orders/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { status } });

/** Several orders at once; each answer counts on its own, so one refusal does not hide the others. */
export const updateOrderStatuses = ({ ids, status }: { ids: string[]; status: OrderStatus }) =>
  Promise.allSettled(ids.map((id) => updateOrderStatus({ id, status })));

const useRefreshingMutation = <V, R>(mutationFn: (v: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
};

export const useUpdateOrderStatus = () => useRefreshingMutation(updateOrderStatus);
export const useUpdateOrderStatuses = () => useRefreshingMutation(updateOrderStatuses);
