import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Gift } from '@contracts/catalog';
import { api, withQuery } from '@/lib/api';

const giftSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'promotion-gifts', search],
    queryFn: ({ signal }) => api<Gift[]>(withQuery('/api/admin/gifts', { search }), { signal }),
  });

/** `GET /api/admin/gifts?search=`: the gifts a promotion may be limited to, found by name; none before a search. */
export const useGiftSearch = (search: string) => useQuery({ ...giftSearchQuery(search), enabled: search.trim().length >= 2, placeholderData: keepPreviousData });
