import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferedExtra } from '@contracts/extras';
import { api } from '@/lib/api';

const extrasQuery = queryOptions({
  queryKey: ['extras', null],
  queryFn: ({ signal }) => api<OfferedExtra[]>('/api/extras', { signal }),
  staleTime: 60_000,
});

/** `GET /api/extras`: the extras offered in some zone, for a physical gift's page; the checkout offers those of the city. */
export const useExtrasOffered = (enabled: boolean) => useQuery({ ...extrasQuery, enabled });
