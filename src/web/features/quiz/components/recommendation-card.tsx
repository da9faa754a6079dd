import { useState } from 'react';
import { Link } from 'wouter';
import { ArrowRight, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QuizRecommendation } from '@contracts/quiz';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatMoney, localized } from '@/lib/format';
import { useLocale } from '@/i18n/locale';

/** The server writes 400 px variants beside each 800 px picture: a card needs no more. */
const small = (url: string) => url.replace(/-800\.webp$/, '-400.webp');

/** One recommended gift: picture, name, why, match score, price in MAD, and a link to its page. */
export function RecommendationCard({ item, headingLevel = 3 }: { item: QuizRecommendation; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('quiz');
  const locale = useLocale();
  const [broken, setBroken] = useState(false);
  const name = localized(item.name, locale);
  const Heading = `h${headingLevel}` as const;
  const href = `/gifts/${item.id}`;

  return (
    <article className="flex flex-col overflow-hidden rounded-[calc(var(--radius)*2)] border border-border bg-card shadow-[var(--shadow-card)]">
      <div className="relative">
        {item.image && !broken ? (
          <img src={small(item.image)} alt="" width={400} height={400} loading="lazy" decoding="async" onError={() => setBroken(true)} className="aspect-square w-full bg-secondary object-cover" />
        ) : (
          <div aria-hidden="true" className="flex aspect-square w-full items-center justify-center bg-gradient-to-br from-secondary via-background to-accent/40">
            <Gift className="h-14 w-14 text-primary-strong/60" strokeWidth={1.25} />
          </div>
        )}
        <p className="absolute top-3 start-3 rounded-full bg-card/95 px-3 py-1 text-sm font-semibold text-primary-strong shadow-sm">
          {t('results.match', { score: item.matchScore })}
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <Heading className="text-lg leading-snug font-semibold">{name}</Heading>
        <p className="text-sm leading-relaxed text-muted">{item.reason[locale]}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-3">
          <p className="text-lg font-semibold text-primary-strong">{formatMoney(item.price, locale, { currency: 'MAD' })}</p>
          <Link href={href} aria-label={t('results.viewLabel', { name })} className={cn(buttonClass('outline', 'sm'), 'rounded-full')}>
            {t('results.view')}
            <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </article>
  );
}
