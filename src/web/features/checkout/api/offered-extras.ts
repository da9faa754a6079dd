import { useQuery } from '@tanstack/react-query';
import type { OfferedExtra } from '@contracts/extras';
import { api } from '@/lib/api';

/** `GET /api/extras?city=`: the extras offered with a physical gift sent there; nothing asked without a city. */
export function useOfferedExtras(city: string | null) {
  return useQuery({
    queryKey: ['extras', city],
    queryFn: ({ signal }) => api<OfferedExtra[]>(`/api/extras?city=${encodeURIComponent(city ?? '')}`, { signal }),
    enabled: Boolean(city),
    staleTime: 60_000,
  });
}
