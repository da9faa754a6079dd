import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartRecoveryFigures } from '@contracts/saved-carts';
import { adminKeys } from '@/lib/admin-keys';
import { api } from '@/lib/api';

// Beside the dashboard's figures, and as fresh: an order can recover a cart at any moment.
export const cartRecoveryQuery = queryOptions({
  queryKey: [...adminKeys.dashboard, 'cart-recovery'] as const,
  queryFn: () => api<CartRecoveryFigures>('/api/admin/cart-recovery'),
  staleTime: 0,
});

export const useCartRecovery = () => useQuery(cartRecoveryQuery);
