import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { PageHeader } from '@/components/admin/page-header';
import { ExtraForm } from '@/features/admin-extras/components/extra-form';
import { ExtraList } from '@/features/admin-extras/components/extra-list';

export default function ExtrasPage() {
  const { t } = useTranslation('admin-extras');
  useDocumentTitle(t('title'));
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="space-y-6">
        <ExtraForm />
        <ExtraList />
      </div>
    </>
  );
}
