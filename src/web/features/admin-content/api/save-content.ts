import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentSettingKey, type ContentPageName, type ContentSource } from '@contracts/content';
import { api } from '@/lib/api';
import { contentSourceQuery } from './get-content-source';

/** `POST /api/settings` with the page's key; the storefront's copy of the page is refreshed. */
export function useSaveContent(page: ContentPageName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (markdown: string) => api('/api/settings', { method: 'POST', body: { key: contentSettingKey[page], value: markdown } }),
    onSuccess: (_saved, markdown) => {
      const isDefault = !markdown.trim();
      if (isDefault) void queryClient.invalidateQueries(contentSourceQuery(page));
      else queryClient.setQueryData<ContentSource>(contentSourceQuery(page).queryKey, { page, markdown, isDefault });
      void queryClient.invalidateQueries({ queryKey: ['content', page] });
    },
  });
}
