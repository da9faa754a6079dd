import { QueryClient } from '@tanstack/react-query';

/** Data never goes stale, no refetch on focus, no retries (order queries opt in). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
});
