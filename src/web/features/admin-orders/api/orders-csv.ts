import type { OrderListFilters } from '@/features/admin-orders/utils/order-filters';
import { withQuery } from '@/lib/api';

/** `GET /api/admin/orders.csv` with the list's filters and no paging: a plain link the browser downloads. */
export const ordersCsvUrl = (filters: OrderListFilters) => withQuery('/api/admin/orders.csv', { ...filters });
