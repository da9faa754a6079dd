import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CalendarHeart } from 'lucide-react';
import { Input, Textarea } from '@/components/ui/input';
import { useSettings } from '@/lib/site-queries';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/i18n/locale';
import { MESSAGE_MAX } from '@/features/checkout/utils/checkout-schema';
import { expressOption } from '@/features/checkout/utils/express-option';
import { useCheckoutContext, useFieldError } from '@/features/checkout/hooks/use-checkout-form';
import { Field } from '@/components/ui/form/field';
import { FREE_TEXT } from '@/features/checkout/utils/free-text';
import { SectionCard } from '@/components/ui/form/section-card';
import { SwitchField } from '@/components/ui/form/switch-field';
import { useDeliverySlots } from '@/features/checkout/api/delivery-slots';
import { DeliverySchedule } from '@/features/checkout/components/delivery-schedule';
import { EcardTimeHere } from '@/features/checkout/components/ecard-time-here';

/** The checkout's switches keep the boxed look the page has always had. */
const BOXED = 'rounded-[var(--radius)] border border-border bg-background/60 p-4';

/**
 * When and how: the date and slot (a calendar for a physical gift), the e-card's hour for a digital one,
 * express where the city has it (never for digital gifts only), anonymity, the message.
 */
export function DeliveryCard({ today, digitalOnly = false, hasDigital = false }: { today: string; digitalOnly?: boolean; hasDigital?: boolean }) {
  const { t } = useTranslation('checkout');
  const { t: te } = useTranslation('ecard');
  const locale = useLocale();
  const { data: settings } = useSettings();
  const { register, watch, control } = useCheckoutContext();
  const error = useFieldError();
  const anonymous = watch('isAnonymous');
  const message = watch('personalMessage') ?? '';
  const city = watch('recipientCity');
  // The recipient gives the address, date and slot through their link: nothing to choose here.
  const addressUnknown = !digitalOnly && (watch('recipientAddressUnknown') ?? false);
  const express = digitalOnly || addressUnknown ? null : expressOption(settings, city);
  const cityName = (c: string) => t(`cities.${c as 'Casablanca'}`);
  // Express leaves today: closed after the cut-off or on a day without delivery (the city's calendar says).
  const calendar = useDeliverySlots(express?.offered ? city : null);
  const expressClosed = Boolean(calendar.data && !calendar.data.days.some((d) => d.date === calendar.data.today && d.express));
  const expressCities = new Intl.ListFormat(locale, { type: 'conjunction' }).format(express?.cities.map(cityName) ?? []);
  return (
    <SectionCard icon={CalendarHeart} title={t('delivery.title')} description={t('delivery.description')}>
      {digitalOnly ? (
        <Field id="deliveryDate" label={t('delivery.date')} hint={t('delivery.dateHintDigital')} error={error('deliveryDate')} className="sm:max-w-xs">
          {(p) => <Input {...p} {...register('deliveryDate')} type="date" min={today} />}
        </Field>
      ) : addressUnknown ? (
        <p className="rounded-[var(--radius)] bg-secondary/60 p-3 text-sm">{t('delivery.addressUnknownNote')}</p>
      ) : (
        <DeliverySchedule />
      )}
      {hasDigital && (
        <Field id="ecardSendTime" label={te('checkout.sendTime')} hint={te('checkout.sendTimeHint')} error={error('ecardSendTime')} className="sm:max-w-xs">
          {(p) => (
            <>
              <Input {...p} {...register('ecardSendTime')} type="time" step={900} />
              <EcardTimeHere today={today} />
            </>
          )}
        </Field>
      )}
      {settings && express && (
        <Controller
          control={control}
          name="express"
          render={({ field }) => (
            <SwitchField
              className={BOXED}
              label={t('delivery.express')}
              hint={
                !express.offered
                  ? t('delivery.expressOnlyIn', { cities: expressCities })
                  : expressClosed
                    ? t('schedule.expressClosed')
                    : t('delivery.expressHint', { city: cityName(city), fee: formatMoney(settings.express_delivery_fee, locale) })
              }
              disabled={!express.offered || (expressClosed && !field.value)}
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
            />
          )}
        />
      )}
      {settings?.anonymous_delivery !== false && (
        <Controller
          control={control}
          name="isAnonymous"
          render={({ field }) => (
            <SwitchField
              className={BOXED}
              label={t('delivery.anonymous')}
              hint={t('delivery.anonymousHint')}
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
            />
          )}
        />
      )}
      {!anonymous && (
        <Field id="senderName" label={t('delivery.senderName')} error={error('senderName')} className="sm:max-w-md">
          {(p) => <Input {...p} {...register('senderName')} className={FREE_TEXT} autoComplete="name" placeholder={t('delivery.senderPlaceholder')} maxLength={120} />}
        </Field>
      )}
      <Field id="personalMessage" label={t('delivery.message')} error={error('personalMessage')}>
        {(p) => (
          <>
            <Textarea
              {...p}
              aria-describedby={[p['aria-describedby'], 'personalMessage-count'].filter(Boolean).join(' ')}
              {...register('personalMessage')}
              className={FREE_TEXT}
              maxLength={MESSAGE_MAX}
              placeholder={t('delivery.messagePlaceholder')}
            />
            <p id="personalMessage-count" className="mt-1 text-end text-xs text-muted">
              {t('delivery.counter', { count: message.length, max: MESSAGE_MAX })}
            </p>
          </>
        )}
      </Field>
    </SectionCard>
  );
}
