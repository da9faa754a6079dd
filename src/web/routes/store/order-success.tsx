import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { OrderSuccessView } from '@/features/orders/components/success/order-success-view';

export default function OrderSuccessPage() {
  const { t } = useTranslation('orders');
  const search = useSearch();
  useDocumentTitle(t('success.confirmedTitle'));
  return (
    <main id="main" className="px-4 py-8 sm:px-6 sm:py-12">
      <OrderSuccessView search={search} />
    </main>
  );
}
