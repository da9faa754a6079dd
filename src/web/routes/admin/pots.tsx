import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { PageHeader } from '@/components/admin/page-header';
import { PotList } from '@/features/admin-pots/components/pot-list';

export default function PotsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('pots.title'));
  return (
    <>
      <PageHeader title={t('pots.title')} description={t('pots.description')} />
      <PotList />
    </>
  );
}
