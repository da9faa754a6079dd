import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@contracts/orders';
import { adminKeys } from '@/lib/admin-keys';
import { api } from '@/lib/api';

/** `GET /api/orders/{id}`: an admin may read any order. */
export const getOrder = (id: string) => api<Order>(`/api/orders/${encodeURIComponent(id)}`);

export const orderQuery = (id: string) => queryOptions({ queryKey: adminKeys.order(id), queryFn: () => getOrder(id), staleTime: 0 });

export const useOrder = (id: string) => useQuery(orderQuery(id));
