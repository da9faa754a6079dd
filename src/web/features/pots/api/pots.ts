import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PaymentIntentSchema } from '@contracts/orders';
import type { CreateShareInput, Pot } from '@contracts/pots';
import { api } from '@/lib/api';

export type ShareIntent = z.infer<typeof PaymentIntentSchema>;

const path = (token: string) => `/api/pots/${encodeURIComponent(token)}`;
const key = (token: string) => ['pot', token] as const;

/** `GET /api/pots/{token}`: the pot as this link may see it (the organiser's link sees everything). */
export const usePot = (token: string) =>
  useQuery({ queryKey: key(token), queryFn: () => api<Pot>(path(token)), retry: false, staleTime: 15_000, refetchInterval: 30_000, enabled: token.length > 0 });

/** `POST /api/pots/{token}/shares`: reserves the share and starts its card payment. */
export const startShare = (token: string, body: CreateShareInput) => api<ShareIntent>(`${path(token)}/shares`, { method: 'POST', body });

/** The organiser's controls; the pot comes back as it now stands. */
export function usePotAction(token: string, action: 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Pot>(`${path(token)}/${action}`, { method: 'POST' }),
    onSuccess: (pot) => queryClient.setQueryData(key(token), pot),
  });
}

export const refreshPot = (queryClient: ReturnType<typeof useQueryClient>, token: string) => queryClient.invalidateQueries({ queryKey: key(token) });
