import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useLocale } from '@/i18n/locale';
import { useDeliverySlots } from '@/features/checkout/api/delivery-slots';
import { useCheckoutContext, useFieldError } from '@/features/checkout/hooks/use-checkout-form';
import { SlotCalendar } from '@/features/checkout/components/slot-calendar';
import { SlotChoice } from '@/features/checkout/components/slot-choice';

/**
 * The date and slot of a physical gift: only the days and slots the shop can honour for the recipient's
 * city are offered (the server's calendar), the rest greyed out. Without a date, it goes out as soon as
 * possible; express needs neither.
 */
export function DeliverySchedule() {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const labelId = useId();
  const { control, setValue } = useCheckoutContext();
  const error = useFieldError();
  const [city, date, slot, express] = useWatch({ control, name: ['recipientCity', 'deliveryDate', 'deliverySlot', 'express'] });
  const slots = useDeliverySlots(city || null);
  const days = useMemo(() => slots.data?.days ?? [], [slots.data]);
  const dateSlots = useMemo(() => days.find((d) => d.date === date)?.slots ?? [], [days, date]);

  // A date or slot the new city (or the passing hour) no longer offers is cleared, never sent.
  useEffect(() => {
    if (!slots.data) return;
    if (date && dateSlots.length === 0) setValue('deliveryDate', '', { shouldDirty: true });
    if (slot && !dateSlots.includes(slot)) setValue('deliverySlot', dateSlots.length === 1 ? dateSlots[0]! : '', { shouldDirty: true });
  }, [slots.data, date, slot, dateSlots, setValue]);

  const pick = (next: string) => {
    setValue('deliveryDate', next, { shouldDirty: true, shouldValidate: Boolean(next) });
    const nextSlots = days.find((d) => d.date === next)?.slots ?? [];
    setValue('deliverySlot', nextSlots.length === 1 ? nextSlots[0]! : '', { shouldDirty: true });
  };

  if (express) return <p className="text-sm text-muted">{t('schedule.express')}</p>;
  if (!city) return <p className="text-sm text-muted">{t('schedule.chooseCity')}</p>;
  if (slots.isPending) return <p className="text-sm text-muted" role="status">{t('schedule.loading')}</p>;
  if (slots.isError) {
    return (
      <p className="text-sm text-danger" role="alert">
        {t('schedule.error')}{' '}
        <Button type="button" variant="outline" size="sm" onClick={() => void slots.refetch()}>
          {t('summary.retry')}
        </Button>
      </p>
    );
  }
  const next = slots.data.nextDate;
  return (
    <div className="space-y-4">
      <div>
        <p id={labelId} className="text-sm font-medium">
          {t('delivery.date')}
        </p>
        <p className="text-xs text-muted">
          {next ? t('schedule.hint', { date: formatDate(`${next}T12:00:00Z`, locale) }) : t('schedule.none')}
        </p>
        <div className="mt-2 flex justify-center sm:justify-start">
          <SlotCalendar
            available={days.filter((d) => d.slots.length > 0).map((d) => d.date)}
            selected={date}
            onSelect={pick}
            locale={locale}
            today={slots.data.today}
            labelledBy={labelId}
          />
        </div>
        {date && (
          <Button type="button" variant="ghost" size="sm" onClick={() => pick('')}>
            {t('schedule.clear')}
          </Button>
        )}
      </div>
      {date && dateSlots.length > 0 && (
        <div>
          <SlotChoice
            date={date}
            slots={dateSlots}
            value={slot}
            onChange={(s) => setValue('deliverySlot', s, { shouldDirty: true, shouldValidate: true })}
            legend={t('schedule.slotsOn', { date: formatDate(`${date}T12:00:00Z`, locale) })}
          />
          {error('deliverySlot') && (
            <p className="mt-1 text-sm text-danger" role="alert">
              {error('deliverySlot')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
