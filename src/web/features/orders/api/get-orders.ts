import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@contracts/orders';
import { api, ApiError } from '@/lib/api';
import { orderKeys, retryOrderQuery } from './order-keys';

/** The signed-in customer's orders, or the ones this browser placed as a guest; nobody's is an empty list. */
export async function fetchOrders(): Promise<Order[]> {
  try {
    return await api<Order[]>('/api/orders');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return [];
    throw err;
  }
}

export const ordersQuery = queryOptions({
  queryKey: orderKeys.list(),
  queryFn: fetchOrders,
  retry: retryOrderQuery,
  staleTime: 0,
});

export const useOrders = (enabled = true) => useQuery({ ...ordersQuery, enabled });
