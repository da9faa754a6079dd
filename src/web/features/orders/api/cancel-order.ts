import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelOrderResult } from '@contracts/orders';
import { api } from '@/lib/api';
import { orderKeys } from './order-keys';

export const cancelOrder = (id: string) =>
  api<CancelOrderResult>(`/api/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST' });

/** Cancels within the 2-hour window, otherwise records a request the shop will handle. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (result) => {
      queryClient.setQueryData(orderKeys.detail(result.order.id), result.order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.list() });
    },
  });
}
