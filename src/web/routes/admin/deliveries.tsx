import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { PageHeader } from '@/components/admin/page-header';
import { ToDeliverView } from '@/features/admin-delivery/components/to-deliver-view';

export default function DeliveriesPage() {
  const { t } = useTranslation('admin-delivery');
  useDocumentTitle(t('toDeliver.title'));
  return (
    <>
      <PageHeader title={t('toDeliver.title')} description={t('toDeliver.description')} />
      <ToDeliverView />
    </>
  );
}
