import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@contracts/common';
import { contentSettingKey, type ContentPageName, type ContentSource } from '@contracts/content';
import { api } from '@/lib/api';
import { contentSourceQuery } from './get-content-source';

/** `POST /api/settings` with the page's key in that language; the storefront's copies of the page are refreshed. */
export function useSaveContent(page: ContentPageName, locale: Locale) {
  const queryClient = useQueryClient();
  const source = contentSourceQuery(page, locale);
  return useMutation({
    mutationFn: (markdown: string) => api('/api/settings', { method: 'POST', body: { key: contentSettingKey[page][locale], value: markdown } }),
    onSuccess: (_saved, markdown) => {
      const isDefault = !markdown.trim();
      if (isDefault) void queryClient.invalidateQueries(source);
      else queryClient.setQueryData<ContentSource>(source.queryKey, { page, locale, markdown, isDefault });
      void queryClient.invalidateQueries({ queryKey: ['content', page] });
    },
  });
}
