import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { readOrderFilters, withOrderFilters, type OrderFilters } from '@/features/admin-orders/utils/order-filters';

/** The order list's filters, search and page, read from and written to the URL. */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readOrderFilters(params), [params]);
  /** `replace` for typed text, so Back does not step through every keystroke. */
  const update = useCallback(
    (patch: Partial<OrderFilters>, opts: { replace?: boolean } = {}) =>
      setParams((prev) => withOrderFilters(prev, patch), { replace: opts.replace ?? false }),
    [setParams],
  );
  return { filters, update };
}
