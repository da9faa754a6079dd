import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { OrderDetailView } from '@/features/orders/components/detail/order-detail-view';
import { useOrder } from '@/features/orders/api/get-order';
import { GiftCodeStates } from '@/features/ecard/components/gift-code-states';
import { DeliveryProofCard } from '@/features/delivery-proof/components/delivery-proof-card';
import { RemindMeNextYear } from '@/features/reminders/components/remind-me-next-year';

// The card form (and Stripe.js, when used) loads only for an order that can still be paid.
const PayNow = lazy(() => import('@/features/checkout/components/pay-now'));

export default function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const { id = '' } = useParams<{ id: string }>();
  const number = useOrder(id).data?.orderNumber;
  useDocumentTitle(number ? t('detail.title', { number }) : t('list.title'));
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <OrderDetailView
        id={id}
        payNow={(order) => (
          <Suspense fallback={null}>
            <PayNow order={order} />
          </Suspense>
        )}
        giftCodes={(order) =>
          order.paymentStatus === 'completed' && order.items.some((i) => i.gift.type === 'digital') ? <GiftCodeStates orderId={order.id} /> : null
        }
        aside={(order) => (
          <>
            <DeliveryProofCard orderId={order.id} orderNumber={order.orderNumber} />
            <RemindMeNextYear order={order} />
          </>
        )}
      />
    </main>
  );
}
