import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod, PaymentStatus } from '@contracts/orders';
import { adminKeys } from '@/lib/admin-keys';
import { api } from '@/lib/api';

export interface PaymentUpdate {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Sent for a bank transfer only. */
  bankTransferReference?: string;
}

/** `PUT /api/admin/orders/{id}/payment`; its answer is not relied on, the order is read again. */
export const updateOrderPayment = ({ id, update }: { id: string; update: PaymentUpdate }) =>
  api<unknown>(`/api/admin/orders/${encodeURIComponent(id)}/payment`, { method: 'PUT', body: update });

export function useUpdateOrderPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderPayment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
