import { useTranslation } from 'react-i18next';
import { reviewAspects, reviewState, type AdminReview } from '@contracts/reviews';
import { Badge } from '@/components/ui/badge';
import { SwitchField } from '@/components/ui/form/switch-field';
import { Stars } from '@/components/ui/stars';
import { toast } from '@/components/ui/toast';
import { useLocale } from '@/i18n/locale';
import { cn } from '@/lib/cn';
import { formatDate, localized } from '@/lib/format';
import { useUpdateReviewStatus } from '@/features/admin-reviews/api/update-review-status';
import { ratingBand } from './rating-band';

const stateTone = { published: 'success', private: 'neutral', pending: 'warning' } as const;

/** One review: the gifts and who wrote it, its order, its ratings, its texts, and the published and public switches. */
export function ReviewCard({ review }: { review: AdminReview }) {
  const { t } = useTranslation('admin-reviews');
  const locale = useLocale();
  const update = useUpdateReviewStatus();
  const state = reviewState(review);
  const gifts = review.giftNames.map((name) => localized(name, locale)).join(', ') || review.orderNumber;
  const set = (change: Partial<Pick<AdminReview, 'isPublic' | 'isVerified'>>) =>
    update.mutate(
      { id: review.id, isPublic: review.isPublic, isVerified: review.isVerified, ...change },
      { onError: () => toast({ title: t('updateError'), variant: 'destructive' }) },
    );

  return (
    <article className="rounded-[calc(var(--radius)*2)] border border-border bg-card p-4 shadow-[var(--shadow-card)] sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-sans font-semibold">{review.customerName ? t('cardTitle', { gifts, name: review.customerName }) : gifts}</h2>
          <p className="text-sm text-muted">
            <bdi dir="ltr">{review.orderNumber}</bdi> · {formatDate(review.createdAt, locale, true)}
          </p>
        </div>
        <Badge tone={stateTone[state]}>{t(`filters.${state}`)}</Badge>
      </header>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <span className={cn('inline-flex items-center gap-2 rounded-full px-3 py-1 font-semibold', ratingBand(review.overallRating))}>
          <Stars value={review.overallRating} label={t('rating', { count: review.overallRating })} />
          <span aria-hidden="true" dir="ltr">{review.overallRating}/5</span>
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {reviewAspects.map((aspect) => (
          <div key={aspect} className="flex items-center justify-between gap-2 sm:block">
            <dt className="text-muted">{t(`aspects.${aspect}`)}</dt>
            <dd className="font-medium" dir="ltr">{review[aspect]}/5</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="font-medium">{t('comment')}</dt>
          <dd dir="auto" className="break-words whitespace-pre-line">{review.comment ?? <span className="text-muted">{t('noComment')}</span>}</dd>
        </div>
        {review.improvementSuggestions && (
          <div>
            <dt className="font-medium">{t('suggestions')}</dt>
            <dd dir="auto" className="break-words whitespace-pre-line">{review.improvementSuggestions}</dd>
          </div>
        )}
      </dl>
      <div className="mt-3 grid gap-x-6 border-t border-border sm:grid-cols-2">
        <SwitchField label={t('published')} checked={review.isVerified} disabled={update.isPending} onCheckedChange={(isVerified) => set({ isVerified })} />
        <SwitchField
          label={t('public')}
          hint={review.isPublic ? undefined : t('noConsent')}
          checked={review.isPublic}
          disabled={update.isPending}
          onCheckedChange={(isPublic) => set({ isPublic })}
        />
      </div>
    </article>
  );
}
