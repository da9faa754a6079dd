import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutboxPage, OutboxStatus } from '@contracts/notification-settings';
import { adminKeys } from '@/lib/admin-keys';
import { api, withQuery } from '@/lib/api';

export interface OutboxQuery {
  status?: OutboxStatus;
  page: number;
}

export const OUTBOX_PAGE_SIZE = 20;

/** One page of the outbox, newest first; refreshed every few seconds while the worker sends. */
export const useOutbox = (query: OutboxQuery) =>
  useQuery({
    queryKey: adminKeys.outboxPage(query),
    queryFn: ({ signal }) => api<OutboxPage>(withQuery('/api/admin/outbox', { ...query, limit: OUTBOX_PAGE_SIZE }), { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
    staleTime: 0,
  });

export const useRetryMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ message: string }>(`/api/admin/outbox/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.outbox }),
  });
};
