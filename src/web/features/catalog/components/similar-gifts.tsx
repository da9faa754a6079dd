import { useTranslation } from 'react-i18next';
import { useSimilarGifts } from '@/features/catalog/api/get-similar-gifts';
import { GiftList } from './gift-list';

/** Up to four gifts of the same category; the section is hidden when there are none. */
export function SimilarGifts({ giftId }: { giftId: string }) {
  const { t } = useTranslation('catalog');
  const similar = useSimilarGifts(giftId);
  const gifts = similar.data?.slice(0, 4) ?? [];
  if (gifts.length === 0) return null;
  return (
    <section aria-labelledby="similar-gifts-title" className="mt-16 border-t border-border pt-12">
      <h2 id="similar-gifts-title" className="mb-6 text-3xl font-semibold">
        {t('similar.title')}
      </h2>
      <GiftList gifts={gifts} headingLevel={3} columns={4} />
    </section>
  );
}
