import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@contracts/user';
import { userQuery } from '@/hooks/use-user';

const rootKey = (key: readonly unknown[]) => String(key[0]);

/** A new session sees fresh data: the user from the answer, everything else (orders, admin settings) refetched. */
export function cacheSignedIn(queryClient: QueryClient, user: User) {
  queryClient.setQueryData(userQuery.queryKey, user);
  void queryClient.invalidateQueries({ predicate: (q) => !['user', 'appearance'].includes(rootKey(q.queryKey)) });
}

/** Nothing of the previous account stays in memory after sign-out, except the shop's theme. */
export function cacheSignedOut(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (q) => !['user', 'appearance'].includes(rootKey(q.queryKey)) });
  queryClient.setQueryData(userQuery.queryKey, null);
}
