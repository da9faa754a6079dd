import { useMemo, useState } from 'react';
import { Controller, get, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { VAT_RATES, type Category, type Gift } from '@contracts/catalog';
import type { Locale } from '@contracts/common';
import { SelectField, TextareaField, TextField } from '@/components/ui/form/field';
import { SwitchField } from '@/components/ui/form/switch-field';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/locale';
import { localized } from '@/lib/format';
import { giftFormSchema, giftFormValues, STOCK_REQUIRED, type GiftFormOutput, type GiftFormValues } from '@/features/admin-catalog/utils/gift-form';
import { ImagesField } from '@/components/admin/images-field';
import { LanguageTabs, textDir } from '@/components/admin/language-tabs';

interface Props {
  gift: Gift | null;
  categories: Category[];
  pending: boolean;
  onSubmit: (values: GiftFormOutput) => void;
  onCancel: () => void;
}

/** Create or edit a gift: texts in three languages, price, category, stock, delivery time, flags, tags and pictures. */
export function GiftForm({ gift, categories, pending, onSubmit, onCancel }: Props) {
  // Saving while a picture is still uploading would save the form without it.
  const [uploading, setUploading] = useState(false);
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [tab, setTab] = useState<Locale>('fr');
  const resolver = useMemo(() => zodResolver(giftFormSchema), []);
  const { register, control, handleSubmit, formState } = useForm<GiftFormValues, unknown, GiftFormOutput>({
    resolver,
    defaultValues: giftFormValues(gift),
    mode: 'onTouched',
  });
  const e = formState.errors;
  const error = (failed: unknown, key: string) => (failed ? t(`giftForm.errors.${key as 'price'}`) : undefined);
  const physical = useWatch({ control, name: 'type' }) === 'physical';
  // The only required text is French: show its tab when the name is missing.
  const invalid = () => setTab('fr');

  return (
    <form noValidate onSubmit={(ev) => void handleSubmit(onSubmit, invalid)(ev)} className="space-y-5">
      <LanguageTabs value={tab} onValueChange={setTab}>
        {(lang) => (
          <>
            <TextField
              label={t(`form.name.${lang}`)}
              lang={lang}
              dir={textDir(lang)}
              required={lang === 'fr'}
              error={lang === 'fr' ? error(get(e, 'name.fr'), 'nameFr') : undefined}
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
          error={error(e.price, 'price')}
          {...register('price')}
        />
        <SelectField label={t('giftForm.category')} required error={error(e.categoryId, 'categoryId')} {...register('categoryId')}>
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
          error={error(e.stock, e.stock?.message === STOCK_REQUIRED ? 'stockRequired' : 'stock')}
          {...register('stock')}
        />
        <TextField
          label={t('giftForm.deliveryTime')}
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          dir="ltr"
          error={error(e.deliveryTime, 'deliveryTime')}
          {...register('deliveryTime')}
        />
        <SelectField label={t('giftForm.vatRate')} hint={t('giftForm.vatRateHint')} {...register('vatRate')}>
          {VAT_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {t('giftForm.vatRateOption', { rate })}
            </option>
          ))}
        </SelectField>
        <TextField label={t('giftForm.tags')} hint={t('giftForm.tagsHint')} error={error(e.tags, 'tags')} {...register('tags')} />
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
      </div>

      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <ImagesField label={t('giftForm.images')} hint={t('giftForm.imagesHint')} value={field.value} onChange={field.onChange} error={error(e.images, 'images')} onUploadingChange={setUploading} />
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
    </form>
  );
}
