import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AtSign, CalendarDays, Eye, EyeOff, MapPin, MessageSquareHeart, Phone, Smartphone, Star, UserRound } from 'lucide-react';
import type { Order } from '@contracts/orders';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChevronForward } from '@/components/ui/chevron-forward';
import { PhoneText } from '@/components/ui/phone-text';
import { useLocale } from '@/i18n/locale';
import { useRecipientPlace } from '@/features/orders/hooks/use-recipient-place';
import { formatDate, formatMoney, formatDeliveryDate } from '@/lib/format';
import { nothingDue } from '@/features/orders/utils/success-params';
import { CancelOrderButton } from './cancel-order-button';
import { ConfirmReceiptButton } from './confirm-receipt-button';
import { OrderStatusBadge, useStatusDescription } from './status-badges';

/** One order in the customer's list: status, amount, recipient and what can be done next. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const placeOf = useRecipientPlace();
  const describe = useStatusDescription();
  const can = order.actions;
  const paid = order.paymentStatus === 'completed';
  const titleId = `order-${order.id}`;
  return (
    <Card className="overflow-hidden">
      <article aria-labelledby={titleId}>
        <header className="flex items-start justify-between gap-3 border-b border-border bg-secondary/40 px-5 py-4">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold">
              <span dir="ltr" className="figures">{order.orderNumber}</span>
            </h2>
            <p className="figures text-sm text-muted">
              <time dateTime={order.createdAt}>{formatDate(order.createdAt, locale, true)}</time>
            </p>
          </div>
          <div className="shrink-0 text-end">
            <p className="figures font-heading text-xl font-semibold whitespace-nowrap">{formatMoney(order.totalAmount, locale)}</p>
            <Badge tone={paid ? 'success' : 'neutral'} className="mt-1">
              {paid ? t('list.paid') : nothingDue(order) ? t('paymentStatus.nothing_due') : t('list.unpaid')}
            </Badge>
          </div>
        </header>

        <div className="grid grid-cols-1 gap-5 px-5 py-4 md:grid-cols-2">
          <div className="space-y-2">
            <OrderStatusBadge status={order.status} />
            <p className="text-sm">{describe(order.status)}</p>
            {order.deliveryDate && (
              <p className="flex items-center gap-2 text-sm">
                <CalendarDays className="h-4 w-4 shrink-0 text-primary-strong" aria-hidden="true" />
                {t('common.plannedDelivery', { date: formatDeliveryDate(order.deliveryDate, order.deliverySlot, locale) })}
              </p>
            )}
            {order.receivedAt && <p className="text-sm font-medium text-success">{t('common.received', { date: formatDate(order.receivedAt, locale) })}</p>}
            {order.cancellationRequestedAt && order.status === 'pending' && (
              <p className="text-sm text-muted">{t('common.cancellationRequested', { date: formatDate(order.cancellationRequestedAt, locale, true) })}</p>
            )}
          </div>
          <dl className="space-y-1.5 text-sm">
            <Line icon={UserRound} label={t('common.recipient')} value={order.recipientName} />
            <Line icon={Phone} label={t('common.phone')} value={<PhoneText phone={order.recipientPhone} />} />
            {order.awaitingRecipientAddress ? (
              <Line icon={MapPin} label={t('common.address')} value={t('awaitingAddress.text')} />
            ) : order.recipientCity ? (
              <Line icon={MapPin} label={t('common.address')} value={placeOf(order)} />
            ) : (
              <Line icon={Smartphone} label={t('common.address')} value={t('common.digitalDeliveryText')} />
            )}
            {order.recipientEmail && <Line icon={AtSign} label={t('common.email')} value={<span dir="ltr">{order.recipientEmail}</span>} />}
            {(order.isAnonymous || order.senderName) && (
              <Line
                icon={order.isAnonymous ? EyeOff : Eye}
                label={t('common.sender')}
                value={order.isAnonymous ? t('common.anonymous') : t('common.from', { name: order.senderName })}
              />
            )}
            {order.personalMessage && (
              <Line
                icon={MessageSquareHeart}
                label={t('common.message')}
                value={<span className="line-clamp-2 pe-1 italic text-muted">{order.personalMessage}</span>}
              />
            )}
          </dl>
        </div>

        <footer className="flex flex-wrap gap-2 border-t border-border px-5 py-4">
          <Link href={`/orders/${order.id}`} className={buttonClass('outline', 'sm')} aria-label={t('actions.detailsOf', { number: order.orderNumber })}>
            {t('actions.details')}
            <ChevronForward className="h-4 w-4" />
          </Link>
          {can.confirmReceipt && <ConfirmReceiptButton orderId={order.id} size="sm" />}
          {can.review && (
            <Link href={`/review-order/${order.id}`} className={buttonClass('secondary', 'sm')}>
              <Star className="h-4 w-4 text-primary-strong" aria-hidden="true" />
              {t('actions.review')}
            </Link>
          )}
          {can.requestCancellation && <CancelOrderButton orderId={order.id} orderNumber={order.orderNumber} size="sm" />}
        </footer>
      </article>
    </Card>
  );
}

function Line({ icon: Icon, label, value }: { icon: typeof UserRound; label: string; value: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-primary-strong" aria-hidden="true" />
      <dt className="sr-only">{label}</dt>
      <dd dir="auto" className="min-w-0 break-words text-left rtl:text-right">
        {value}
      </dd>
    </div>
  );
}
