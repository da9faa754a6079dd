import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContentPageName, PageContent } from '@contracts/content';
import { adminKeys } from '@/lib/admin-keys';
import { api } from '@/lib/api';

export const previewContent = (page: ContentPageName, markdown: string) =>
  api<PageContent>('/api/admin/content/preview', { method: 'POST', body: { page, markdown } });

/** The markdown rendered by the server, through the page's own sanitiser; the last preview stays while the next one comes. */
export const useContentPreview = (page: ContentPageName, markdown: string) =>
  useQuery({
    queryKey: [...adminKeys.content, 'preview', page, markdown],
    queryFn: () => previewContent(page, markdown),
    placeholderData: keepPreviousData,
  });
