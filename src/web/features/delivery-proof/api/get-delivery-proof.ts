import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryProof } from '@contracts/delivery-proof';
import { api } from '@/lib/api';

/** `GET /api/orders/{id}/delivery`: the failed attempts and the photo, for the order's sender. */
export const deliveryProofQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', orderId, 'delivery'] as const,
    queryFn: () => api<DeliveryProof>(`/api/orders/${encodeURIComponent(orderId)}/delivery`),
  });

export const useDeliveryProof = (orderId: string) => useQuery(deliveryProofQuery(orderId));
