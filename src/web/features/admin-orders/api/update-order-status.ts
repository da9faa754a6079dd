import type { OrderStatus } from '@contracts/orders';
import { api } from '@/lib/api';
import { useOrderChange } from '@/hooks/use-order-change';

/** `PATCH /api/admin/orders/{id}/status`: any of the four statuses, no transition rule (spec §4); the lists are read again after. */
export const updateOrderStatus = ({ id, status }: { id: string; status: OrderStatus }) =>
  api<unknown>(`/api/admin/orders/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { status } });

/** Several orders at once; each answer counts on its own, so one refusal does not hide the others. */
export const updateOrderStatuses = ({ ids, status }: { ids: string[]; status: OrderStatus }) =>
  Promise.allSettled(ids.map((id) => updateOrderStatus({ id, status })));

export const useUpdateOrderStatus = () => useOrderChange(updateOrderStatus);
export const useUpdateOrderStatuses = () => useOrderChange(updateOrderStatuses);
