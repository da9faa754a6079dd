import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ClaimAddressSchema } from '@contracts/recipient-claims';
import { CityCombobox } from '@/components/places/city-combobox';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { Select, Textarea } from '@/components/ui/input';
import { useLocale } from '@/i18n/locale';
import { useErrorText } from '@/lib/errors';
import { formatDeliveryDate, formatWeekday } from '@/lib/format';
import { useClaimSlots, useSubmitClaim } from '@/features/recipient-claim/api/claim';

type FieldName = 'address' | 'city' | 'deliveryDate' | 'deliverySlot';

/** Where and when: the address, the city, then a day and a slot among those the shop can deliver. */
export function ClaimForm({ token }: { token: string }) {
  const { t } = useTranslation('claim');
  const locale = useLocale();
  const errorText = useErrorText();
  const [address, setAddress] = useState('');
  const [city, setCity] = useState('');
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const slots = useClaimSlots(city);
  // Express is not offered here: only the days with a slot to choose.
  const days = slots.data?.days.filter((d) => d.slots.length > 0) ?? [];
  const day = days.find((d) => d.date === date);
  const submit = useSubmitClaim(token);

  /** What is wrong with the fields as they stand, in the recipient's language. */
  const check = () => {
    const parsed = ClaimAddressSchema.safeParse({ address, city, deliveryDate: date, deliverySlot: slot || null });
    const found: Partial<Record<FieldName, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as FieldName] ??= t(`errors.${issue.path[0] as FieldName}`);
    if (day && !slot) found.deliverySlot = t('errors.deliverySlot');
    return { parsed, found };
  };
  // An error shown on submit goes as soon as its field is right.
  const wrongNow = check().found;
  const shown = (field: FieldName) => (errors[field] ? wrongNow[field] : undefined);

  if (submit.isSuccess) {
    return (
      <div role="status" className="rounded-[var(--radius)] bg-secondary/60 p-5 text-center">
        <h2 className="text-xl font-semibold">{t('done.title')}</h2>
        <p className="mt-2">{t('done.text', { when: formatDeliveryDate(submit.data.deliveryDate, submit.data.deliverySlot, locale) })}</p>
      </div>
    );
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const { parsed, found } = check();
    setErrors(found);
    if (parsed.success && Object.keys(found).length === 0) submit.mutate(parsed.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field id="claim-address" label={t('form.address')} error={shown('address')} hint={t('form.addressPrivacy')} required>
        {(p) => (
          <Textarea {...p} value={address} onChange={(e) => setAddress(e.target.value)} rows={2} maxLength={300} autoComplete="street-address" placeholder={t('form.addressPlaceholder')} />
        )}
      </Field>
      <Field id="claim-city" label={t('form.city')} error={shown('city')} required>
        {(p) => (
          <CityCombobox
            {...p}
            value={city}
            placeholder={t('form.cityPlaceholder')}
            onChange={(next) => {
              if (next === city) return;
              setCity(next);
              setDate('');
              setSlot('');
            }}
          />
        )}
      </Field>
      <Field id="claim-date" label={t('form.date')} error={shown('deliveryDate')} hint={city ? undefined : t('form.dateHint')} required>
        {(p) => (
          <Select
            {...p}
            value={date}
            disabled={!slots.data}
            onChange={(e) => {
              setDate(e.target.value);
              setSlot('');
            }}
          >
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
        <Field id="claim-slot" label={t('form.slot')} error={shown('deliverySlot')} required>
          {(p) => (
            <Select {...p} value={slot} onChange={(e) => setSlot(e.target.value)}>
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
    </form>
  );
}
