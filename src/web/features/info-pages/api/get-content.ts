import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@contracts/common';
import type { ContentPageName, PageContent } from '@contracts/content';
import { api } from '@/lib/api';

export const getContent = (page: ContentPageName, locale: Locale) => api<PageContent>(`/api/content/${page}?locale=${locale}`);

export const contentQuery = (page: ContentPageName, locale: Locale) =>
  queryOptions({ queryKey: ['content', page, locale], queryFn: () => getContent(page, locale) });

/** `GET /api/content/:page`: the shop's text in that language (French where none is written) as sanitised HTML; the FAQ adds its entries. */
export const useContent = (page: ContentPageName, locale: Locale) => useQuery(contentQuery(page, locale));
