import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TrackingSchema } from '@contracts/orders';
import { api, withQuery } from '@/lib/api';
import { orderKeys, retryOrderQuery } from './order-keys';

export type Tracking = z.infer<typeof TrackingSchema>;

export const fetchTracking = (orderNumber: string, phone: string) =>
  api<Tracking>(withQuery('/api/track', { orderNumber, phone }));

export const trackingQuery = (orderNumber: string, phone: string) =>
  queryOptions({
    queryKey: orderKeys.tracking(orderNumber, phone),
    queryFn: () => fetchTracking(orderNumber, phone),
    retry: retryOrderQuery,
    staleTime: 30_000,
  });

/** Public tracking by order number and recipient phone; asks nothing until both are given. */
export function useTracking(search: { orderNumber: string; phone: string } | null) {
  return useQuery({ ...trackingQuery(search?.orderNumber ?? '', search?.phone ?? ''), enabled: search !== null });
}
