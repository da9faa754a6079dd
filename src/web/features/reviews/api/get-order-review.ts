import { useQuery } from '@tanstack/react-query';
import type { Review } from '@contracts/reviews';
import { api, ApiError } from '@/lib/api';
import { reviewKeys } from './review-keys';

/** The order's review, or null when there is none yet (the server's 404). */
export async function getOrderReview(orderId: string): Promise<Review | null> {
  try {
    return await api<Review>(`/api/reviews/order/${encodeURIComponent(orderId)}`);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const useOrderReview = (orderId: string) =>
  useQuery({ queryKey: reviewKeys.order(orderId), queryFn: () => getOrderReview(orderId), staleTime: 0, retry: false });
