import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InboxMessage } from '@contracts/inbox';
import { apiWithHeaders, withQuery } from '@/lib/api';

export const PAGE_SIZE = 20;
export const messagesKey = ['admin', 'inbox', 'messages'] as const;

/** `GET /api/admin/inbox/messages`: one page, newest first, the total in `X-Total-Count`. */
export const getMessages = async (offset: number) => {
  const { data, headers } = await apiWithHeaders<InboxMessage[]>(withQuery('/api/admin/inbox/messages', { limit: PAGE_SIZE, offset }));
  return { messages: data, total: Number(headers.get('x-total-count') ?? data.length) };
};

export const useMessages = (offset: number) =>
  useQuery({ queryKey: [...messagesKey, offset], queryFn: () => getMessages(offset), placeholderData: keepPreviousData });
