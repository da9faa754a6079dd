import { useEffect } from 'react';
import { keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { Gift } from '@contracts/catalog';
import type { Locale, Localized } from '@contracts/common';
import { apiWithHeaders, withQuery } from '@/lib/api';
import { localized } from '@/lib/format';
import { useLocale } from '@/i18n/locale';
import { CATALOG_PAGE_SIZE, type GiftQuery } from '@/features/catalog/utils/catalog-filters';

export interface GiftSlice {
  offset: number;
  limit: number;
}

/** What a card shows of a gift (gift-card.tsx); its texts are already in one language when the server handed it over. */
export type CardGift = Pick<Gift, 'id' | 'price' | 'type' | 'stock' | 'images' | 'reviewCount' | 'averageRating'> & {
  name: Localized | string;
  description: Localized | string;
};

export interface GiftPage {
  gifts: CardGift[];
  /** Every gift matching the filters (`X-Total-Count`). */
  total: number;
  /** Set when the gifts hold only what their cards show, in this language (`forCards`). */
  lang?: Locale;
}
export type GiftPages = InfiniteData<GiftPage, GiftSlice>;

/** One slice of the filtered catalogue; offset 0 is left out, so the first URL is the one the server preloads. */
export async function getGifts(query: GiftQuery, slice: GiftSlice, signal?: AbortSignal): Promise<GiftPage> {
  const url = withQuery('/api/gifts', { ...query, limit: slice.limit, offset: slice.offset || undefined });
  const { data, headers } = await apiWithHeaders<Gift[]>(url, { signal });
  return { gifts: data, total: Number(headers.get('x-total-count') ?? data.length) };
}

export const isGiftPagesKey = (key: QueryKey) => key[0] === 'gifts' && key[1] === 'pages';

/**
 * The catalogue's pages as the server hands them to the browser beside the HTML drawn from them:
 * what each card shows, in the page's language, rather than whole gifts in every language (which
 * made a third of the catalogue's first HTML).
 */
export const forCards = (data: GiftPages, lang: Locale): GiftPages => ({
  ...data,
  pages: data.pages.map(({ gifts, total }) => ({
    total,
    lang,
    gifts: gifts.map((gift) => ({
      id: gift.id,
      name: localized(gift.name, lang),
      description: localized(gift.description, lang),
      price: gift.price,
      type: gift.type,
      stock: gift.stock,
      images: gift.images.slice(0, 1),
      reviewCount: gift.reviewCount,
      averageRating: gift.averageRating,
    })),
  })),
});

/**
 * The filtered catalogue, 24 more at a time after a `first` slice (the pages the URL asks for);
 * the previous list stays on screen while another filter's loads.
 */
export function useGiftPages(query: GiftQuery, first: GiftSlice) {
  const locale = useLocale();
  const pages = useInfiniteQuery({
    queryKey: ['gifts', 'pages', query],
    queryFn: ({ pageParam, signal }) => getGifts(query, pageParam, signal),
    initialPageParam: first,
    getNextPageParam: (last, pages): GiftSlice | undefined => {
      const loaded = pages.reduce((n, p) => n + p.gifts.length, 0);
      return loaded < last.total && last.gifts.length > 0 ? { offset: loaded, limit: CATALOG_PAGE_SIZE } : undefined;
    },
    placeholderData: keepPreviousData,
  });
  // Pages handed over in one language are asked for again when the visitor picks another.
  const otherLanguage = pages.data?.pages.some((page) => page.lang !== undefined && page.lang !== locale) ?? false;
  const { refetch } = pages;
  useEffect(() => {
    if (otherLanguage) void refetch();
  }, [otherLanguage, refetch]);
  return pages;
}
