import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import type { Order } from '@contracts/orders';
import { useLocale } from '@/i18n/locale';
import { formatDate, formatMoney } from '@/lib/format';
import { OrderStatusBadge, useStatusDescription } from '@/features/orders/components/status-badges';

export function DetailHeader({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const describe = useStatusDescription();
  return (
    <header>
      <Link href="/orders" className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-primary-strong hover:underline">
        <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
        {t('common.back')}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4 rounded-[calc(var(--radius)*2)] border border-border bg-secondary/50 p-5 sm:p-6">
        <div className="space-y-2">
          <h1 className="figures text-2xl font-semibold sm:text-3xl">
            {t('detail.title', { number: order.orderNumber })}
          </h1>
          <p className="figures text-sm text-muted">
            {t('common.placedOn', { date: formatDate(order.createdAt, locale, true) })}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.status} />
            <span className="text-sm">{describe(order.status)}</span>
          </div>
        </div>
        <div className="sm:text-end">
          <p className="text-sm text-muted">{t('common.total')}</p>
          <p className="figures font-heading text-3xl font-semibold">{formatMoney(order.totalAmount, locale)}</p>
        </div>
      </div>
    </header>
  );
}
