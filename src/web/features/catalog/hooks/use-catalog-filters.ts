import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { clearedFilters, readFilters, readPage, withFilters, withPage, type CatalogFilters } from '@/features/catalog/utils/catalog-filters';

/** The catalogue filters and the number of pages shown, read from and written to the URL query. */
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

  const page = readPage(params);
  /** The address of `n` pages: a real link, so "Voir plus" works before (or without) the script. */
  const pageHref = useCallback((n: number) => `?${withPage(params, n).toString()}`, [params]);
  const showPage = useCallback((n: number) => setParams((prev) => withPage(prev, n)), [setParams]);

  return { filters, update, reset, page, pageHref, showPage };
}
