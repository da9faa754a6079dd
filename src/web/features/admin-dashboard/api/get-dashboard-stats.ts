import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@contracts/dashboard';
import { adminKeys } from '@/lib/admin-keys';
import { api } from '@/lib/api';

export const getDashboardStats = () => api<DashboardStats>('/api/dashboard/stats');

// Fresh on every visit: the figures move with every order.
export const dashboardStatsQuery = queryOptions({ queryKey: adminKeys.dashboard, queryFn: getDashboardStats, staleTime: 0 });

export const useDashboardStats = () => useQuery(dashboardStatsQuery);
