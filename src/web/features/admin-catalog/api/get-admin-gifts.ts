import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Gift } from '@contracts/catalog';
import { adminKeys } from '@/lib/admin-keys';
import { api, withQuery } from '@/lib/api';

/** The same filters as the shop's `GET /api/gifts`. */
export interface AdminGiftQuery {
  search?: string;
  categoryId?: string;
}

export const getAdminGifts = (query: AdminGiftQuery, signal?: AbortSignal) =>
  api<Gift[]>(withQuery('/api/admin/gifts', { ...query }), { signal });

export const adminGiftsQuery = (query: AdminGiftQuery) =>
  queryOptions({ queryKey: adminKeys.giftList(query), queryFn: ({ signal }) => getAdminGifts(query, signal) });

/** Every gift, inactive ones included; the list stays on screen while a new search loads. */
export const useAdminGifts = (query: AdminGiftQuery) => useQuery({ ...adminGiftsQuery(query), placeholderData: keepPreviousData });
