import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PaymentIntentSchema } from '@contracts/orders';
import type { Gift } from '@contracts/catalog';
import type { CreateShareInput, LowerPotInput, Pot } from '@contracts/pots';
import { api, withQuery } from '@/lib/api';

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

/** Gifts the organiser may choose instead, in stock and cheaper than the pot's target. */
export const useCheaperGifts = (below: string, enabled: boolean) =>
  useQuery({
    queryKey: ['pot-cheaper-gifts', below],
    queryFn: async () => (await api<Gift[]>(withQuery('/api/gifts', { maxPrice: Math.floor(Number(below)), limit: 24 }))).filter((g) => g.stock === null || g.stock > 0),
    enabled,
    staleTime: 60_000,
  });

/** `POST /api/pots/{token}/lower`: the organiser's cheaper gift, priced again by the shop; its total becomes the target. */
export function useLowerPot(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: LowerPotInput['items']) => api<Pot>(`${path(token)}/lower`, { method: 'POST', body: { items } }),
    onSuccess: (pot) => queryClient.setQueryData(key(token), pot),
  });
}
