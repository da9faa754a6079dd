import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatMoney, localized } from '@/lib/format';
import { useLocale } from '@/i18n/locale';
import type { CardGift } from '@/features/catalog/api/get-gifts';
import { CardIcon } from './card-icons';
import { GiftBadges } from './gift-badges';
import { GiftImage } from './gift-image';
import { GiftRating } from './gift-rating';

export type GiftCardVariant = 'grid' | 'list';

interface GiftCardProps {
  gift: CardGift;
  variant?: GiftCardVariant;
  /** The card title's level, one below the section heading. */
  headingLevel?: 2 | 3;
  /** Cards of the first visible row load their image at once. */
  priority?: boolean;
}

const sizes = {
  grid: '(min-width: 1280px) 384px, (min-width: 1024px) 30vw, 46vw',
  list: '(min-width: 640px) 176px, 112px',
};

/** A gift in a grid or a list: the whole card opens the gift page. */
export function GiftCard({ gift, variant = 'grid', headingLevel = 3, priority = false }: GiftCardProps) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const name = localized(gift.name, locale);
  const href = `/gifts/${gift.id}`;
  const Heading = `h${headingLevel}` as const;
  const list = variant === 'list';

  return (
    <article
      className={cn(
        'group relative flex overflow-hidden rounded-[calc(var(--radius)*2)] border border-border bg-card shadow-[var(--shadow-card)] transition duration-300 hover:-translate-y-0.5 hover:shadow-lg',
        list ? 'flex-row' : 'flex-col',
      )}
    >
      <div className={cn('relative shrink-0 overflow-hidden', list ? 'w-28 sm:w-44' : 'w-full')}>
        <GiftImage
          src={gift.images[0]}
          alt={name}
          sizes={sizes[variant]}
          priority={priority}
          className={cn('transition duration-500 group-hover:scale-105', list && 'h-full')}
        />
        <GiftBadges gift={gift} />
      </div>
      <div className={cn('flex min-w-0 flex-1 flex-col gap-2', list ? 'p-4 sm:p-5' : 'p-3 sm:p-5')}>
        <Heading className={cn('leading-snug font-semibold', list ? 'text-lg' : 'text-base sm:text-lg')}>
          {/* The link's overlay makes the whole card clickable without nesting links. */}
          <Link href={href} className="after:absolute after:inset-0 after:content-[''] hover:text-primary-strong">
            {name}
          </Link>
        </Heading>
        <p className={cn('leading-relaxed text-muted', list ? 'line-clamp-2 text-sm sm:line-clamp-3' : 'line-clamp-2 text-xs sm:text-sm')}>
          {localized(gift.description, locale)}
        </p>
        <div
          className={cn(
            'mt-auto flex gap-2 pt-2',
            list ? 'flex-wrap items-center justify-between gap-3' : 'flex-col sm:flex-row sm:flex-wrap sm:items-center sm:justify-between sm:gap-3',
          )}
        >
          <div>
            <p className="text-base font-semibold text-primary-strong sm:text-lg">{formatMoney(gift.price, locale)}</p>
            <GiftRating gift={gift} compact />
          </div>
          <Link
            href={href}
            aria-label={t('card.seeMoreAbout', { name })}
            className={cn(buttonClass('outline', 'sm'), 'relative z-10 rounded-full')}
          >
            {t('card.seeMore')}
            <CardIcon name="arrow" className="h-4 w-4 rtl:rotate-180" />
          </Link>
        </div>
      </div>
    </article>
  );
}
