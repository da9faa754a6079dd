import { useTranslation } from 'react-i18next';
import { MessageSquareQuote } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Stars } from '@/components/ui/stars';
import { useLocale } from '@/i18n/locale';
import { formatDate } from '@/lib/format';
import { useGiftReviews } from '@/features/reviews/api/get-gift-reviews';

/** The gift's published reviews, newest first: first name and city, stars, date and the comment as plain text. */
export function GiftReviews({ giftId }: { giftId: string }) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const reviews = useGiftReviews(giftId);
  const items = reviews.data?.pages.flatMap((p) => p.items) ?? [];
  const total = reviews.data?.pages[0]?.total ?? 0;

  return (
    <section aria-labelledby="gift-reviews-title" className="mt-14">
      <h2 id="gift-reviews-title" className="text-2xl font-semibold">
        {t('gift.title')} {total > 0 && <span className="text-muted">({total})</span>}
      </h2>
      {reviews.isPending ? null : items.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 text-muted">
          <MessageSquareQuote className="h-5 w-5" aria-hidden="true" />
          {t('gift.empty')}
        </p>
      ) : (
        <ul className="mt-5 grid gap-4 md:grid-cols-2">
          {items.map((review) => (
            <li key={review.id} className="rounded-[calc(var(--radius)*2)] border border-border bg-card p-5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">
                  {review.firstName || t('gift.anonymous')}
                  {review.city && <span className="font-normal text-muted"> · {review.city}</span>}
                </p>
                <Stars value={review.overallRating} label={t('stars', { count: review.overallRating })} />
              </div>
              {/* Drawn first on the server: a browser whose time-zone data puts Casablanca an hour off would
                  read another day near midnight, so the server's day stays. */}
              <p className="mt-1 text-sm text-muted">
                <time dateTime={review.createdAt} suppressHydrationWarning>
                  {formatDate(review.createdAt, locale)}
                </time>
              </p>
              {review.comment && <p dir="auto" className="mt-3 leading-relaxed break-words whitespace-pre-line">{review.comment}</p>}
            </li>
          ))}
        </ul>
      )}
      {reviews.hasNextPage && (
        <Button variant="outline" className="mt-5 rounded-full" disabled={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
          {t('gift.more')}
        </Button>
      )}
    </section>
  );
}
