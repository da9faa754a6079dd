import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Extra } from '@contracts/extras';
import { Controller } from 'react-hook-form';
import { deliveryZones } from '@contracts/delivery';
import { VAT_RATES } from '@contracts/catalog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldError } from '@/components/ui/input';
import { SelectField, TextField } from '@/components/ui/form/field';
import { Form } from '@/components/ui/form/form';
import { useFieldErrors } from '@/components/ui/form/use-field-errors';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { localized } from '@/lib/format';
import { useLocale } from '@/i18n/locale';
import { useCreateExtra, useUpdateExtra } from '@/features/admin-extras/api/extras';
import { emptyExtra, errorKeyOf, extraFormSchema, valuesOf } from '@/features/admin-extras/utils/extra-form';

/**
 * A new extra, or one already offered changed (`extra`): its name in the three languages, price, VAT,
 * stock and the zones where the checkout offers it. `onDone` closes the change, saved or not.
 */
export function ExtraForm({ extra, onDone }: { extra?: Extra; onDone?: () => void }) {
  const { t } = useTranslation('admin-extras');
  const errorText = useErrorText();
  const locale = useLocale();
  const zonesErrorId = useId();
  const create = useCreateExtra();
  const update = useUpdateExtra();
  const form = useSchemaForm(extraFormSchema, { defaultValues: extra ? valuesOf(extra) : emptyExtra() });
  const error = useFieldErrors(form.control, (field) => t(errorKeyOf(field) as 'errors.name'));
  const failed = t(extra ? 'updateError' : 'createError');

  const submit = async (input: z.output<typeof extraFormSchema>) => {
    if (extra) {
      const saved = await update.mutateAsync({ id: extra.id, ...input });
      toast({ variant: 'success', title: t('saved', { name: saved.name.fr }) });
      onDone?.();
      return;
    }
    const created = await create.mutateAsync(input);
    toast({ variant: 'success', title: t('created', { name: created.name.fr }) });
    form.reset(emptyExtra());
  };

  return (
    <Card className={extra ? 'border-0 p-0 shadow-none' : 'p-4 sm:p-6'}>
      <Form
        form={form}
        onSubmit={submit}
        onError={(err) => toast({ variant: 'destructive', title: failed, description: errorText(err, failed) })}
        className="space-y-4"
      >
        <h2 className="text-lg font-semibold">{extra ? t('form.editTitle', { name: localized(extra.name, locale) }) : t('form.title')}</h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField label={t('form.nameFr')} required lang="fr" dir="ltr" maxLength={80} error={error('name.fr')} {...form.register('name.fr')} />
          <TextField label={t('form.nameAr')} lang="ar" dir="rtl" maxLength={80} error={error('name.ar')} {...form.register('name.ar')} />
          <TextField label={t('form.nameEn')} lang="en" dir="ltr" maxLength={80} error={error('name.en')} {...form.register('name.en')} />
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField label={t('form.price')} hint={t('form.priceHint')} required inputMode="decimal" className="figures min-w-0" error={error('price')} {...form.register('price')} />
          <SelectField label={t('form.vatRate')} error={error('vatRate')} {...form.register('vatRate')}>
            {VAT_RATES.map((r) => (
              <option key={r} value={String(r)}>
                {t('form.vatOption', { rate: r })}
              </option>
            ))}
          </SelectField>
          <TextField label={t('form.stock')} required inputMode="numeric" className="figures min-w-0" error={error('stock')} {...form.register('stock')} />
        </div>
        <Controller
          control={form.control}
          name="zones"
          render={({ field }) => (
            <fieldset aria-describedby={error('zones') ? zonesErrorId : undefined}>
              <legend className="mb-2 text-sm font-medium">{t('form.zones')}</legend>
              <div className="flex flex-wrap gap-x-5 gap-y-2">
                {deliveryZones.map((zone) => (
                  <label key={zone} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-primary-strong"
                      checked={field.value.includes(zone)}
                      onChange={(e) => field.onChange(e.currentTarget.checked ? [...field.value, zone] : field.value.filter((z) => z !== zone))}
                    />
                    {t(`zones.${zone}`)}
                  </label>
                ))}
              </div>
              <FieldError id={zonesErrorId}>{error('zones')}</FieldError>
            </fieldset>
          )}
        />
        <div className="flex flex-wrap justify-end gap-2">
          {onDone && (
            <Button type="button" variant="outline" onClick={onDone}>
              {t('form.cancel')}
            </Button>
          )}
          <Button type="submit" disabled={create.isPending || update.isPending}>
            {t(extra ? 'form.save' : 'form.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
