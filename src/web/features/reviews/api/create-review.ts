import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReview, Review } from '@contracts/reviews';
import { api } from '@/lib/api';
import { reviewKeys } from './review-keys';

export const createReview = (review: CreateReview) => api<Review>('/api/reviews', { method: 'POST', body: review });

/** Sends the review; the order's review check refreshes after (spec 000 §7). */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (review) => queryClient.setQueryData(reviewKeys.order(review.orderId), review),
  });
}
