import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/admin/admin-page';
import { CurrencyRates } from '@/features/admin-currencies/components/currency-rates';

export default function CurrenciesPage() {
  const { t } = useTranslation('admin-currencies');
  return (
    <AdminPage title={t('title')} description={t('description')}>
      <CurrencyRates />
    </AdminPage>
  );
}
