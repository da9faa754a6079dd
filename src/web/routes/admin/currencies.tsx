import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { PageHeader } from '@/components/admin/page-header';
import { CurrencyRates } from '@/features/admin-currencies/components/currency-rates';

export default function CurrenciesPage() {
  const { t } = useTranslation('admin-currencies');
  useDocumentTitle(t('title'));
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <CurrencyRates />
    </>
  );
}
