import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { PageHeader } from '@/components/admin/page-header';
import { PromotionForm } from '@/features/admin-promotions/components/promotion-form';
import { PromotionList } from '@/features/admin-promotions/components/promotion-list';

export default function PromotionsPage() {
  const { t } = useTranslation('admin-promotions');
  useDocumentTitle(t('title'));
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="space-y-6">
        <PromotionForm />
        <PromotionList />
      </div>
    </>
  );
}
