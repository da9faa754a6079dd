import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { clearedFilters, readFilters, withFilters, type CatalogFilters } from '@/features/catalog/utils/catalog-filters';

/** The catalogue filters read from and written to the URL query. */
export function useCatalogFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  /** `replace` for values typed key by key, so Back does not step through every keystroke. */
  const update = useCallback(
    (patch: Partial<CatalogFilters>, opts: { replace?: boolean } = {}) =>
      setParams((prev) => withFilters(prev, patch), { replace: opts.replace ?? false }),
    [setParams],
  );
  const reset = useCallback(() => setParams((prev) => withFilters(prev, clearedFilters)), [setParams]);

  return { filters, update, reset };
}
