import type { AdminOrderQuery } from '@contracts/admin-orders';
import { ADMIN_ORDER_PAGE_SIZE as PAGE_SIZE } from '@contracts/admin-order-pages';
import type { OrderStatus, PaymentStatus } from '@contracts/orders';
import { orderStatuses, paymentStatuses } from '@/components/admin/statuses';

/** The order list's state as the URL holds it: a reload, Back or a shared link shows the same list. */
export interface OrderFilters {
  status: string;
  payment: string;
  date: string;
  search: string;
  page: number;
}

export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const page = Number(params.get('page'));
  return {
    status: params.get('status') ?? '',
    payment: params.get('payment') ?? '',
    date: params.get('date') ?? '',
    search: params.get('search') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const isStatus = (v: string): v is OrderStatus => (orderStatuses as readonly string[]).includes(v);
const isPayment = (v: string): v is PaymentStatus => (paymentStatuses as readonly string[]).includes(v);

/** The filters of `GET /api/admin/orders` and of its CSV; values the API would refuse are left out. */
export function toOrderQuery(f: OrderFilters): OrderListFilters {
  return {
    status: isStatus(f.status) ? f.status : undefined,
    paymentStatus: isPayment(f.payment) ? f.payment : undefined,
    deliveryDate: /^\d{4}-\d{2}-\d{2}$/.test(f.date) ? f.date : undefined,
    search: f.search.trim().slice(0, 100) || undefined,
  };
}

/** The list's filters (the CSV takes the same), then one page's slice of it. */
export type OrderListFilters = Omit<AdminOrderQuery, 'limit' | 'offset'>;
export type OrderPageQuery = OrderListFilters & { limit: number; offset: number };

export const pageQuery = (f: OrderFilters): OrderPageQuery => ({ ...toOrderQuery(f), limit: PAGE_SIZE, offset: (f.page - 1) * PAGE_SIZE });

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** The next URL parameters: empty values dropped; any filter change goes back to page 1. */
export function withOrderFilters(params: URLSearchParams, patch: Partial<OrderFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (!('page' in patch)) next.delete('page');
  for (const [key, value] of Object.entries(patch)) {
    if (!value || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}
