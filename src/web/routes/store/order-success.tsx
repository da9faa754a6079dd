import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderSuccessView } from '@/features/orders/components/success/order-success-view';
import { readSuccessParams } from '@/features/orders/utils/success-params';
import { RemindMeNextYear } from '@/features/reminders/components/remind-me-next-year';

export default function OrderSuccessPage() {
  const { t } = useTranslation('orders');
  const search = useSearch();
  const order = useOrder(readSuccessParams(search).orderId).data;
  useDocumentTitle(t('success.confirmedTitle'));
  return (
    <main id="main" className="px-4 py-8 sm:px-6 sm:py-12">
      <OrderSuccessView search={search} />
      {order && order.status !== 'cancelled' && (
        <div className="mx-auto mt-6 flex max-w-2xl justify-center">
          <RemindMeNextYear order={order} />
        </div>
      )}
    </main>
  );
}
