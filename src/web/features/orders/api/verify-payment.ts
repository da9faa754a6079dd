import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { VerifyPaymentSchema } from '@contracts/orders';
import { api } from '@/lib/api';
import { orderKeys } from './order-keys';

export type PaymentCheck = z.infer<typeof VerifyPaymentSchema>;

export const verifyPayment = (orderId: string) =>
  api<PaymentCheck>(`/api/verify-payment/${encodeURIComponent(orderId)}`, { method: 'POST' });

/** Asks the provider again how the card payment went, then reloads the order. */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSettled: (_r, _e, orderId) => queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
  });
}
