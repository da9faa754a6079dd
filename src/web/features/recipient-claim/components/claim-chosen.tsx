import { useTranslation } from 'react-i18next';
import { CalendarCheck } from 'lucide-react';
import type { Claim } from '@contracts/recipient-claims';
import { useLocale } from '@/i18n/locale';
import { formatDeliveryDate } from '@/lib/format';

/** A link already used: the delivery the recipient chose (city, day, slot), instead of a dead end. */
export function ClaimChosen({ chosen }: { chosen: NonNullable<Claim['chosen']> }) {
  const { t } = useTranslation('claim');
  const { t: tc } = useTranslation('checkout');
  const locale = useLocale();
  const when = chosen.deliveryDate ? formatDeliveryDate(chosen.deliveryDate, chosen.deliverySlot, locale) : null;
  const city = chosen.city ? tc(`cities.${chosen.city}`, { defaultValue: chosen.city }) : null;
  return (
    <div role="status" className="rounded-[var(--radius)] bg-secondary/60 p-5 text-center">
      <CalendarCheck className="mx-auto mb-2 h-8 w-8 text-primary-strong" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{t('chosen.title')}</h2>
      {city && when && <p className="mt-2">{t('chosen.text', { city, when })}</p>}
      <p className="mt-2 text-sm text-muted">{t('chosen.change')}</p>
    </div>
  );
}
