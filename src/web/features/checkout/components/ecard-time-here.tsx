import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useLocale } from '@/i18n/locale';
import { useVisitorZone, visitorWallTime } from '@/lib/visitor-time';
import { useCheckoutContext } from '@/features/checkout/hooks/use-checkout-form';

/**
 * The e-card's hour (Morocco's) on the sender's own clock, for a sender abroad: "Soit 10:15 chez vous."
 * Nothing when their clock reads Morocco's. Without a date the card leaves today (`today`).
 */
export function EcardTimeHere({ today }: { today: string }) {
  const { t } = useTranslation('ecard');
  const locale = useLocale();
  const zone = useVisitorZone();
  const { control } = useCheckoutContext();
  const [date, time] = useWatch({ control, name: ['deliveryDate', 'ecardSendTime'] });
  const local = /^\d{2}:\d{2}$/.test(time ?? '') ? visitorWallTime(date || today, time!, zone) : null;
  if (!local) return null;
  return (
    <p className="mt-1 text-xs text-muted" aria-live="polite">
      {local.otherDay
        ? t('checkout.sendTimeHereOtherDay', { time: local.time, day: formatDate(`${local.date}T12:00:00Z`, locale) })
        : t('checkout.sendTimeHere', { time: local.time })}
    </p>
  );
}
