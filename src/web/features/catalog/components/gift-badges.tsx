import { useTranslation } from 'react-i18next';
import type { Gift } from '@contracts/catalog';
import { CardIcon } from './card-icons';

/** Badges over a gift's image: digital, sold out. */
export function GiftBadges({ gift }: { gift: Pick<Gift, 'type' | 'stock'> }) {
  const { t } = useTranslation('catalog');
  const soldOut = gift.stock !== null && gift.stock <= 0;
  if (gift.type !== 'digital' && !soldOut) return null;
  return (
    <div className="pointer-events-none absolute start-3 top-3 flex flex-wrap gap-1.5">
      {gift.type === 'digital' && (
        <span className="inline-flex items-center gap-1 rounded-full bg-card/95 px-2.5 py-1 text-xs font-semibold text-primary-strong shadow-sm">
          <CardIcon name="digital" className="h-3.5 w-3.5" />
          {t('badge.digital')}
        </span>
      )}
      {soldOut && (
        <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-1 text-xs font-semibold text-red-900 shadow-sm">
          <CardIcon name="soldOut" className="h-3.5 w-3.5" />
          {t('badge.soldOut')}
        </span>
      )}
    </div>
  );
}
