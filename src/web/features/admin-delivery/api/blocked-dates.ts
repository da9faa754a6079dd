import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockedDate, BlockedDateInput } from '@contracts/delivery-slots';
import { api } from '@/lib/api';

const calendarKey = ['admin', 'delivery-calendar'] as const;

/** `GET /api/admin/delivery-calendar?year=…`: the year's blocked dates, holidays pre-filled. */
export const useBlockedDates = (year: number) =>
  useQuery({ queryKey: [...calendarKey, year], queryFn: ({ signal }) => api<BlockedDate[]>(`/api/admin/delivery-calendar?year=${year}`, { signal }) });

/** `POST /api/admin/delivery-calendar`: add a date, or move / confirm one (`previousDate`). */
export function useSaveBlockedDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlockedDateInput) => api<BlockedDate>('/api/admin/delivery-calendar', { method: 'POST', body: input }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: calendarKey }),
  });
}

/** `DELETE /api/admin/delivery-calendar/{date}` */
export function useRemoveBlockedDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => api<void>(`/api/admin/delivery-calendar/${date}`, { method: 'DELETE' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: calendarKey }),
  });
}
