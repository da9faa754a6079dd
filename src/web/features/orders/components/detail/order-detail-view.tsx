import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LogIn, PackageSearch } from 'lucide-react';
import type { Order } from '@contracts/orders';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/skeleton';
import { useUser } from '@/hooks/use-user';
import { ApiError } from '@/lib/api';
import { sessionExpired } from '@/lib/session-expired';
import { useOrder } from '@/features/orders/api/get-order';
import { detailFailure } from '@/features/orders/utils/detail-failure';
import { EmptyState } from '@/features/orders/components/empty-state';
import { OrderTimeline } from '@/features/orders/components/order-timeline';
import { ActionsCard } from './actions-card';
import { DeliveryCard } from './delivery-card';
import { DetailHeader } from './detail-header';
import { ItemsCard } from './items-card';
import { PaymentCard } from './payment-card';

/** One order: header, items, delivery, payment, its history and what the customer can do; `aside` adds other features' cards to the side column. */
export function OrderDetailView({
  id,
  payNow,
  giftCodes,
  aside,
}: {
  id: string;
  payNow?: (order: Order) => ReactNode;
  /** What became of the order's e-gifts, for a paid order with digital gifts. */
  giftCodes?: (order: Order) => ReactNode;
  aside?: (order: Order) => ReactNode;
}) {
  const { t } = useTranslation('orders');
  const order = useOrder(id);
  const { user, isLoading: userLoading } = useUser();
  const status = order.error instanceof ApiError ? order.error.status : null;
  const failure = order.isError ? detailFailure(status, userLoading ? null : user !== null) : null;

  // Signed out: say why, then go to sign-in (storefront spec §2); a guest's own order loads and never gets here.
  useEffect(() => {
    if (failure === 'login') sessionExpired({ title: t('detail.loginRequired'), description: t('detail.loginText') });
  }, [failure, t]);

  if (order.isPending || (order.isError && failure === null)) return <Spinner label={t('detail.loading')} className="min-h-[40vh]" />;
  if (failure === 'login') return <EmptyState icon={LogIn} title={t('detail.loginRequired')} text={t('detail.loginText')} headingLevel={1} />;
  if (order.isError) {
    const missing = failure === 'missing';
    return (
      <EmptyState
        icon={PackageSearch}
        title={missing ? t('detail.notFound') : t('common.loadError')}
        text={missing ? t('detail.notFoundText') : undefined}
        headingLevel={1}
      >
        {!missing && <Button onClick={() => void order.refetch()}>{t('common.retry')}</Button>}
        <Link href="/orders" className={buttonClass('outline')}>
          {t('common.back')}
        </Link>
      </EmptyState>
    );
  }

  const o = order.data;
  return (
    <div className="space-y-6">
      <DetailHeader order={o} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="space-y-6">
          <ItemsCard order={o} />
          <PaymentCard order={o} payNow={payNow} />
          {giftCodes?.(o)}
        </div>
        <div className="space-y-6">
          <Card className="p-5">
            <OrderTimeline events={o.events} status={o.status} />
          </Card>
          <DeliveryCard order={o} />
          <ActionsCard order={o} />
          {aside?.(o)}
        </div>
      </div>
    </div>
  );
}
