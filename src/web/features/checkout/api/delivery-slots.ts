import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliverySlots } from '@contracts/delivery-slots';
import { MAX_DAYS_AHEAD } from '@contracts/shop-clock';
import { api } from '@/lib/api';

/** The days the shop can deliver to a city, from today in Morocco to the booking horizon. */
export const fetchDeliverySlots = (city: string, signal?: AbortSignal) =>
  api<DeliverySlots>(`/api/delivery-slots?city=${encodeURIComponent(city)}&days=${MAX_DAYS_AHEAD}`, { signal });

export const deliverySlotsQuery = (city: string) =>
  queryOptions({
    queryKey: ['delivery-slots', city],
    queryFn: ({ signal }) => fetchDeliverySlots(city, signal),
    // Slots close with the hour: asked again after a few minutes on the page.
    staleTime: 5 * 60_000,
  });

/** The dates and slots of the recipient's city; nothing until a city is chosen. */
export function useDeliverySlots(city: string | null) {
  return useQuery({ ...deliverySlotsQuery(city ?? ''), enabled: Boolean(city) });
}
