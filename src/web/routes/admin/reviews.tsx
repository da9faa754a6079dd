import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { ReviewsView } from '@/features/admin-reviews/components/reviews-view';

export default function ReviewsPage() {
  const { t } = useTranslation('admin-reviews');
  useDocumentTitle(t('title'));
  return <ReviewsView />;
}
