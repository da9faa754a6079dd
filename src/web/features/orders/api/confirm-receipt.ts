import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@contracts/orders';
import { api } from '@/lib/api';
import { orderKeys } from './order-keys';

export const confirmReceipt = (id: string) =>
  api<Order>(`/api/orders/${encodeURIComponent(id)}/confirm-receipt`, { method: 'POST' });

/** Records that the recipient has the gift (delivered orders only). */
export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReceipt,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      queryClient.setQueryData<Order[]>(orderKeys.list(), (list) => list?.map((o) => (o.id === order.id ? order : o)));
    },
  });
}
