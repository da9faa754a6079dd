import { useQuery } from '@tanstack/react-query';
import type { Ecard } from '@contracts/gift-codes';
import { api } from '@/lib/api';

/** `GET /api/e-cards/{token}`: the recipient's e-card (its first reading tells the sender it was opened). */
export const fetchEcard = (token: string) => api<Ecard>(`/api/e-cards/${encodeURIComponent(token)}`);

export const useEcard = (token: string) =>
  useQuery({ queryKey: ['e-card', token], queryFn: () => fetchEcard(token), retry: false, staleTime: 60_000, enabled: token.length > 0 });
