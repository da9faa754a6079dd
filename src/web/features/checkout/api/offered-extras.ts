import { useQuery } from '@tanstack/react-query';
import type { OfferedExtra } from '@contracts/extras';
import { api } from '@/lib/api';

/** Where a physical gift goes: a city, or every zone while the recipient has not given the address. */
export type ExtrasWhere = { city: string } | { everywhere: true };

const search = (where: ExtrasWhere) => ('city' in where ? `city=${encodeURIComponent(where.city)}` : 'everywhere=true');

/** `GET /api/extras?city=` (or `?everywhere=true`): the extras offered with a physical gift sent there; nothing asked without a place. */
export function useOfferedExtras(where: ExtrasWhere | null) {
  return useQuery({
    queryKey: ['extras', where],
    queryFn: ({ signal }) => api<OfferedExtra[]>(`/api/extras?${search(where!)}`, { signal }),
    enabled: where !== null,
    staleTime: 60_000,
  });
}
