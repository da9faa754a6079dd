import type { ReactNode } from 'react';
import { CalendarDays, EyeOff, MapPin, MessageSquareHeart, Phone, Send, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { AdminOrder } from '@contracts/admin-orders';
import { useLocale } from '@/i18n/locale';
import { formatDeliveryDate } from '@/lib/format';
import { BuyerContact } from './buyer-contact';

function Line({ icon: Icon, label, children }: { icon: typeof UserRound; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-primary-strong" aria-hidden="true" />
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Who ordered (or 'Invité') and their contact, who receives it and where, when, from whom (or anonymously), and the message. */
export function OrderPeople({ order, fullMessage }: { order: AdminOrder; fullMessage?: boolean }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <dl className="space-y-1.5 text-sm">
      <Line icon={UserRound} label={t('orders.customer')}>
        <BuyerContact order={order} />
      </Line>
      <Line icon={Send} label={t('orders.recipient')}>
        <bdi className="font-medium">{order.recipientName}</bdi>
      </Line>
      <Line icon={Phone} label={t('orders.phone')}>
        <a href={`tel:${order.recipientPhone.replace(/\s/g, '')}`} className="underline-offset-2 hover:underline">
          <bdi dir="ltr">{order.recipientPhone}</bdi>
        </a>
      </Line>
      <Line icon={MapPin} label={t('orders.address')}>
        {order.recipientAddress ? (
          <>
            <bdi>{order.recipientAddress}</bdi>, <bdi>{order.recipientCity}</bdi>
          </>
        ) : order.awaitingRecipientAddress ? (
          <>
            {t('orders.awaitingAddress')}
            {order.recipientClaim?.unsentLink && (
              // The shop may forward the link itself, as the sender can.
              <span className="mt-1 block">
                <Badge tone="warning">{t('orders.linkUnsent')}</Badge>
                <span className="mt-1 block text-xs text-muted">
                  {t('orders.linkToForward')}{' '}
                  <bdi dir="ltr" className="break-all select-all">
                    {order.recipientClaim.unsentLink}
                  </bdi>
                </span>
              </span>
            )}
          </>
        ) : (
          t('orders.digitalDelivery')
        )}
      </Line>
      <Line icon={CalendarDays} label={t('orders.deliveryDate')}>
        {order.deliveryDate ? formatDeliveryDate(order.deliveryDate, order.deliverySlot, locale) : t('orders.noDate')}
        {order.express && <span className="font-semibold"> · {t('orders.express')}</span>}
      </Line>
      <Line icon={order.isAnonymous ? EyeOff : UserRound} label={t('orders.sender')}>
        {order.isAnonymous ? t('orders.anonymous') : order.senderName ? t('orders.from', { name: order.senderName }) : t('orders.noSender')}
      </Line>
      {order.personalMessage && (
        <Line icon={MessageSquareHeart} label={t('orders.message')}>
          <span dir="auto" className={fullMessage ? 'whitespace-pre-line italic' : 'line-clamp-2 italic text-muted'}>
            {order.personalMessage}
          </span>
        </Line>
      )}
    </dl>
  );
}
