import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '@contracts/orders';
import { api } from '@/lib/api';

export const fetchPaymentConfig = () => api<PaymentConfig>('/api/payments/config');

export const paymentConfigQuery = queryOptions({
  queryKey: ['payments', 'config'],
  queryFn: fetchPaymentConfig,
});

/** Which card provider the form mounts: Stripe, the built-in "Mode test", or none. */
export const usePaymentConfig = () => useQuery(paymentConfigQuery);
