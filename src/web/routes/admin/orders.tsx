import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { OrdersView } from '@/features/admin-orders/components/orders-view';

export default function OrdersPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('nav.orders'));
  return <OrdersView />;
}
