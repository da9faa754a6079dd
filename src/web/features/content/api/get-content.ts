import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type ContentPageName = 'privacy' | 'terms' | 'faq';

export interface FaqEntry {
  question: string;
  /** Sanitised HTML, like the page's own. */
  answer: string;
}

/** `GET /api/content/:page`: the page's markdown rendered to sanitised HTML by the server; the FAQ adds its entries. */
export interface PageContent {
  page: ContentPageName;
  html: string;
  entries?: FaqEntry[];
}

export const getContent = (page: ContentPageName) => api<PageContent>(`/api/content/${page}`);

export const contentQuery = (page: ContentPageName) =>
  queryOptions({ queryKey: ['content', page], queryFn: () => getContent(page) });

export const useContent = (page: ContentPageName) => useQuery(contentQuery(page));
