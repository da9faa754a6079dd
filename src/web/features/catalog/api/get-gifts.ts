import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Gift } from '@contracts/catalog';
import { api, withQuery } from '@/lib/api';
import type { GiftQuery } from '@/features/catalog/utils/catalog-filters';

export const getGifts = (query: GiftQuery, signal?: AbortSignal) =>
  api<Gift[]>(withQuery('/api/gifts', { ...query }), { signal });

export const giftsQuery = (query: GiftQuery) =>
  queryOptions({ queryKey: ['gifts', 'list', query], queryFn: ({ signal }) => getGifts(query, signal) });

/** The filtered catalogue; the previous list stays on screen while the next one loads. */
export const useGifts = (query: GiftQuery) => useQuery({ ...giftsQuery(query), placeholderData: keepPreviousData });
