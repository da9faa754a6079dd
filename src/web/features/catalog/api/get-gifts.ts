import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Gift } from '@contracts/catalog';
import { apiWithHeaders, withQuery } from '@/lib/api';
import { CATALOG_PAGE_SIZE, type GiftQuery } from '@/features/catalog/utils/catalog-filters';

export interface GiftSlice {
  offset: number;
  limit: number;
}

export interface GiftPage {
  gifts: Gift[];
  /** Every gift matching the filters (`X-Total-Count`). */
  total: number;
}

/** One slice of the filtered catalogue; offset 0 is left out, so the first URL is the one the server preloads. */
export async function getGifts(query: GiftQuery, slice: GiftSlice, signal?: AbortSignal): Promise<GiftPage> {
  const url = withQuery('/api/gifts', { ...query, limit: slice.limit, offset: slice.offset || undefined });
  const { data, headers } = await apiWithHeaders<Gift[]>(url, { signal });
  return { gifts: data, total: Number(headers.get('x-total-count') ?? data.length) };
}

/**
 * The filtered catalogue, 24 more at a time after a `first` slice (the pages the URL asks for);
 * the previous list stays on screen while another filter's loads.
 */
export const useGiftPages = (query: GiftQuery, first: GiftSlice) =>
  useInfiniteQuery({
    queryKey: ['gifts', 'pages', query],
    queryFn: ({ pageParam, signal }) => getGifts(query, pageParam, signal),
    initialPageParam: first,
    getNextPageParam: (last, pages): GiftSlice | undefined => {
      const loaded = pages.reduce((n, p) => n + p.gifts.length, 0);
      return loaded < last.total && last.gifts.length > 0 ? { offset: loaded, limit: CATALOG_PAGE_SIZE } : undefined;
    },
    placeholderData: keepPreviousData,
  });
