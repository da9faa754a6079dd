import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewStatus } from '@contracts/reviews';
import { adminKeys, storefrontCatalogKeys } from '@/lib/admin-keys';
import { api } from '@/lib/api';

export const updateReviewStatus = ({ id, ...status }: ReviewStatus & { id: string }) =>
  api<Review>(`/api/admin/reviews/${encodeURIComponent(id)}/status`, { method: 'PUT', body: status });

/** Moderates one review; the lists, the counts and the storefront's gifts (their ratings) are read again. */
export function useUpdateReviewStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReviewStatus,
    onSettled: () => {
      for (const queryKey of [adminKeys.reviews, ...storefrontCatalogKeys, ['reviews']]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
