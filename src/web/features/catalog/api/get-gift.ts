import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gift } from '../../../../contracts/catalog';
import { api } from '../../../lib/api';

export const getGift = (id: string, signal?: AbortSignal) => api<Gift>(`/api/gifts/${encodeURIComponent(id)}`, { signal });

export const giftQuery = (id: string) =>
  queryOptions({ queryKey: ['gifts', 'detail', id], queryFn: ({ signal }) => getGift(id, signal) });

/** One active gift; a 404 (missing or inactive) surfaces as an ApiError with status 404. */
export const useGift = (id: string) => useQuery(giftQuery(id));
