import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useLocale } from '@/i18n/locale';
import { formatDate, formatDeliveryDate } from '@/lib/format';
import type { Tracking } from '@/features/orders/api/track-order';
import { OrderTimeline } from '@/features/orders/components/order-timeline';
import { ParcelLine } from '@/features/orders/components/parcel-line';
import { OrderStatusBadge, PaymentStatusBadge, useStatusDescription } from '@/features/orders/components/status-badges';
import { useCityName } from '@/features/orders/hooks/use-city-name';

export function TrackingResult({ tracking }: { tracking: Tracking }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const describe = useStatusDescription();
  const cityName = useCityName();
  const facts = [
    { label: t('track.city'), value: tracking.recipientCity ? cityName(tracking.recipientCity) : t('common.digitalDelivery') },
    { label: t('track.placedOn'), value: formatDate(tracking.createdAt, locale, true) },
    {
      label: t('track.deliveryDate'),
      value: tracking.deliveryDate
        ? formatDeliveryDate(tracking.deliveryDate, tracking.deliverySlot, locale)
        : t(tracking.recipientCity ? 'common.deliveryDefault' : 'common.sendDefault'),
    },
    { label: t('track.payment'), value: <PaymentStatusBadge status={tracking.paymentStatus} orderStatus={tracking.status} /> },
    ...(tracking.parcel ? [{ label: t('track.carrier'), value: <ParcelLine parcel={tracking.parcel} /> }] : []),
  ];
  return (
    <Card className="overflow-hidden" aria-live="polite">
      <div className="border-b border-border bg-secondary/40 p-5 sm:p-6">
        <h2 dir="ltr" className="figures text-2xl font-semibold rtl:text-end">
          {tracking.orderNumber}
        </h2>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={tracking.status} />
          <span className="text-sm">{describe(tracking.status)}</span>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-8 p-5 sm:p-6 md:grid-cols-2">
        <dl className="space-y-3 text-sm">
          {facts.map((f) => (
            <div key={f.label}>
              <dt className="text-xs font-medium tracking-wide text-muted uppercase">{f.label}</dt>
              <dd className="mt-0.5">{f.value}</dd>
            </div>
          ))}
        </dl>
        <OrderTimeline events={tracking.events} status={tracking.status} headingLevel={3} />
      </div>
    </Card>
  );
}
