import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@contracts/orders';
import { api } from '@/lib/api';
import { orderKeys, retryOrderQuery } from './order-keys';

export const fetchOrder = (id: string) => api<Order>(`/api/orders/${encodeURIComponent(id)}`);

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: () => fetchOrder(id),
    retry: retryOrderQuery,
    staleTime: 0,
  });

export const useOrder = (id: string | null) => useQuery({ ...orderQuery(id ?? ''), enabled: Boolean(id) });
