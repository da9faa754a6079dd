import { useTranslation } from 'react-i18next';
import type { DashboardStats } from '@contracts/dashboard';
import { Money } from '@/components/admin/money';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/admin/status-badges';
import { useLocale } from '@/i18n/locale';
import { formatDate } from '@/lib/format';
import { ListPanel } from './panel';

/** The 5 latest orders: who ordered (or 'Invité'), for whom, how much, and where they stand. */
export function RecentOrders({ orders }: { orders: DashboardStats['recentOrders'] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <ListPanel title={t('dashboard.recentOrders')} link={{ href: '/admin/orders', label: t('dashboard.allOrders') }} empty={t('dashboard.noOrders')} items={orders} rowClassName="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
      {(o) => (
        <>
          <div className="min-w-0">
            <p className="font-semibold">
              <bdi dir="ltr">{o.orderNumber}</bdi>
            </p>
            <p className="text-sm text-muted">
              {t('dashboard.orderPeople', { customer: o.customerName ?? t('guest'), recipient: o.recipientName })}
            </p>
            <p className="text-xs text-muted">
              <time dateTime={o.createdAt}>{formatDate(o.createdAt, locale, true)}</time>
            </p>
          </div>
          <div className="flex flex-col items-end gap-1.5">
            <Money amount={o.totalAmount} className="whitespace-nowrap font-semibold" />
            <div className="flex flex-wrap justify-end gap-1.5">
              <OrderStatusBadge status={o.status} />
              <PaymentStatusBadge status={o.paymentStatus} />
            </div>
          </div>
        </>
      )}
    </ListPanel>
  );
}
