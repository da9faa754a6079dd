import { useTranslation } from 'react-i18next';
import { ImagesField } from '@/components/admin/images-field';
import type { AppearanceDraft } from '@/features/admin-appearance/hooks/use-appearance-draft';

const imageFields = ['logoUrl', 'faviconUrl', 'heroImageUrl', 'backgroundImageUrl'] as const;

/** Logo, favicon, home image and background: one picture each, uploaded like a gift's. */
export function ImagesPanel({ draft }: { draft: AppearanceDraft }) {
  const { t } = useTranslation('admin-appearance');
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {imageFields.map((field) => {
        const url = draft.value[field];
        return (
          <ImagesField
            key={field}
            single
            label={t(`images.${field}`)}
            hint={field === 'faviconUrl' ? t('images.faviconHint') : t('images.hint')}
            value={url ? [url] : []}
            onChange={(urls) => draft.set(field, urls[0] ?? null)}
          />
        );
      })}
    </div>
  );
}
