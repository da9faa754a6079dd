import { useTranslation } from 'react-i18next';
import { Truck } from 'lucide-react';
import type { Order } from '@contracts/orders';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';
import { PhoneText } from '@/components/ui/phone-text';
import { useLocale } from '@/i18n/locale';
import { useRecipientPlace } from '@/features/orders/hooks/use-recipient-place';
import { formatDate, formatDeliveryDate, formatPhone } from '@/lib/format';
import { ParcelLine } from '@/features/orders/components/parcel-line';
import { InfoList } from './info-list';
import { RecipientPhoneForm } from './recipient-phone-form';
import { UnsentLink } from './unsent-link';

export function DeliveryCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const placeOf = useRecipientPlace();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <Truck className="h-5 w-5 text-primary-strong rtl:-scale-x-100" aria-hidden="true" />
          {t('detail.delivery')}
        </CardTitle>
        {order.express && <Badge tone="accent">{t('common.express')}</Badge>}
        {order.awaitingRecipientAddress ? (
          <Badge tone="warning">{t('awaitingAddress.badge')}</Badge>
        ) : (
          !order.recipientCity && <Badge tone="accent">{t('common.digitalDelivery')}</Badge>
        )}
      </CardHeader>
      <CardContent>
        <InfoList
          rows={[
            { label: t('common.recipient'), value: order.recipientName },
            { label: t('common.phone'), value: <PhoneText phone={order.recipientPhone} /> },
            order.awaitingRecipientAddress
              ? { label: t('common.address'), value: t('awaitingAddress.text') }
              : order.recipientCity
                ? { label: t('common.address'), value: placeOf(order) }
                : { label: t('common.address'), value: t('common.digitalDeliveryText') },
            order.recipientEmail ? { label: t('common.email'), value: <span dir="ltr">{order.recipientEmail}</span> } : null,
            {
              label: t('common.deliveryDate'),
              value: order.deliveryDate
                ? formatDeliveryDate(order.deliveryDate, order.deliverySlot, locale)
                : order.awaitingRecipientAddress
                  ? t('awaitingAddress.date')
                  : t(order.recipientCity ? 'common.deliveryDefault' : 'common.sendDefault'),
            },
            order.parcel ? { label: t('track.carrier'), value: <ParcelLine parcel={order.parcel} /> } : null,
            order.isAnonymous || order.senderName
              ? { label: t('common.sender'), value: order.isAnonymous ? t('common.anonymous') : t('common.from', { name: order.senderName }) }
              : null,
            order.personalMessage ? { label: t('common.message'), value: <span className="italic">{order.personalMessage}</span> } : null,
            order.receivedAt ? { label: t('timeline.steps.received'), value: formatDate(order.receivedAt, locale, true) } : null,
          ]}
        />
        {order.awaitingRecipientAddress && order.status !== 'cancelled' && (
          <div className="mt-4 space-y-4 border-t border-border pt-4">
            <div className="space-y-1 text-sm text-muted">
              <p>{t('awaitingAddress.how', { phone: formatPhone(order.recipientPhone) })}</p>
              {order.recipientClaim?.expiresAt && (
                <p>{t('awaitingAddress.until', { date: formatDate(order.recipientClaim.expiresAt, locale), name: order.recipientName })}</p>
              )}
            </div>
            {order.recipientClaim?.unsentLink && <UnsentLink link={order.recipientClaim.unsentLink} name={order.recipientName} phone={order.recipientPhone} />}
            <RecipientPhoneForm orderId={order.id} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
