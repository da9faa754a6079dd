import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPageName, ContentSource } from '@contracts/content';
import { adminKeys } from '@/lib/admin-keys';
import { api } from '@/lib/api';

export const contentSourceQuery = (page: ContentPageName) =>
  queryOptions({
    queryKey: [...adminKeys.content, page],
    queryFn: () => api<ContentSource>(`/api/admin/content/${page}`),
  });

/** `GET /api/admin/content/:page`: the markdown to edit, the French default while nothing is saved. */
export const useContentSource = (page: ContentPageName) => useQuery(contentSourceQuery(page));
