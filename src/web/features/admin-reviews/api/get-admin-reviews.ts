import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminReview, ReviewCounts, ReviewState } from '@contracts/reviews';
import { adminKeys } from '@/lib/admin-keys';
import { api, apiWithHeaders, withQuery } from '@/lib/api';

export const PAGE_SIZE = 20;

export interface AdminReviewQuery {
  state?: ReviewState;
  page: number;
}

export async function getAdminReviews(query: AdminReviewQuery, signal?: AbortSignal) {
  const path = withQuery('/api/admin/reviews', { state: query.state, limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE });
  const { data, headers } = await apiWithHeaders<AdminReview[]>(path, { signal });
  const total = Number(headers.get('X-Total-Count'));
  return { reviews: data, total: Number.isFinite(total) ? Math.max(total, data.length) : data.length };
}

/** One page of reviews of one state, newest first; the previous page stays on screen while the next loads. */
export const useAdminReviews = (query: AdminReviewQuery) =>
  useQuery({
    queryKey: [...adminKeys.reviews, 'list', query],
    queryFn: ({ signal }) => getAdminReviews(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** How many reviews each filter holds. */
export const useReviewCounts = () =>
  useQuery({ queryKey: [...adminKeys.reviews, 'counts'], queryFn: () => api<ReviewCounts>('/api/admin/reviews/counts'), staleTime: 0 });
