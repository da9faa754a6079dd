import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Reminder, ReminderInput } from '@contracts/reminders';
import { api } from '@/lib/api';

export const reminderKeys = { all: ['reminders'] as const };

/** `GET /api/reminders`: the signed-in customer's dates, newest first. */
export const remindersQuery = queryOptions({ queryKey: reminderKeys.all, queryFn: () => api<Reminder[]>('/api/reminders') });
export const useReminders = (enabled = true) => useQuery({ ...remindersQuery, enabled });

const useRefreshing = <V, R>(mutationFn: (v: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderKeys.all }) });
};

/** `POST /api/reminders`: refused (400) without the ticked consent. */
export const useCreateReminder = () => useRefreshing((input: ReminderInput) => api<Reminder>('/api/reminders', { method: 'POST', body: input }));

/** `DELETE /api/reminders/{id}`. */
export const useDeleteReminder = () => useRefreshing((id: string) => api<void>(`/api/reminders/${encodeURIComponent(id)}`, { method: 'DELETE' }));

/** `POST /api/reminders/unsubscribe`: the e-mail's one-click link, posted by its page. */
export const useUnsubscribeReminder = () =>
  useMutation({ mutationFn: (token: string) => api<{ message: string; personName: string }>('/api/reminders/unsubscribe', { method: 'POST', body: { token } }) });
