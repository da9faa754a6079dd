import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/admin/admin-page';
import { ToDeliverView } from '@/features/admin-delivery/components/to-deliver-view';

export default function DeliveriesPage() {
  const { t } = useTranslation('admin-delivery');
  return (
    <AdminPage title={t('toDeliver.title')} description={t('toDeliver.description')}>
      <ToDeliverView />
    </AdminPage>
  );
}
