import { CreditCard, Eye, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AdminOrder } from '@contracts/admin-orders';
import type { OrderStatus } from '@contracts/orders';
import { Money } from '@/components/admin/money';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/admin/status-badges';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { useLocale } from '@/i18n/locale';
import { formatDate } from '@/lib/format';
import { OrderItems } from './order-items';
import { OrderPeople } from './order-people';
import { StatusControl } from './status-control';

interface Props {
  order: AdminOrder;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onStatus: (status: OrderStatus) => void;
  statusPending: boolean;
  onDetails: () => void;
  onPrint: () => void;
}

/** One order as the owner reads it on a phone: who, for whom, what, how much, where it stands, and what to do. */
export function AdminOrderCard({ order, selected, onSelect, onStatus, statusPending, onDetails, onPrint }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const titleId = `order-${order.id}`;
  return (
    <li>
      <article aria-labelledby={titleId} className="overflow-hidden rounded-[calc(var(--radius)*2)] border border-border bg-card shadow-[var(--shadow-card)]">
        <header className="flex items-start gap-3 border-b border-border bg-secondary/40 px-4 py-3">
          <input
            type="checkbox"
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={t('orders.select', { number: order.orderNumber })}
            className="mt-1 h-5 w-5 shrink-0 cursor-pointer accent-[var(--color-primary-strong)]"
          />
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="font-sans text-base font-semibold">
              <bdi dir="ltr">{order.orderNumber}</bdi>
              <span className="ms-2 text-xs font-normal text-muted">
                {t('orders.shortId')} <bdi dir="ltr">{order.id.slice(0, 8)}</bdi>
              </span>
            </h2>
            <p className="text-xs text-muted">
              <time dateTime={order.createdAt}>{formatDate(order.createdAt, locale, true)}</time>
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <Money amount={order.totalAmount} className="whitespace-nowrap font-semibold" />
            <span className="text-xs text-muted">{t(`paymentMethod.${order.paymentMethod}`)}</span>
          </div>
        </header>
        <div className="flex flex-wrap gap-1.5 px-4 pt-3">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
          {order.recipientClaim?.unsentLink && <Badge tone="warning">{t('orders.linkUnsent')}</Badge>}
        </div>
        <div className="grid gap-4 px-4 py-3 md:grid-cols-2">
          <OrderPeople order={order} />
          <OrderItems order={order} />
        </div>
        <footer className="flex flex-wrap items-end justify-between gap-3 border-t border-border px-4 py-3">
          <StatusControl orderNumber={order.orderNumber} status={order.status} pending={statusPending} onChange={onStatus} />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={onDetails} aria-label={t('orders.detailsOf', { number: order.orderNumber })}>
              <Eye className="h-4 w-4" aria-hidden="true" />
              {t('orders.details')}
            </Button>
            <Button variant="outline" size="sm" onClick={onPrint} aria-label={t('orders.printSlipOf', { number: order.orderNumber })}>
              <Printer className="h-4 w-4" aria-hidden="true" />
              {t('orders.printSlip')}
            </Button>
            <Link
              href={`/admin/orders/${order.id}/payment`}
              className={buttonClass('outline', 'sm')}
              aria-label={t('orders.paymentOf', { number: order.orderNumber })}
            >
              <CreditCard className="h-4 w-4" aria-hidden="true" />
              {t('orders.payment')}
            </Link>
          </div>
        </footer>
      </article>
    </li>
  );
}
