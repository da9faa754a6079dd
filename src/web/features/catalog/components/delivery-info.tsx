import { BadgeCheck, BellRing, Clock, MapPinned, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDeliveryTime } from '@/hooks/use-delivery-time';

/**
 * Delivery time (the zones' times from the settings, or the gift's own hours when it takes longer),
 * order tracking, recipient notification. A digital
 * gift is not wrapped or carried: it says how it reaches the recipient, and that it has no delivery fee.
 */
export function DeliveryInfo({ hours, digital = false }: { hours: number | null | undefined; digital?: boolean }) {
  const { t } = useTranslation('catalog');
  const time = useDeliveryTime();
  const ownHours = hours && hours > 0 ? hours : 0;
  const title = time && ownHours <= time.maxDays * 24 ? t('delivery.within', { time: time.text }) : t('delivery.time', { count: ownHours || 24 });
  const tracking = { Icon: MapPinned, title: t('delivery.tracking'), text: t('delivery.trackingText') };
  const items = digital
    ? [
        { Icon: Smartphone, title: t('delivery.digital'), text: t('delivery.digitalText') },
        tracking,
        { Icon: BadgeCheck, title: t('delivery.noFee'), text: t('delivery.noFeeText') },
      ]
    : [
        { Icon: Clock, title, text: t('delivery.timeText') },
        tracking,
        { Icon: BellRing, title: t('delivery.notify'), text: t('delivery.notifyText') },
      ];
  return (
    <section aria-labelledby="gift-delivery-title" className="rounded-[calc(var(--radius)*2)] border border-border bg-card p-5 shadow-[var(--shadow-card)]">
      <h2 id="gift-delivery-title" className="text-xl font-semibold">
        {t('delivery.title')}
      </h2>
      <ul className="mt-4 grid gap-4">
        {items.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary/20">
              <Icon className="h-5 w-5 text-primary-strong" aria-hidden="true" />
            </span>
            <div>
              <p className="font-medium">{title}</p>
              <p className="text-sm text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
