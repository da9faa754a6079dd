import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Spinner } from '@/components/ui/skeleton';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderStatusBadge } from '@/features/orders/components/status-badges';
import { Notice, ReviewOrderView } from '@/features/reviews/components/review-order-view';

/** /review-order/{orderId}: a failed or empty order load reads as 'Commande non trouvée' (spec 000 §6). */
export default function ReviewOrderPage() {
  const { t } = useTranslation('reviews');
  const { orderId = '' } = useParams<{ orderId: string }>();
  const order = useOrder(orderId);
  useDocumentTitle(t('title'));
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      {order.isPending ? (
        <Spinner label={t('loading')} className="min-h-[40vh]" />
      ) : order.isError ? (
        <Notice title={t('notFound.title')} text={t('notFound.text')} />
      ) : (
        <ReviewOrderView order={order.data} statusBadge={<OrderStatusBadge status={order.data.status} />} />
      )}
    </main>
  );
}
