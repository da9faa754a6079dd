import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxMessage } from '@contracts/inbox';
import { api } from '@/lib/api';
import { messagesKey } from './get-messages';

/** `PATCH /api/admin/inbox/messages/{id}` `{handled}`. */
export const setHandled = ({ id, handled }: { id: string; handled: boolean }) =>
  api<InboxMessage>(`/api/admin/inbox/messages/${encodeURIComponent(id)}`, { method: 'PATCH', body: { handled } });

export function useSetHandled() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setHandled, onSettled: () => void queryClient.invalidateQueries({ queryKey: messagesKey }) });
}
