import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { GiftsView } from '@/features/admin-catalog/components/gifts-view';

export default function GiftsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('nav.gifts'));
  return <GiftsView />;
}
