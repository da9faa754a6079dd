import { useInfiniteQuery } from '@tanstack/react-query';
import type { PublishedReviewPage } from '@contracts/reviews';
import { api, withQuery } from '@/lib/api';
import { reviewKeys } from './review-keys';

const PAGE = 5;

export const getGiftReviews = (giftId: string, offset: number) =>
  api<PublishedReviewPage>(withQuery(`/api/gifts/${encodeURIComponent(giftId)}/reviews`, { limit: PAGE, offset }));

/** A gift's published reviews, newest first, five more at each "see more". */
export const useGiftReviews = (giftId: string) =>
  useInfiniteQuery({
    queryKey: reviewKeys.gift(giftId),
    queryFn: ({ pageParam }) => getGiftReviews(giftId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });
