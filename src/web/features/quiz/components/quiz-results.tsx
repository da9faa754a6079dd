import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { RotateCcw, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QuizAnswers } from '@contracts/quiz';
import { Button, buttonClass } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale } from '@/i18n/locale';
import { quizResultsQuery } from '@/features/quiz/api/get-quiz-results';
import { RecommendationCard } from './recommendation-card';

/** The recommendations for complete answers: a grid of gifts, the adviser's note when there is one, Retake and See-all. */
export function QuizResults({ answers, onRetake }: { answers: QuizAnswers; onRetake: () => void }) {
  const { t } = useTranslation('quiz');
  const locale = useLocale();
  const results = useQuery(quizResultsQuery(answers, locale));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="quiz-results" aria-busy={results.isPending || undefined}>
      <div className="text-center">
        <h2 id="quiz-results" ref={heading} tabIndex={-1} className="text-3xl font-semibold text-balance outline-none sm:text-4xl">
          {t('results.heading')}
        </h2>
        <p className="mt-3 text-muted">{t('results.intro')}</p>
      </div>

      {results.data?.message && (
        <aside aria-labelledby="quiz-advice" className="mx-auto mt-8 max-w-3xl rounded-[calc(var(--radius)*2)] border border-primary/40 bg-secondary/60 p-5 sm:p-6">
          <h3 id="quiz-advice" className="flex items-center gap-2 text-base font-semibold text-primary-strong">
            <Sparkles className="h-5 w-5" aria-hidden="true" />
            {t('results.adviceTitle')}
          </h3>
          <p className="mt-2 leading-relaxed whitespace-pre-line">{results.data.message}</p>
        </aside>
      )}

      {results.isPending && (
        <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <p role="status" className="sr-only">
            {t('results.loading')}
          </p>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="aspect-[3/4] w-full" />
          ))}
        </div>
      )}
      {results.isError && (
        <div role="alert" className="mx-auto mt-10 max-w-xl text-center">
          <p>{t('failed')}</p>
          <Button variant="outline" className="mt-4" onClick={() => void results.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {results.data && results.data.recommendations.length === 0 && <p className="mx-auto mt-10 max-w-xl text-center text-muted">{t('results.empty')}</p>}
      {results.data && results.data.recommendations.length > 0 && (
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {results.data.recommendations.map((item) => (
            <li key={item.id} className="flex">
              <RecommendationCard item={item} />
            </li>
          ))}
        </ul>
      )}

      <div className="mt-12 flex flex-col justify-center gap-3 sm:flex-row">
        <Button variant="outline" size="lg" onClick={onRetake}>
          <RotateCcw className="h-5 w-5" aria-hidden="true" />
          {t('results.retake')}
        </Button>
        <Link href="/catalog" className={buttonClass('primary', 'lg')}>
          {t('results.allGifts')}
        </Link>
      </div>
    </section>
  );
}
