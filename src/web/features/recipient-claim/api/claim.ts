import { useMutation, useQuery } from '@tanstack/react-query';
import type { DeliverySlots } from '@contracts/delivery-slots';
import type { Claim, ClaimAddress } from '@contracts/recipient-claims';
import { api } from '@/lib/api';

const path = (token: string) => `/api/claims/${encodeURIComponent(token)}`;

/** `GET /api/claims/{token}`: the gift waiting for the recipient, without its price. */
export const useClaim = (token: string) =>
  useQuery({ queryKey: ['claim', token], queryFn: () => api<Claim>(path(token)), retry: false, staleTime: 60_000, enabled: token.length > 0 });

/** `POST /api/claims/{token}`: the address, date and slot; the link then works no more. */
export const useSubmitClaim = (token: string) =>
  useMutation({ mutationFn: (body: ClaimAddress) => api<{ deliveryDate: string; deliverySlot: string | null }>(path(token), { method: 'POST', body }) });

/** The dates and slots the shop can deliver to a city, to choose from. */
export const useClaimSlots = (city: string) =>
  useQuery({
    queryKey: ['delivery-slots', city],
    queryFn: ({ signal }) => api<DeliverySlots>(`/api/delivery-slots?city=${encodeURIComponent(city)}&days=90`, { signal }),
    enabled: city.length > 0,
    staleTime: 5 * 60_000,
  });
