import { useQuery } from '@tanstack/react-query';
import type { ToDeliver } from '@contracts/delivery-slots';
import { api } from '@/lib/api';

/** `GET /api/admin/deliveries?days=…`: the live orders to deliver from today, by date and slot. */
export const useToDeliver = (days: number) =>
  useQuery({
    queryKey: ['admin', 'deliveries', days],
    queryFn: ({ signal }) => api<ToDeliver>(`/api/admin/deliveries?days=${days}`, { signal }),
    refetchInterval: 60_000,
  });
