import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Category } from '@contracts/catalog';
import type { Locale } from '@contracts/common';
import { Field, TextareaField, TextField } from '@/components/ui/form/field';
import { Form } from '@/components/ui/form/form';
import { SwitchField } from '@/components/ui/form/switch-field';
import { useFieldErrors } from '@/components/ui/form/use-field-errors';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { Button } from '@/components/ui/button';
import { categoryFormSchema, categoryFormValues, type CategoryFormOutput } from '@/features/admin-catalog/utils/category-form';
import { ImagesField } from '@/components/admin/images-field';
import { LanguageTabs, textDir } from '@/components/admin/language-tabs';

interface Props {
  category: Category | null;
  pending: boolean;
  /** Saves the category; a refusal it throws goes to `onError` once its field issues are shown. */
  onSubmit: (values: CategoryFormOutput) => unknown;
  onError?: (err: unknown) => void;
  onCancel: () => void;
}

/** Create or edit a category: texts in three languages, colour, icon, display order, picture, visibility. */
export function CategoryForm({ category, pending, onSubmit, onError, onCancel }: Props) {
  // Saving while a picture is still uploading would save the form without it.
  const [uploading, setUploading] = useState(false);
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<Locale>('fr');
  const form = useSchemaForm(categoryFormSchema, { defaultValues: categoryFormValues(category), mode: 'onTouched' });
  const { register, control } = form;
  const error = useFieldErrors(control, (field) => (field === 'name.fr' ? t('categoryForm.errors.nameFr') : field === 'color' ? t('categoryForm.errors.color') : undefined));

  return (
    <Form form={form} onSubmit={onSubmit} onInvalid={() => setTab('fr')} onError={onError} className="space-y-5">
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
            <TextareaField label={t(`form.description.${lang}`)} lang={lang} dir={textDir(lang)} rows={3} {...register(`description.${lang}`)} />
          </>
        )}
      </LanguageTabs>

      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('categoryForm.color')} error={error('color')}>
          {(control) => (
            <input {...control} type="color" className="block h-11 w-full cursor-pointer rounded-[var(--radius)] border border-border bg-card p-1" {...register('color')} />
          )}
        </Field>
        <TextField label={t('categoryForm.icon')} hint={t('categoryForm.iconHint')} maxLength={32} {...register('icon')} />
        <TextField label={t('categoryForm.order')} hint={t('categoryForm.orderHint')} type="number" inputMode="numeric" step="1" dir="ltr" {...register('order')} />
      </div>

      <Controller
        control={control}
        name="picture"
        render={({ field }) => <ImagesField single label={t('categoryForm.picture')} value={field.value} onChange={field.onChange} onUploadingChange={setUploading} />}
      />

      <div className="rounded-[var(--radius)] border border-border px-4">
        <Controller
          control={control}
          name="isVisible"
          render={({ field }) => (
            <SwitchField label={t('categoryForm.visible')} hint={t('categoryForm.visibleHint')} checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
      </div>

      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={pending || uploading}>
          {pending ? t('saving') : category ? t('save') : t('categoryForm.create')}
        </Button>
      </div>
    </Form>
  );
}
