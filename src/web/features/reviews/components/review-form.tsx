import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { overallOf, REVIEW_TEXT_MAX, reviewAspects, type ReviewAspect } from '@contracts/reviews';
import { Button, buttonClass } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/input';
import { Stars } from '@/components/ui/stars';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { useCreateReview } from '@/features/reviews/api/create-review';
import { StarRatingInput } from './star-rating-input';

type Ratings = Record<ReviewAspect, number | null>;

const unrated: Ratings = { articleRating: null, deliveryRating: null, serviceRating: null, pricingRating: null };

/** All four ratings once each is chosen, else null. */
const complete = (r: Ratings): Record<ReviewAspect, number> | null =>
  reviewAspects.every((a) => r[a] !== null) ? (r as Record<ReviewAspect, number>) : null;

/**
 * The four ratings (each unset until the customer picks it: a default would publish a rating they
 * never gave), the overall one they make, two optional texts and the consent.
 */
export function ReviewForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('reviews');
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const create = useCreateReview();
  const [ratings, setRatings] = useState<Ratings>(unrated);
  const [tried, setTried] = useState(false);
  const [comment, setComment] = useState('');
  const [suggestions, setSuggestions] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const chosen = complete(ratings);
  const overall = chosen && overallOf(chosen);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setTried(true);
      toast({ title: t('toast.missingTitle'), description: t('toast.missingText'), variant: 'destructive' });
      return;
    }
    create.mutate(
      { orderId, ...chosen, overallRating: overallOf(chosen), comment, improvementSuggestions: suggestions, isPublic },
      {
        onSuccess: () => {
          toast({ title: t('toast.sentTitle'), description: t('toast.sentText'), variant: 'success' });
          navigate('/orders');
        },
        onError: (err) =>
          toast({ title: t('toast.errorTitle'), description: errorText(err, t('toast.errorText')), variant: 'destructive' }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        {reviewAspects.map((aspect) => (
          <StarRatingInput
            key={aspect}
            name={aspect}
            label={t(`aspects.${aspect}`)}
            value={ratings[aspect]}
            onChange={(value) => setRatings((r) => ({ ...r, [aspect]: value }))}
            error={tried && ratings[aspect] === null ? t(`missing.${aspect}`) : undefined}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3 rounded-[var(--radius)] bg-secondary/60 px-4 py-3" aria-live="polite">
        <span className="font-semibold">{t('overall')}</span>
        {overall ? (
          <Stars value={overall} label={t('stars', { count: overall })} size="h-5 w-5" />
        ) : (
          <span className="text-sm text-muted">{t('overallPending')}</span>
        )}
      </div>
      <TextField id="review-comment" label={t('comment')} placeholder={t('commentPlaceholder')} value={comment} onChange={setComment} />
      <TextField
        id="review-suggestions"
        label={t('suggestions')}
        placeholder={t('suggestionsPlaceholder')}
        value={suggestions}
        onChange={setSuggestions}
      />
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={isPublic}
          onChange={(e) => setIsPublic(e.target.checked)}
          className="mt-1 h-5 w-5 shrink-0 accent-[var(--color-primary-strong)]"
        />
        <span>{t('consent')}</span>
      </label>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link href="/orders" className={buttonClass('outline')}>
          {t('cancel')}
        </Link>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('sending') : t('submit')}
        </Button>
      </div>
    </form>
  );
}

function TextField(props: { id: string; label: string; placeholder: string; value: string; onChange: (v: string) => void }) {
  return (
    <div>
      <Label htmlFor={props.id}>{props.label}</Label>
      <Textarea
        id={props.id}
        rows={4}
        maxLength={REVIEW_TEXT_MAX}
        placeholder={props.placeholder}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}
