import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@contracts/common';
import type { ContentPageName, ContentSource } from '@contracts/content';
import { adminKeys } from '@/lib/admin-keys';
import { api } from '@/lib/api';

export const contentSourceQuery = (page: ContentPageName, locale: Locale) =>
  queryOptions({
    queryKey: [...adminKeys.content, page, locale],
    queryFn: () => api<ContentSource>(`/api/admin/content/${page}?locale=${locale}`),
  });

/** `GET /api/admin/content/:page?locale=`: the markdown to edit in that language; the French default, or empty in Arabic and English, while nothing is saved. */
export const useContentSource = (page: ContentPageName, locale: Locale) => useQuery(contentSourceQuery(page, locale));
