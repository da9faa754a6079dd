import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Locale } from '@contracts/common';
import type { ContentPageName, PageContent } from '@contracts/content';
import { adminKeys } from '@/lib/admin-keys';
import { api } from '@/lib/api';

export const previewContent = (page: ContentPageName, locale: Locale, markdown: string) =>
  api<PageContent>('/api/admin/content/preview', { method: 'POST', body: { page, locale, markdown } });

/** The markdown rendered by the server, through the page's own sanitiser; the last preview stays while the next one comes. */
export const useContentPreview = (page: ContentPageName, locale: Locale, markdown: string) =>
  useQuery({
    queryKey: [...adminKeys.content, 'preview', page, locale, markdown],
    queryFn: () => previewContent(page, locale, markdown),
    placeholderData: keepPreviousData,
  });
