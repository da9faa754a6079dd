import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminParcel, CreateParcelsResult } from '@contracts/parcels';
import type { AdminSettings } from '@contracts/settings';
import { adminKeys } from '@/lib/admin-keys';
import { api } from '@/lib/api';

const parcelsKey = ['admin', 'parcels'] as const;

/** Whether the shop hands its parcels to Sendit (`courier_provider`), from the admin's settings answer. */
export const useCourierProvider = () =>
  useQuery({ queryKey: adminKeys.settings, queryFn: () => api<AdminSettings>('/api/settings'), select: (s) => s.courier_provider });

/** `GET /api/admin/parcels?date=…`: the day's parcels, by order. */
export const useDayParcels = (date: string, enabled: boolean) =>
  useQuery({
    queryKey: [...parcelsKey, date],
    queryFn: ({ signal }) => api<AdminParcel[]>(`/api/admin/parcels?date=${date}`, { signal }),
    enabled,
    select: (list) => new Map(list.map((p) => [p.orderId, p])),
  });

/** The labels of the day's parcels, one PDF from the courier company. */
export const labelsUrl = (date: string) => `/api/admin/parcels/labels.pdf?date=${date}`;

function useParcelChange<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: parcelsKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'deliveries'] });
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
    },
  });
}

/** `POST /api/admin/parcels`: one parcel per order at the courier company, however often pressed. */
export const useCreateParcels = () =>
  useParcelChange((orderIds: string[]) => api<CreateParcelsResult>('/api/admin/parcels', { method: 'POST', body: { orderIds } }));

/** `POST /api/admin/parcels/refresh`: reads the open parcels' statuses now, as the 15-minute poll does. */
export const useRefreshParcels = () => useParcelChange(() => api<{ changed: number }>('/api/admin/parcels/refresh', { method: 'POST' }));
