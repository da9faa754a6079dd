import { useQuery } from '@tanstack/react-query';
import type { AdminPot } from '@contracts/pots';
import { api } from '@/lib/api';

/** `GET /api/admin/pots`: the latest pots and their state. */
export const useAdminPots = () => useQuery({ queryKey: ['admin', 'pots'], queryFn: () => api<AdminPot[]>('/api/admin/pots'), staleTime: 30_000 });
