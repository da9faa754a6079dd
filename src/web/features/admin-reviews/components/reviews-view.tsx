import { useState } from 'react';
import { MessageSquareOff } from 'lucide-react';
import { Pager } from '@/components/admin/pager';
import { useTranslation } from 'react-i18next';
import type { ReviewState } from '@contracts/reviews';
import { PageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/skeleton';
import { useSessionExpiredOn } from '@/hooks/use-session-expired';
import { cn } from '@/lib/cn';
import { PAGE_SIZE, useAdminReviews, useReviewCounts } from '@/features/admin-reviews/api/get-admin-reviews';
import { ReviewCard } from './review-card';

const filters = ['all', 'published', 'private', 'pending'] as const;
type Filter = (typeof filters)[number];

/** 'Avis clients': the counts of each state are the filters; each review is moderated in place. */
export function ReviewsView() {
  const { t } = useTranslation('admin-reviews');
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const state: ReviewState | undefined = filter === 'all' ? undefined : filter;
  const reviews = useAdminReviews({ state, page });
  const counts = useReviewCounts();
  useSessionExpiredOn(reviews.error);
  const pages = Math.max(1, Math.ceil((reviews.data?.total ?? 0) / PAGE_SIZE));

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div role="group" aria-label={t('filters.label')} className="mb-6 flex flex-wrap gap-2">
        {filters.map((f) => (
          <Button
            key={f}
            variant={filter === f ? 'primary' : 'outline'}
            size="sm"
            aria-pressed={filter === f}
            className="rounded-full"
            onClick={() => {
              setFilter(f);
              setPage(1);
            }}
          >
            {t(`filters.${f}`)}
            <span className={cn('rounded-full px-2 text-xs', filter === f ? 'bg-white/30' : 'bg-secondary')}>{counts.data?.[f] ?? '…'}</span>
          </Button>
        ))}
      </div>
      {reviews.isPending ? (
        <Spinner label={t('title')} className="min-h-[30vh]" />
      ) : reviews.isError ? (
        <div role="alert" className="py-10 text-center">
          <p>{t('loadError')}</p>
          <Button variant="outline" className="mt-4" onClick={() => void reviews.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : reviews.data.reviews.length === 0 ? (
        <p className="flex items-center justify-center gap-2 py-16 text-muted">
          <MessageSquareOff className="h-5 w-5" aria-hidden="true" />
          {t('empty')}
        </p>
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          {reviews.data.reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </div>
      )}
      <Pager page={page} pages={pages} onPage={setPage} label={t('pages')} />
    </>
  );
}
