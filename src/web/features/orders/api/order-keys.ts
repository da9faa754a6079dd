import { ApiError } from '@/lib/api';

/** Query keys of the customer's orders; everything under `orders` refreshes after an order changes. */
export const orderKeys = {
  all: ['orders'] as const,
  list: () => ['orders', 'list'] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  tracking: (orderNumber: string, phone: string) => ['orders', 'tracking', orderNumber, phone] as const,
};

/** Order reads retry up to 3 times, but never on an answer that will not change: 401, 403, 404. */
export const retryOrderQuery = (failureCount: number, error: unknown) =>
  failureCount < 3 && !(error instanceof ApiError && [400, 401, 403, 404].includes(error.status));
