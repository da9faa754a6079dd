import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Quote } from '@contracts/orders';
import { api } from '@/lib/api';

export interface QuoteInput {
  /** Null for a cart of digital gifts only. */
  recipientCity: string | null;
  /** The recipient will give the address: the dearest served zone's fee is charged. */
  recipientAddressUnknown?: boolean;
  express: boolean;
  /** The code applied in the summary; the server answers its discount, or 400 `discount_invalid`. */
  discountCode?: string | null;
  items: { giftId: string; quantity: number }[];
  /** The extras ticked, for a physical gift with a city; priced by the server. */
  extras?: { extraId: string; quantity: number }[];
}

export const fetchQuote = (input: QuoteInput, signal?: AbortSignal) =>
  api<Quote>('/api/orders/quote', { method: 'POST', body: input, signal });

export const quoteQuery = (input: QuoteInput) =>
  queryOptions({
    queryKey: ['orders', 'quote', input],
    queryFn: ({ signal }) => fetchQuote(input, signal),
    staleTime: 60_000,
  });

/** What the server will charge for this cart, city and delivery speed; re-asked whenever one of them changes. */
export function useQuote(input: QuoteInput | null) {
  return useQuery({
    ...quoteQuery(input ?? { recipientCity: 'Casablanca', express: false, items: [] }),
    enabled: input !== null && input.items.length > 0,
    placeholderData: keepPreviousData,
  });
}
