import { useQuery } from '@tanstack/react-query';
import type { OrderGiftCodes } from '@contracts/gift-codes';
import { api } from '@/lib/api';

/** `GET /api/orders/{id}/gift-codes`: each e-gift of the order, sent, opened or used. */
export const fetchOrderGiftCodes = (orderId: string) => api<OrderGiftCodes>(`/api/orders/${encodeURIComponent(orderId)}/gift-codes`);

export const useOrderGiftCodes = (orderId: string) =>
  useQuery({ queryKey: ['orders', orderId, 'gift-codes'], queryFn: () => fetchOrderGiftCodes(orderId), staleTime: 0 });
