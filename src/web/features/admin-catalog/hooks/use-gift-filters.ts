import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { UUID_PATTERN } from '@contracts/catalog';
import type { AdminGiftQuery } from '@/features/admin-catalog/api/get-admin-gifts';

/** The gift list's search and category, kept in the URL so a reload or Back shows the same list. */
export function useGiftFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const category = params.get('category') ?? '';

  const set = useCallback(
    (key: 'search' | 'category', value: string) =>
      // Typed text replaces the entry, so Back does not step through every keystroke.
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: key === 'search' },
      ),
    [setParams],
  );

  const query = useMemo<AdminGiftQuery>(
    () => ({ search: search.trim().slice(0, 100) || undefined, categoryId: UUID_PATTERN.test(category) ? category : undefined }),
    [search, category],
  );
  return { search, category, query, set };
}
