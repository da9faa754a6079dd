import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VAT_RATES, type Category, type Gift } from '@contracts/catalog';
import type { Locale } from '@contracts/common';
import { SelectField, TextareaField, TextField } from '@/components/ui/form/field';
import { Form } from '@/components/ui/form/form';
import { SwitchField } from '@/components/ui/form/switch-field';
import { useFieldErrors } from '@/components/ui/form/use-field-errors';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/locale';
import { localized } from '@/lib/format';
import { giftFormSchema, giftFormValues, STOCK_REQUIRED, type GiftFormOutput } from '@/features/admin-catalog/utils/gift-form';
import { ImagesField } from '@/components/admin/images-field';
import { LanguageTabs, textDir } from '@/components/admin/language-tabs';

/** The text of each field the form can refuse (the stock's says why). */
const errorKeys = { 'name.fr': 'nameFr', price: 'price', categoryId: 'categoryId', deliveryTime: 'deliveryTime', images: 'images', tags: 'tags' } as const;

interface Props {
  gift: Gift | null;
  categories: Category[];
  pending: boolean;
  /** Saves the gift; a refusal it throws goes to `onError` once its field issues are shown. */
  onSubmit: (values: GiftFormOutput) => unknown;
  onError?: (err: unknown) => void;
  onCancel: () => void;
}

/** Create or edit a gift: texts in three languages, price, category, stock, delivery time, flags, tags and pictures. */
export function GiftForm({ gift, categories, pending, onSubmit, onError, onCancel }: Props) {
  // Saving while a picture is still uploading would save the form without it.
  const [uploading, setUploading] = useState(false);
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [tab, setTab] = useState<Locale>('fr');
  const form = useSchemaForm(giftFormSchema, { defaultValues: giftFormValues(gift), mode: 'onTouched' });
  const { register, control } = form;
  const error = useFieldErrors(control, (field, e) => {
    if (field === 'stock') return t(e.message === STOCK_REQUIRED ? 'giftForm.errors.stockRequired' : 'giftForm.errors.stock');
    return field in errorKeys ? t(`giftForm.errors.${errorKeys[field as keyof typeof errorKeys]}`) : undefined;
  });
  const physical = useWatch({ control, name: 'type' }) === 'physical';
  // The only required text is French: show its tab when the name is missing.
  const invalid = () => setTab('fr');

  return (
    <Form form={form} onSubmit={onSubmit} onInvalid={invalid} onError={onError} className="space-y-5">
      <LanguageTabs value={tab} onValueChange={setTab}>
        {(lang) => (
          <>
            <TextField
              label={t(`form.name.${lang}`)}
              lang={lang}
              dir={textDir(lang)}
              required={lang === 'fr'}
              error={error(`name.${lang}`)}
              {...register(`name.${lang}`)}
            />
            <TextareaField label={t(`form.description.${lang}`)} lang={lang} dir={textDir(lang)} rows={4} {...register(`description.${lang}`)} />
          </>
        )}
      </LanguageTabs>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('giftForm.price')}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          dir="ltr"
          required
          error={error('price')}
          {...register('price')}
        />
        <SelectField label={t('giftForm.category')} required error={error('categoryId')} {...register('categoryId')}>
          <option value="">{t('giftForm.chooseCategory')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {localized(c.name, locale)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('giftForm.type')} {...register('type')}>
          <option value="physical">{t('giftType.physical')}</option>
          <option value="digital">{t('giftType.digital')}</option>
        </SelectField>
        <TextField
          label={t('giftForm.stock')}
          hint={t(physical ? 'giftForm.stockHintPhysical' : 'giftForm.stockHint')}
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          dir="ltr"
          required={physical}
          error={error('stock')}
          {...register('stock')}
        />
        <TextField
          label={t('giftForm.deliveryTime')}
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          dir="ltr"
          error={error('deliveryTime')}
          {...register('deliveryTime')}
        />
        <SelectField label={t('giftForm.vatRate')} hint={t('giftForm.vatRateHint')} {...register('vatRate')}>
          {VAT_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {t('giftForm.vatRateOption', { rate })}
            </option>
          ))}
        </SelectField>
        <TextField label={t('giftForm.tags')} hint={t('giftForm.tagsHint')} error={error('tags')} {...register('tags')} />
      </div>

      <div className="divide-y divide-border rounded-[var(--radius)] border border-border px-4">
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => <SwitchField label={t('giftForm.active')} hint={t('giftForm.activeHint')} checked={field.value} onCheckedChange={field.onChange} />}
        />
        <Controller
          control={control}
          name="isFeatured"
          render={({ field }) => <SwitchField label={t('giftForm.featured')} hint={t('giftForm.featuredHint')} checked={field.value} onCheckedChange={field.onChange} />}
        />
        {physical && (
          <Controller
            control={control}
            name="swappable"
            render={({ field }) => <SwitchField label={t('giftForm.swappable')} hint={t('giftForm.swappableHint')} checked={field.value} onCheckedChange={field.onChange} />}
          />
        )}
      </div>

      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <ImagesField label={t('giftForm.images')} hint={t('giftForm.imagesHint')} value={field.value} onChange={field.onChange} error={error('images')} onUploadingChange={setUploading} />
        )}
      />

      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={pending || uploading}>
          {pending ? t('saving') : gift ? t('save') : t('giftForm.create')}
        </Button>
      </div>
    </Form>
  );
}
