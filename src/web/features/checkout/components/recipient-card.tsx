import { useTranslation } from 'react-i18next';
import { Smartphone, UserRound } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { CityCombobox } from '@/components/places/city-combobox';
import { Input, Textarea } from '@/components/ui/input';
import { useCheckoutContext, useFieldError } from '@/features/checkout/hooks/use-checkout-form';
import { Field } from '@/components/ui/form/field';
import { FREE_TEXT } from '@/features/checkout/utils/free-text';
import { SectionCard } from '@/components/ui/form/section-card';
import { ContactInput } from './contact-input';

/**
 * Who receives the gift. A cart of digital gifts only asks for no address or city: the gift goes to
 * the phone (and the e-mail, if given); a cart holding any digital gift offers the e-mail.
 */
export function RecipientCard({ digitalOnly, hasDigital }: { digitalOnly: boolean; hasDigital: boolean }) {
  const { t } = useTranslation('checkout');
  const { register, watch, control } = useCheckoutContext();
  const error = useFieldError();
  const addressUnknown = !digitalOnly && (watch('recipientAddressUnknown') ?? false);
  return (
    <SectionCard icon={UserRound} title={t('recipient.title')} description={t('recipient.description')}>
      {digitalOnly && (
        <p className="flex items-start gap-2 rounded-[var(--radius)] bg-secondary/60 p-3 text-sm">
          <Smartphone className="mt-0.5 h-4 w-4 shrink-0 text-primary-strong" aria-hidden="true" />
          {t('recipient.digitalNote')}
        </p>
      )}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field id="recipientName" label={t('recipient.name')} error={error('recipientName')} required>
          {(p) => <Input {...p} {...register('recipientName')} className={FREE_TEXT} autoComplete="name" placeholder={t('recipient.namePlaceholder')} maxLength={120} />}
        </Field>
        <Field
          id="recipientPhone"
          label={t('recipient.phone')}
          hint={digitalOnly ? t('recipient.phoneHintDigital') : t('recipient.phoneHint')}
          error={error('recipientPhone')}
          required
        >
          {(p) => (
            <ContactInput kind="phone" {...p} {...register('recipientPhone')} placeholder={t('recipient.phonePlaceholder')} />
          )}
        </Field>
      </div>
      {hasDigital && (
        <Field id="recipientEmail" label={t('recipient.email')} hint={t('recipient.emailHint')} error={error('recipientEmail')} className="sm:max-w-md">
          {(p) => (
            <ContactInput kind="email" {...p} {...register('recipientEmail')} autoComplete="off" placeholder={t('recipient.emailPlaceholder')} />
          )}
        </Field>
      )}
      {!digitalOnly && (
        <div className="flex items-start gap-3 rounded-[var(--radius)] border border-border bg-background/60 p-4">
          <input
            id="recipientAddressUnknown"
            type="checkbox"
            {...register('recipientAddressUnknown')}
            aria-describedby="recipientAddressUnknown-hint"
            className="mt-1 h-4 w-4 shrink-0 accent-[var(--color-primary-strong)]"
          />
          <div className="min-w-0">
            <label htmlFor="recipientAddressUnknown" className="font-medium">
              {t('recipient.addressUnknown')}
            </label>
            <p id="recipientAddressUnknown-hint" className="mt-1 text-sm text-muted">
              {t('recipient.addressUnknownHint')}
            </p>
          </div>
        </div>
      )}
      {!digitalOnly && !addressUnknown && (
        <>
          <Field id="recipientAddress" label={t('recipient.address')} error={error('recipientAddress')} required>
            {(p) => (
              <Textarea
                {...p}
                {...register('recipientAddress')}
                autoComplete="street-address"
                rows={2}
                className={`min-h-20 ${FREE_TEXT}`}
                placeholder={t('recipient.addressPlaceholder')}
                maxLength={300}
              />
            )}
          </Field>
          <Field id="recipientCity" label={t('recipient.city')} error={error('recipientCity')} required className="sm:max-w-xs">
            {(p) => (
              <Controller
                control={control}
                name="recipientCity"
                render={({ field }) => (
                  <CityCombobox {...p} value={field.value} onChange={field.onChange} onBlur={field.onBlur} placeholder={t('recipient.cityPlaceholder')} />
                )}
              />
            )}
          </Field>
        </>
      )}
    </SectionCard>
  );
}
