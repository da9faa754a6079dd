import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { TrackView } from '@/features/orders/components/track/track-view';

export default function TrackPage() {
  const { t } = useTranslation('orders');
  useDocumentTitle(t('track.title'));
  return (
    <main id="main" className="px-4 py-8 sm:px-6 sm:py-12">
      <TrackView />
    </main>
  );
}
