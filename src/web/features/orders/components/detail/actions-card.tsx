import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ShoppingBag, Star } from 'lucide-react';
import type { Order } from '@contracts/orders';
import { buttonClass } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useLocale } from '@/i18n/locale';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { CancelOrderButton } from '@/features/orders/components/cancel-order-button';
import { ConfirmReceiptButton } from '@/features/orders/components/confirm-receipt-button';

export function ActionsCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const can = order.actions;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('actions.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {order.receivedAt && (
          <p className="text-sm font-medium text-success">{t('common.received', { date: formatDate(order.receivedAt, locale) })}</p>
        )}
        {order.cancellationRequestedAt && order.status === 'pending' && (
          <p className="text-sm text-muted">{t('common.cancellationRequested', { date: formatDate(order.cancellationRequestedAt, locale, true) })}</p>
        )}
        {can.confirmReceipt && <ConfirmReceiptButton orderId={order.id} className="w-full" />}
        {can.review && (
          <Link href={`/review-order/${order.id}`} className={cn(buttonClass('secondary'), 'w-full')}>
            <Star className="h-4 w-4 text-primary-strong" aria-hidden="true" />
            {t('actions.review')}
          </Link>
        )}
        {can.requestCancellation && <CancelOrderButton orderId={order.id} orderNumber={order.orderNumber} className="w-full" />}
        <Link href="/catalog" className={cn(buttonClass('outline'), 'w-full')}>
          <ShoppingBag className="h-4 w-4" aria-hidden="true" />
          {t('common.continue')}
        </Link>
      </CardContent>
    </Card>
  );
}
