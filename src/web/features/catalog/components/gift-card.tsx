import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { localized } from '@/lib/format';
import { usePrice } from '@/hooks/use-price';
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
  const price = usePrice();
  const name = localized(gift.name, locale);
  const href = `/gifts/${gift.id}`;
  const Heading = `h${headingLevel}` as const;

  return (
    <article className={cn('gift-card group', variant === 'list' && 'gift-card-list')}>
      <div className="gift-card-media">
        <GiftImage
          src={gift.images[0]}
          alt={name}
          sizes={sizes[variant]}
          priority={priority}
          className="gift-card-image"
        />
        <GiftBadges gift={gift} />
      </div>
      <div className="gift-card-body">
        <Heading className="gift-card-title">
          {/* The link's overlay makes the whole card clickable without nesting links. */}
          <Link href={href} className="gift-card-link">
            {name}
          </Link>
        </Heading>
        <p className="gift-card-text">
          {localized(gift.description, locale)}
        </p>
        <div className="gift-card-actions">
          <div>
            <p className="gift-card-price">{price(gift.price)}</p>
            <GiftRating gift={gift} compact />
          </div>
          <Link href={href} aria-label={t('card.seeMoreAbout', { name })} className="gift-card-more">
            {t('card.seeMore')}
            <CardIcon name="arrow" className="h-4 w-4 rtl:rotate-180" />
          </Link>
        </div>
      </div>
    </article>
  );
}
