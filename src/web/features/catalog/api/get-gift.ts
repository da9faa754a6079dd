import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Gift } from '@contracts/catalog';
import { api } from '@/lib/api';

export const getGift = (id: string, signal?: AbortSignal) => api<Gift>(`/api/gifts/${encodeURIComponent(id)}`, { signal });

export const giftQuery = (id: string) =>
  queryOptions({ queryKey: ['gifts', 'detail', id], queryFn: ({ signal }) => getGift(id, signal) });

/** The gift as a list already on screen showed it (catalogue, featured, similar), if any. */
function fromLists(client: QueryClient, id: string): Gift | undefined {
  for (const [, data] of client.getQueriesData<Gift[] | Gift>({ queryKey: ['gifts'] })) {
    const found = Array.isArray(data) ? data.find((g) => g.id === id) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * One active gift; a 404 (missing or inactive) surfaces as an ApiError with status 404. A gift opened
 * from a list shows at once while its fresh copy loads.
 */
export function useGift(id: string) {
  const client = useQueryClient();
  return useQuery({ ...giftQuery(id), placeholderData: () => fromLists(client, id) });
}
