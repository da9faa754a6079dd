import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gift } from '@contracts/catalog';
import { api } from '@/lib/api';

export const getSimilarGifts = (id: string, signal?: AbortSignal) =>
  api<Gift[]>(`/api/gifts/${encodeURIComponent(id)}/similar`, { signal });

export const similarGiftsQuery = (id: string) =>
  queryOptions({ queryKey: ['gifts', 'similar', id], queryFn: ({ signal }) => getSimilarGifts(id, signal) });

/** Up to 4 active gifts of the same category. */
export const useSimilarGifts = (id: string) => useQuery(similarGiftsQuery(id));
