import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CityCombobox } from '@/components/places/city-combobox';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { Form } from '@/components/ui/form/form';
import { useFieldErrors } from '@/components/ui/form/use-field-errors';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { Select, Textarea } from '@/components/ui/input';
import { useLocale } from '@/i18n/locale';
import { useErrorText } from '@/lib/errors';
import { formatDeliveryDate, formatWeekday, localized } from '@/lib/format';
import { useClaimAlternatives, useClaimSlots, useSubmitClaim } from '@/features/recipient-claim/api/claim';
import { claimFormSchema, emptyClaim } from '@/features/recipient-claim/utils/claim-form';
import { ClaimChoice } from './claim-choice';

/**
 * First another gift, when the shop lets the recipient choose one; then where and when: the address, the city,
 * then a day and a slot among those the shop can deliver.
 */
export function ClaimForm({ token }: { token: string }) {
  const { t } = useTranslation('claim');
  const locale = useLocale();
  const errorText = useErrorText();
  const form = useSchemaForm(claimFormSchema, { defaultValues: emptyClaim });
  // A refused choice reads once, above the choices, whichever line it was.
  const error = useFieldErrors(form.control, (field) => t(`errors.${field.startsWith('swaps') ? 'swaps' : (field as 'address' | 'city' | 'deliveryDate' | 'deliverySlot')}`));
  const [city, date] = useWatch({ control: form.control, name: ['city', 'deliveryDate'] });
  const slots = useClaimSlots(city);
  // Express is not offered here: only the days with a slot to choose.
  const days = slots.data?.days.filter((d) => d.slots.length > 0) ?? [];
  const day = days.find((d) => d.date === date);
  // The days of the city chosen, not those still shown from the former one.
  const ready = city !== '' && slots.data !== undefined && !slots.isPlaceholderData;
  const submit = useSubmitClaim(token);
  const lines = useClaimAlternatives(token).data?.lines ?? [];

  if (submit.isSuccess) {
    const asked = submit.variables.swaps ?? [];
    const taken = lines.flatMap((l) => l.gifts.filter((g) => asked.some((s) => s.itemId === l.itemId && s.giftId === g.id)));
    return (
      <div role="status" className="rounded-[var(--radius)] bg-secondary/60 p-5 text-center">
        <h2 className="text-xl font-semibold">{t('done.title')}</h2>
        {taken.length > 0 && <p className="mt-2 font-medium">{t('choice.chosen', { gift: taken.map((g) => localized(g.name, locale)).join(t('choice.and')) })}</p>}
        <p className="mt-2">{t('done.text', { when: formatDeliveryDate(submit.data.deliveryDate, submit.data.deliverySlot, locale) })}</p>
      </div>
    );
  }

  // A new city has other days, a new day other slots: what was chosen for the old one goes.
  const clear = (...fields: ('deliveryDate' | 'deliverySlot')[]) => fields.forEach((f) => form.setValue(f, ''));

  return (
    <Form form={form} onSubmit={(values) => submit.mutateAsync(values)} className="space-y-5">
      <Controller control={form.control} name="swaps" render={({ field }) => <ClaimChoice lines={lines} value={field.value} onChange={field.onChange} error={error('swaps')} />} />
      <Field id="claim-address" label={t('form.address')} error={error('address')} hint={t('form.addressPrivacy')} required>
        {(p) => <Textarea {...p} {...form.register('address')} rows={2} maxLength={300} autoComplete="street-address" placeholder={t('form.addressPlaceholder')} />}
      </Field>
      <Field id="claim-city" label={t('form.city')} error={error('city')} required>
        {(p) => (
          <Controller
            control={form.control}
            name="city"
            render={({ field }) => (
              <CityCombobox
                {...p}
                value={field.value}
                placeholder={t('form.cityPlaceholder')}
                onBlur={field.onBlur}
                onChange={(next, { samePlace }) => {
                  if (next === field.value) return;
                  field.onChange(next);
                  // The same place named otherwise (its name in the list once the list came) keeps its days.
                  if (!samePlace) clear('deliveryDate', 'deliverySlot');
                }}
              />
            )}
          />
        )}
      </Field>
      <Field id="claim-date" label={t('form.date')} error={error('deliveryDate')} hint={city ? undefined : t('form.dateHint')} required>
        {(p) => (
          <Select {...p} {...form.register('deliveryDate', { onChange: () => clear('deliverySlot') })} disabled={!ready}>
            <option value="">{t('form.datePlaceholder')}</option>
            {days.map((d) => (
              <option key={d.date} value={d.date}>
                {formatWeekday(d.date, locale)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {day && (
        <Field id="claim-slot" label={t('form.slot')} error={error('deliverySlot')} required>
          {(p) => (
            <Select {...p} {...form.register('deliverySlot')}>
              <option value="">{t('form.slotPlaceholder')}</option>
              {day.slots.map((s) => (
                <option key={s} value={s} dir="ltr">
                  {s.replace('-', ' – ')}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      {submit.isError && (
        <p role="alert" className="rounded-[var(--radius)] border border-danger/40 p-3 text-sm text-danger">
          {errorText(submit.error, t('form.failed'))}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={submit.isPending}>
        {t('form.submit')}
      </Button>
    </Form>
  );
}
