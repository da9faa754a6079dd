import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { PartnersView } from '@/features/admin-partners/components/partners-view';

export default function PartnersPage() {
  const { t } = useTranslation('admin-partners');
  useDocumentTitle(t('title'));
  return <PartnersView />;
}
