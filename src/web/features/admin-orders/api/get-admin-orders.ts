import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@contracts/admin-orders';
import { adminKeys } from '@/lib/admin-keys';
import { apiWithHeaders, withQuery } from '@/lib/api';
import type { OrderPageQuery } from '@/features/admin-orders/utils/order-filters';

export interface AdminOrderPage {
  orders: AdminOrder[];
  /** Every order matching the filters, from `X-Total-Count`. */
  total: number;
}

export async function getAdminOrders(query: OrderPageQuery, signal?: AbortSignal): Promise<AdminOrderPage> {
  const { data, headers } = await apiWithHeaders<AdminOrder[]>(withQuery('/api/admin/orders', { ...query }), { signal });
  const total = Number(headers.get('X-Total-Count'));
  return { orders: data, total: Number.isFinite(total) ? Math.max(total, data.length) : data.length };
}

// Fresh on every visit: new orders arrive all day.
export const adminOrdersQuery = (query: OrderPageQuery) =>
  queryOptions({ queryKey: adminKeys.orderList(query), queryFn: ({ signal }) => getAdminOrders(query, signal), staleTime: 0 });

/** One page of orders, newest first; the previous page stays on screen while the next loads. */
export const useAdminOrders = (query: OrderPageQuery) => useQuery({ ...adminOrdersQuery(query), placeholderData: keepPreviousData });
