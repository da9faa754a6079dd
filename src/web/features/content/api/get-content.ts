import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPageName, PageContent } from '@contracts/content';
import { api } from '@/lib/api';

export const getContent = (page: ContentPageName) => api<PageContent>(`/api/content/${page}`);

export const contentQuery = (page: ContentPageName) =>
  queryOptions({ queryKey: ['content', page], queryFn: () => getContent(page) });

/** `GET /api/content/:page`: the shop's French text as sanitised HTML; the FAQ adds its entries. */
export const useContent = (page: ContentPageName) => useQuery(contentQuery(page));
