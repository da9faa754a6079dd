import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminSettings } from '@contracts/settings';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Form } from '@/components/ui/form/form';
import { SectionCard } from '@/components/ui/form/section-card';
import { toast } from '@/components/ui/toast';
import { errorDetails, useErrorText } from '@/lib/errors';
import { useSaveSettings } from '@/features/admin-settings/api/save-setting';
import { settingsLayout, type SettingField } from '@/features/admin-settings/utils/settings-fields';
import { settingsFormSchema, settingsFormValues, type SettingsFormValues } from '@/features/admin-settings/utils/settings-form';
import { useSettingTexts } from '@/features/admin-settings/utils/use-setting-texts';
import { SettingControl } from './setting-control';

type Tab = keyof typeof settingsLayout;

/**
 * One tab of the settings: a switch saves at once ('Paramètre mis à jour'), after a confirmation for
 * one every visitor feels (maintenance); the other fields are checked by the contract's rules and
 * saved with the button, the changed ones in one request, all or none: a value the server refuses
 * shows its reason under its field.
 */
export function SettingsForm({ tab, settings, actions }: { tab: Tab; settings: AdminSettings; actions?: React.ReactNode }) {
  const { t, text } = useSettingTexts();
  const errorText = useErrorText();
  const sections = settingsLayout[tab];
  const fields = useMemo(() => sections.flatMap((s) => s.fields), [sections]);
  const resolver = useMemo(() => zodResolver(settingsFormSchema(fields.map((f) => f.key))), [fields]);
  const form = useForm<SettingsFormValues>({ resolver, defaultValues: settingsFormValues(settings, fields) });
  const { register, control, formState, resetField } = form;
  const watched = useWatch({ control });
  const save = useSaveSettings();

  const failed = (err: unknown) =>
    toast({ variant: 'destructive', title: t('toast.error'), description: errorText(err, t('toast.errorText')) });
  // The refused values already say why under their fields: the toast only says nothing was saved.
  const submitFailed = (err: unknown) =>
    errorDetails(err, 'invalid_data')?.issues?.length ? toast({ variant: 'destructive', title: t('toast.error'), description: t('toast.fieldsText') }) : failed(err);

  // The switch waiting for the admin's confirmation, and where it would go.
  const [asked, setAsked] = useState<{ field: SettingField; on: boolean } | null>(null);

  const onToggle = (field: SettingField, on: boolean) => (field.confirm ? setAsked({ field, on }) : toggle(field, on));

  const toggle = (field: SettingField, on: boolean) => {
    form.setValue(field.key, on);
    save.mutate(
      { [field.key]: on },
      {
        onSuccess: () => {
          resetField(field.key, { defaultValue: on });
          toast({ variant: 'success', title: t('toast.one'), description: text(`fields.${field.key}.label`) });
        },
        onError: (err) => {
          resetField(field.key);
          failed(err);
        },
      },
    );
  };

  const onSubmit = async (values: SettingsFormValues) => {
    const changed = fields.filter((f) => f.kind !== 'switch' && formState.dirtyFields[f.key]).map((f) => f.key);
    if (changed.length === 0) return;
    const saved = await save.mutateAsync(Object.fromEntries(changed.map((key) => [key, values[key]])));
    // The saved values as stored (amounts with two decimals, secrets masked) become the form's own.
    form.reset({ ...form.getValues(), ...saved });
    toast({ variant: 'success', title: t('toast.all') });
  };

  return (
    <Form form={form} onSubmit={onSubmit} onError={submitFailed} className="space-y-5">
      {sections.map((section) => (
        <SectionCard key={section.id} title={text(`sections.${section.id}.title`)} description={text(`sections.${section.id}.description`)}>
          <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            {section.fields
              .filter((f) => !f.shownWhen || watched[f.shownWhen])
              .map((field) => (
                <div key={field.key} className={field.kind === 'localized' || field.kind === 'textarea' ? 'sm:col-span-2' : undefined}>
                  <SettingControl field={field} register={register} control={control} errors={formState.errors} onToggle={onToggle} />
                </div>
              ))}
          </div>
        </SectionCard>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={formState.isSubmitting || !formState.isDirty}>
          {formState.isSubmitting ? t('saving') : t('save')}
        </Button>
        {actions}
      </div>
      {asked && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsked(null)}
          title={text(`confirm.${asked.field.key}.${asked.on ? 'on' : 'off'}.title`)}
          description={text(`confirm.${asked.field.key}.${asked.on ? 'on' : 'off'}.text`)}
          confirmLabel={text(`confirm.${asked.field.key}.${asked.on ? 'on' : 'off'}.action`)}
          cancelLabel={t('confirm.cancel')}
          tone={asked.on ? 'danger' : 'primary'}
          onConfirm={() => toggle(asked.field, asked.on)}
        />
      )}
    </Form>
  );
}
