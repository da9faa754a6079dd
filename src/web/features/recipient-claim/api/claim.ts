import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliverySlots } from '@contracts/delivery-slots';
import { MAX_DAYS_AHEAD } from '@contracts/shop-clock';
import type { Claim, ClaimAddress, ClaimAlternatives } from '@contracts/recipient-claims';
import { ApiError, api } from '@/lib/api';

const path = (token: string) => `/api/claims/${encodeURIComponent(token)}`;

/** `GET /api/claims/{token}`: the gift waiting for the recipient, without its price. */
export const useClaim = (token: string) =>
  useQuery({ queryKey: ['claim', token], queryFn: () => api<Claim>(path(token)), retry: false, staleTime: 60_000, enabled: token.length > 0 });

/** `GET /api/claims/{token}/alternatives`: the gifts the recipient may take instead (none when the shop does not allow it), never a price. */
export const useClaimAlternatives = (token: string) =>
  useQuery({
    queryKey: ['claim-alternatives', token],
    queryFn: ({ signal }) => api<ClaimAlternatives>(`${path(token)}/alternatives`, { signal }),
    retry: false,
    staleTime: 60_000,
    enabled: token.length > 0,
  });

/**
 * `POST /api/claims/{token}`: the address, date and slot; the link then works no more. Used meanwhile (another
 * tab, a double tap): the link is read again, and answers with the delivery chosen.
 */
export const useSubmitClaim = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimAddress) => api<{ deliveryDate: string; deliverySlot: string | null }>(path(token), { method: 'POST', body }),
    onError: (err) => {
      if (err instanceof ApiError && err.code === 'claim_used') void queryClient.invalidateQueries({ queryKey: ['claim', token] });
      // The other gift ran out meanwhile: the choices are read again.
      if (err instanceof ApiError && err.code === 'swap_unavailable') void queryClient.invalidateQueries({ queryKey: ['claim-alternatives', token] });
    },
  });
};

/**
 * The dates and slots the shop can deliver to a city, to choose from. The former city's stay shown
 * (not chosen from: `isPlaceholderData`) while a new one's come, so the form does not shift under a tap.
 */
export const useClaimSlots = (city: string) =>
  useQuery({
    queryKey: ['delivery-slots', city],
    queryFn: ({ signal }) => api<DeliverySlots>(`/api/delivery-slots?city=${encodeURIComponent(city)}&days=${MAX_DAYS_AHEAD}`, { signal }),
    enabled: city.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
