import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@contracts/orders';
import { api } from '@/lib/api';
import { orderKeys } from './order-keys';

export const correctRecipientPhone = ({ id, recipientPhone }: { id: string; recipientPhone: string }) =>
  api<Order>(`/api/orders/${encodeURIComponent(id)}/recipient-phone`, { method: 'PATCH', body: { recipientPhone } });

/** The sender corrects the recipient's number while the address is awaited; a new link leaves to it. */
export function useCorrectRecipientPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctRecipientPhone,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      queryClient.setQueryData<Order[]>(orderKeys.list(), (list) => list?.map((o) => (o.id === order.id ? order : o)));
    },
  });
}
