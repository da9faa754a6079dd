import { useState } from 'react';
import { Link } from 'wouter';
import { ArrowRight, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QuizRecommendation } from '@contracts/quiz';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { localized } from '@/lib/format';
import { usePrice } from '@/hooks/use-price';
import { useLocale } from '@/i18n/locale';

/** The server writes 400 px variants beside each 800 px picture: a card needs no more. */
const small = (url: string) => url.replace(/-800\.webp$/, '-400.webp');

/** One recommended gift: picture, name, why, match score, price in MAD, and a link to its page. */
export function RecommendationCard({ item, headingLevel = 3 }: { item: QuizRecommendation; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('quiz');
  const locale = useLocale();
  const price = usePrice({ dirhamsAs: 'MAD' });
  const [broken, setBroken] = useState(false);
  const name = localized(item.name, locale);
  const Heading = `h${headingLevel}` as const;
  const href = `/gifts/${item.id}`;

  return (
    <article className="flex flex-row overflow-hidden rounded-[calc(var(--radius)*2)] border border-border bg-card shadow-[var(--shadow-card)] sm:flex-col">
      <div className="w-28 shrink-0 sm:w-full">
        {item.image && !broken ? (
          <img src={small(item.image)} alt="" width={400} height={400} loading="lazy" decoding="async" onError={() => setBroken(true)} className="aspect-square h-full w-full bg-secondary object-cover sm:h-auto" />
        ) : (
          <div aria-hidden="true" className="flex aspect-square h-full w-full items-center justify-center bg-gradient-to-br from-secondary via-background to-accent/40 sm:h-auto">
            <Gift className="h-10 w-10 text-primary-strong/60 sm:h-14 sm:w-14" strokeWidth={1.25} />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-5">
        <p className="self-start rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-primary-strong sm:text-sm">
          {t('results.match', { score: item.matchScore })}
        </p>
        <Heading className="text-base leading-snug font-semibold sm:text-lg">{name}</Heading>
        <p className="text-sm leading-relaxed text-muted">{item.reason[locale]}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 sm:gap-3 sm:pt-3">
          <p className="text-base font-semibold text-primary-strong sm:text-lg">{price(item.price)}</p>
          <Link href={href} aria-label={t('results.viewLabel', { name })} className={cn(buttonClass('outline', 'sm'), 'rounded-full')}>
            {t('results.view')}
            <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </article>
  );
}
