import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { occasionKey } from '@/features/catalog/utils/occasions';

/** The occasion chosen on the occasions page, removable from the catalogue filters. */
export function OccasionChip({ occasion, onRemove }: { occasion: string; onRemove: () => void }) {
  const { t } = useTranslation('catalog');
  const key = occasionKey(occasion);
  const label = key ? t(`occasions.${key}`) : occasion.replace(/[_-]+/g, ' ');
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-primary/60 bg-primary/15 py-1 ps-3 pe-1 text-sm font-medium text-primary-strong">
      {t('filters.occasion', { occasion: label })}
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('filters.removeOccasion', { occasion: label })}
        className="rounded-full p-1 hover:bg-primary/25"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </span>
  );
}
