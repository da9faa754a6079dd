import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/admin/admin-page';
import { PromotionForm } from '@/features/admin-promotions/components/promotion-form';
import { PromotionList } from '@/features/admin-promotions/components/promotion-list';

export default function PromotionsPage() {
  const { t } = useTranslation('admin-promotions');
  return (
    <AdminPage title={t('title')} description={t('description')}>
      <div className="space-y-6">
        <PromotionForm />
        <PromotionList />
      </div>
    </AdminPage>
  );
}
