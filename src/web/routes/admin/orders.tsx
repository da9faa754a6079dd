import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { OrdersView } from '@/features/admin-orders/components/orders-view';
import { DeliveryPanel } from '@/features/admin-delivery/components/delivery-panel';

export default function OrdersPage() {
  const { t } = useTranslation(['admin', 'admin-delivery']);
  useDocumentTitle(t('nav.orders'));
  return (
    <OrdersView
      detailsExtra={(order) => (
        <section>
          <h3 className="mb-2 font-sans text-sm font-semibold uppercase tracking-wide text-muted">{t('proof.title', { ns: 'admin-delivery' })}</h3>
          <DeliveryPanel order={order} />
        </section>
      )}
    />
  );
}
