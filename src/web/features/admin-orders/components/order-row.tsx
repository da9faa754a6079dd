import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@contracts/admin-orders';
import type { OrderStatus } from '@contracts/orders';
import { Money } from '@/components/admin/money';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/admin/status-badges';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/locale';
import { formatShortDate, formatSlot, formatTime, formatWeekday } from '@/lib/format';
import { BuyerContact } from './buyer-contact';
import { StatusControl } from './status-control';
import { bodyRow, cell, pinned } from './orders-table-cells';

interface Props {
  order: AdminOrder;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onStatus: (status: OrderStatus) => void;
  statusPending: boolean;
  onDetails: () => void;
}

const small = 'block text-xs text-muted';

/** One order on one row: what its card says, in short, with its status to change and its details to open. */
export function OrderRow({ order, selected, onSelect, onStatus, statusPending, onDetails }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <tr data-selected={selected} className={bodyRow}>
      <td className={pinned.check}>
        <input
          type="checkbox"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={t('orders.select', { number: order.orderNumber })}
          className="h-5 w-5 cursor-pointer align-middle accent-[var(--color-primary-strong)]"
        />
      </td>
      <th scope="row" className={pinned.number}>
        <bdi dir="ltr">{order.orderNumber}</bdi>
      </th>
      <td className={cell}>
        <time dateTime={order.createdAt}>
          {formatShortDate(order.createdAt, locale)}
          <span className={small}>{formatTime(order.createdAt, locale)}</span>
        </time>
      </td>
      <td className={cell}>
        <BuyerContact order={order} stacked />
      </td>
      <td className={cell}>
        <span className="block font-medium">
          <bdi>{order.recipientName}</bdi>
        </span>
        {order.recipientClaim?.unsentLink ? (
          // The address is still to come and the recipient was never asked: the link is in the details.
          <Badge tone="warning" className="mt-1">
            {t('orders.table.linkUnsent')}
          </Badge>
        ) : (
          <span className={small}>
            {order.recipientAddress ? <bdi>{order.recipientCity}</bdi> : order.awaitingRecipientAddress ? t('orders.awaitingAddress') : t('orders.table.digital')}
          </span>
        )}
      </td>
      <td className={cell}>
        {order.deliveryDate ? <span className="whitespace-nowrap">{formatWeekday(order.deliveryDate, locale)}</span> : t('orders.noDate')}
        {order.deliverySlot && <span className={small}>{formatSlot(order.deliverySlot)}</span>}
        {order.express && <span className="block text-xs font-semibold">{t('orders.express')}</span>}
      </td>
      <td className={`${cell} text-end`}>
        <Money amount={order.totalAmount} className="whitespace-nowrap font-semibold" />
      </td>
      {/* Wide enough for "En attente de virement" on two lines. */}
      <td className={`${cell} min-w-30`}>
        <PaymentStatusBadge status={order.paymentStatus} />
        <span className={`${small} mt-1`}>{t(`paymentMethod.${order.paymentMethod}`)}</span>
      </td>
      <td className={cell}>
        <OrderStatusBadge status={order.status} />
        <div className="mt-1">
          <StatusControl orderNumber={order.orderNumber} status={order.status} pending={statusPending} onChange={onStatus} compact />
        </div>
      </td>
      <td className={cell}>
        <Button variant="outline" size="sm" onClick={onDetails} aria-label={t('orders.detailsOf', { number: order.orderNumber })}>
          {t('orders.details')}
        </Button>
      </td>
    </tr>
  );
}
