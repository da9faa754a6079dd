import { useTranslation } from 'react-i18next';
import type { Gift } from '@contracts/catalog';
import { Stars } from '@/components/ui/stars';
import { useLocale } from '@/i18n/locale';

/** The gift's published reviews as stars and a count ("4,5 · 3 avis"); nothing before the first one. */
export function GiftRating({ gift, compact }: { gift: Pick<Gift, 'averageRating' | 'reviewCount'>; compact?: boolean }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  if (!gift.reviewCount || gift.averageRating === null) return null;
  const value = new Intl.NumberFormat(locale === 'ar' ? 'ar-MA' : locale, { maximumFractionDigits: 1, numberingSystem: 'latn' }).format(gift.averageRating);
  const label = t('rating.label', { value, count: gift.reviewCount });
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted">
      <Stars value={gift.averageRating} label={label} size={compact ? 'h-3.5 w-3.5' : 'h-4 w-4'} />
      <span aria-hidden="true">
        <span className="font-semibold text-foreground">{value}</span> · {t('rating.count', { count: gift.reviewCount })}
      </span>
    </p>
  );
}
