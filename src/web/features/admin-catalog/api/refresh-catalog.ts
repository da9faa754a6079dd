import type { QueryClient } from '@tanstack/react-query';
import { adminKeys, storefrontCatalogKeys } from '@/lib/admin-keys';

/** After a catalogue write: the back office lists, the dashboard and the shop's own caches reload. */
export function refreshCatalog(queryClient: QueryClient) {
  for (const queryKey of [adminKeys.gifts, adminKeys.categories, adminKeys.dashboard, ...storefrontCatalogKeys]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
