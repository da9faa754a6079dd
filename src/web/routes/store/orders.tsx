import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { OrdersListView } from '@/features/orders/components/orders-list-view';

export default function OrdersPage() {
  const { t } = useTranslation('orders');
  useDocumentTitle(t('list.title'));
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <OrdersListView />
    </main>
  );
}
