import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@contracts/user';
import { api, ApiError } from '@/lib/api';

/** The signed-in user, or null: a 401 means "not signed in", not an error. */
export const userQuery = queryOptions({
  queryKey: ['user'],
  queryFn: async (): Promise<User | null> => {
    try {
      return await api<User>('/api/user');
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  },
});

export function useUser() {
  const q = useQuery(userQuery);
  return { user: q.data ?? null, isLoading: q.isLoading };
}
